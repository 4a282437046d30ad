import { z } from 'zod';
import { stripScopedBidi } from '../bidi';
import { charityPageMessages as messages } from '../charity/charity-page-messages';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { approveNameChangeRoute, refuseNameChangeRoute, waitingNameChangesRoute } from '../routes/operator';
import { keysetPage, keysetQuery } from './keyset';

/** A charity's proposed public name, as the catalogue duty reviews it. */
export const nameChange = z.object({
  change_id: z.number().int(),
  ngo_id: z.number().int(),
  current_name: z.string(),
  ar_name: z.string(),
  status: z.enum(['pending', 'approved', 'refused']),
  created_at: z.string(),
});
export type NameChange = z.infer<typeof nameChange>;

const changeParams = z.object({ id: decimalNumber(z.coerce.number().int().positive().max(2_147_483_647)) });

/** GET /api/operator/name-changes — the name changes waiting, newest first, a page at a time. */
export const waitingNameChangesEndpoint = defineEndpoint({
  ...waitingNameChangesRoute,
  query: z.object(keysetQuery),
  response: envelope(z.array(keysetPage('changes', nameChange))),
});

/** POST /api/operator/name-changes/:id/approve — the charity's public name changes now. */
export const approveNameChangeEndpoint = defineEndpoint({
  ...approveNameChangeRoute,
  params: changeParams,
  response: envelope(z.array(nameChange)),
});

export const refuseNameBody = z.object({
  reason: z
    .string(messages.reasonInvalid)
    .overwrite(stripScopedBidi)
    .trim()
    .min(5, messages.reasonInvalid)
    .max(1000, messages.reasonInvalid),
});

/** POST /api/operator/name-changes/:id/refuse — the name stays; the reason is shown to the charity. */
export const refuseNameChangeEndpoint = defineEndpoint({
  ...refuseNameChangeRoute,
  params: changeParams,
  body: refuseNameBody,
  response: envelope(z.array(nameChange)),
});
