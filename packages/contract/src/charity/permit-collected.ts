import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { charityPermitCollectedRoute, charityPermitCsvRoute, charityPermitPdfRoute } from '../routes/charity';
import {
  operatorPermitCollectedRoute,
  operatorPermitCsvRoute,
  operatorPermitPdfRoute,
} from '../routes/operator';
import { permitIdParams } from './permits';

/**
 * The channels a permit's totals are counted by, in the order the Ministry's report lists them: every
 * channel a donation is paid through (a scheduled night is paid by card, and counted as one).
 */
export const PERMIT_CHANNELS = ['card', 'wallet', 'kiosk', 'meeza', 'cash', 'sms'] as const;
export type PermitChannel = (typeof PERMIT_CHANNELS)[number];

/**
 * What was confirmed under one permit during its validity (docs/decisions/045): each confirmed
 * donation whose receipt names the permit. Piasters; every channel listed, zero when none.
 */
export const permitCollected = z.object({
  permit_id: z.number().int(),
  permit_number: z.string(),
  count: z.number().int(),
  total: z.number().int(),
  by_channel: z.array(
    z.object({ channel: z.enum(PERMIT_CHANNELS), count: z.number().int(), total: z.number().int() }),
  ),
});
export type PermitCollected = z.infer<typeof permitCollected>;

const collectedResponse = envelope(z.array(permitCollected));

/** GET /api/charity/permits/:id/collected — the charity's admins and finance staff. */
export const charityPermitCollectedEndpoint = defineEndpoint({
  ...charityPermitCollectedRoute,
  params: permitIdParams,
  response: collectedResponse,
});
/** GET …/collected.csv, …/collected.pdf — downloads, not JSON envelopes. */
export const charityPermitCsvEndpoint = defineEndpoint({
  ...charityPermitCsvRoute,
  params: permitIdParams,
  response: z.unknown(),
});
export const charityPermitPdfEndpoint = defineEndpoint({
  ...charityPermitPdfRoute,
  params: permitIdParams,
  response: z.unknown(),
});

/** The same for any charity's permit, in the operators' console (onboarding, finance, admin). */
export const operatorPermitCollectedEndpoint = defineEndpoint({
  ...operatorPermitCollectedRoute,
  params: permitIdParams,
  response: collectedResponse,
});
export const operatorPermitCsvEndpoint = defineEndpoint({
  ...operatorPermitCsvRoute,
  params: permitIdParams,
  response: z.unknown(),
});
export const operatorPermitPdfEndpoint = defineEndpoint({
  ...operatorPermitPdfRoute,
  params: permitIdParams,
  response: z.unknown(),
});
