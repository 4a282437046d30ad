import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { shortIdRoute } from '../routes/campaigns';

/** GET /athar/api/GetCampiagnID/{shortname} — data is the campaign id; 404 for an unknown code. */
export const shortIdParams = z.object({ shortname: z.string().min(1).max(64) });
export const shortIdResponse = envelope(z.number().int());

export const shortIdEndpoint = defineEndpoint({
  ...shortIdRoute,
  params: shortIdParams,
  response: shortIdResponse,
});
