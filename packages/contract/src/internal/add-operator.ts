import { z } from 'zod';
import { email, newPassword, personName } from '../accounts/fields';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { OPERATOR_ROLES } from '../operator/roles';

export const addOperatorBody = z.object({
  email,
  name: personName,
  roles: z.array(z.enum(OPERATOR_ROLES)).min(1).max(OPERATOR_ROLES.length),
  password: newPassword,
});
export type AddOperatorBody = z.input<typeof addOperatorBody>;

/**
 * POST /api/internal/operators (signed; `npm run operator -- add`): the first operator of an
 * installation, and any other before the console can add them. They enrol their second factor at
 * their first login.
 */
export const addOperatorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/operators',
  body: addOperatorBody,
  response: envelope(
    z.array(
      z.object({
        id: z.number().int(),
        email: z.string(),
        operator_name: z.string(),
        roles: z.array(z.enum(OPERATOR_ROLES)),
      }),
    ),
  ),
});
