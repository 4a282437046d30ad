import { z } from 'zod';
import { envelope } from '../envelope';
import { email, personName } from '../accounts/fields';
import { staffMember } from '../charity/staff-login';
import { defineEndpoint } from '../endpoint';

export const addStaffBody = z.object({
  ngo_id: z.number().int().positive(),
  email,
  name: personName,
});
export type AddStaffBody = z.input<typeof addStaffBody>;
export const addStaffResponse = envelope(z.array(staffMember));

/** POST /api/internal/charity/staff (signed; `npm run charity -- add-staff`): mails an invitation. */
export const addStaffEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/charity/staff',
  body: addStaffBody,
  response: addStaffResponse,
});
