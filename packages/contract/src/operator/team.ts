import { z } from 'zod';
import { email, newPassword, personName, publicText } from '../accounts/fields';
import { mailedLinkToken } from '../accounts/verification';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  disableOperatorRoute,
  enableOperatorRoute,
  inviteOperatorRoute,
  operatorSetPasswordRoute,
} from '../routes/operator';
import { operatorMessages } from './messages';
import { operatorListItem } from './operators';
import { OPERATOR_ROLES } from './roles';
import { teamMessages } from './team-messages';

/** The duties an invitation may carry: every one but admin, which only four eyes grants. */
export const INVITABLE_ROLES = OPERATOR_ROLES.filter((role) => role !== 'admin');

/** An invitation link stays valid 72 hours. */
export const INVITATION_HOURS = 72;

export const inviteOperatorBody = z.object({
  email,
  name: personName,
  roles: z
    .array(z.enum(OPERATOR_ROLES))
    .max(OPERATOR_ROLES.length)
    .refine((roles) => !roles.includes('admin'), teamMessages.adminByInvitation)
    .refine((roles) => roles.length > 0, teamMessages.dutiesRequired),
});
export type InviteOperatorBody = z.input<typeof inviteOperatorBody>;

/**
 * POST /api/operator/operators — invites an operator (admin, a fresh code): no password yet, a mailed
 * single-use link to choose it. The same address of an operator who has not chosen one gets a fresh link.
 */
export const inviteOperatorEndpoint = defineEndpoint({
  ...inviteOperatorRoute,
  body: inviteOperatorBody,
  response: envelope(z.array(operatorListItem)),
});

const id = decimalNumber(z.coerce.number().int().positive());
export const teamReasonBody = z.object({
  reason: publicText(500, operatorMessages.reasonRequired).pipe(
    z.string().min(3, operatorMessages.reasonRequired),
  ),
});

/** POST /api/operator/operators/:id/disable — takes an operator out (admin, a fresh code, a reason). */
export const disableOperatorEndpoint = defineEndpoint({
  ...disableOperatorRoute,
  params: z.object({ id }),
  body: teamReasonBody,
  response: envelope(z.array(operatorListItem)),
});

/** POST /api/operator/operators/:id/enable — brings a disabled operator back (admin, a fresh code, a reason). */
export const enableOperatorEndpoint = defineEndpoint({
  ...enableOperatorRoute,
  params: z.object({ id }),
  body: teamReasonBody,
  response: envelope(z.array(operatorListItem)),
});

/**
 * POST /api/operator/auth/set-password?token — the invitation link sets the invitee's password, once.
 * A cut-short link is answered invitationInvalid like an unknown one.
 */
export const operatorSetPasswordEndpoint = defineEndpoint({
  ...operatorSetPasswordRoute,
  query: z.object({ token: mailedLinkToken }),
  body: z.object({ password: newPassword }),
  response: envelope(z.array(z.never())),
});
