import { z } from 'zod';
import { email, personName } from '../accounts/fields';
import { toWesternDigits } from '../arabic';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  charityTeamRoute,
  disableCharityStaffRoute,
  enableCharityStaffRoute,
  inviteCharityStaffRoute,
  setCharityStaffRolesRoute,
  setCharityTaxNumberRoute,
} from '../routes/charity';
import { STAFF_ROLES } from './staff-roles';
import { charityTeamMessages } from './team-messages';

/** A charity's invitation link stays valid 72 hours, as an operator's. */
export const STAFF_INVITATION_HOURS = 72;

export const staffRoles = z
  .array(z.enum(STAFF_ROLES, charityTeamMessages.roleInvalid), charityTeamMessages.roleRequired)
  .max(STAFF_ROLES.length)
  .transform((roles) => [...new Set(roles)])
  .refine((roles) => roles.length > 0, charityTeamMessages.roleRequired);

/** One member of the charity's team as its admin sees it. */
export const teamMember = z.object({
  id: z.number().int(),
  staff_name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** false until the invitation link chose a password */
  joined: z.boolean(),
  disabled: z.boolean(),
  factor_enrolled: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** GET /api/charity/team — the charity's staff and its tax number (the charity's admin only). */
export const charityTeamEndpoint = defineEndpoint({
  ...charityTeamRoute,
  response: envelope(z.array(z.object({ staff: z.array(teamMember), tax_number: z.string().nullable() }))),
});

export const inviteStaffBody = z.object({ name: personName, email, roles: staffRoles });
export type InviteStaffBody = z.input<typeof inviteStaffBody>;

/**
 * POST /api/charity/team — invites a staff member (admin, a fresh code): a mailed single-use link
 * (72 hours) chooses the password; the same address not joined yet gets a fresh link.
 */
export const inviteCharityStaffEndpoint = defineEndpoint({
  ...inviteCharityStaffRoute,
  body: inviteStaffBody,
  response: envelope(z.array(teamMember)),
});

const params = z.object({ id: decimalNumber(z.coerce.number().int().positive()) });

/** PUT /api/charity/team/:id/roles — another member's roles (admin, a fresh code). */
export const setCharityStaffRolesEndpoint = defineEndpoint({
  ...setCharityStaffRolesRoute,
  params,
  body: z.object({ roles: staffRoles }),
  response: envelope(z.array(teamMember)),
});

/** POST /api/charity/team/:id/disable — takes a member out, ending every session (admin, a fresh code). */
export const disableCharityStaffEndpoint = defineEndpoint({
  ...disableCharityStaffRoute,
  params,
  response: envelope(z.array(teamMember)),
});

/** POST /api/charity/team/:id/enable — brings a disabled member back (admin, a fresh code). */
export const enableCharityStaffEndpoint = defineEndpoint({
  ...enableCharityStaffRoute,
  params,
  response: envelope(z.array(teamMember)),
});

/** An Egyptian tax registration number: 9 digits; Arabic-Indic digits are read as 0-9. */
export const taxNumber = z
  .string(charityTeamMessages.taxNumberInvalid)
  .trim()
  .transform(toWesternDigits)
  .pipe(z.string().regex(/^[0-9]{9}$/, charityTeamMessages.taxNumberInvalid));

export const taxNumberBody = z.object({ tax_number: taxNumber });
export type TaxNumberBody = z.input<typeof taxNumberBody>;

/** PUT /api/charity/tax-number — the charity's tax registration number (admin, a fresh code). */
export const setCharityTaxNumberEndpoint = defineEndpoint({
  ...setCharityTaxNumberRoute,
  body: taxNumberBody,
  response: envelope(z.array(z.object({ tax_number: z.string() }))),
});
