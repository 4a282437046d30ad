import { z } from 'zod';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { operatorsRoute, resetFactorRoute, setRolesRoute } from '../routes/operator';
import { OPERATOR_ROLES } from './roles';

export const operatorListItem = z.object({
  id: z.number().int(),
  operator_name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  enrolled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** the password was chosen (an invitee waits for it: «بانتظار تفعيل الحساب») */
  activated: z.boolean(),
  /** taken out of the team: no login, no session */
  disabled: z.boolean(),
});
export type OperatorListItem = z.infer<typeof operatorListItem>;

/** GET /api/operator/operators — the operators (admins only). */
export const operatorsEndpoint = defineEndpoint({
  ...operatorsRoute,
  response: envelope(z.array(operatorListItem)),
});

/** POST /api/operator/operators/:id/factor-reset — another operator enrols again (admin, fresh code). */
export const resetFactorEndpoint = defineEndpoint({
  ...resetFactorRoute,
  params: z.object({ id: decimalNumber(z.coerce.number().int().positive()) }),
  response: envelope(z.array(operatorListItem)),
});

/**
 * POST /api/operator/operators/:id/roles — an operator's duties (admin, a fresh code). Granting admin is
 * refused here: it needs a second operator (POST /api/operator/approvals, `operator.grant_admin`).
 */
export const setRolesEndpoint = defineEndpoint({
  ...setRolesRoute,
  params: z.object({ id: decimalNumber(z.coerce.number().int().positive()) }),
  body: z.object({ roles: z.array(z.enum(OPERATOR_ROLES)).max(OPERATOR_ROLES.length) }),
  response: envelope(z.array(operatorListItem)),
});
