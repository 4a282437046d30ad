import { z } from 'zod';
import { piastersNumber } from '../amount-fields';
import { defineEndpoint } from '../endpoint';
import { internalEnvelope } from './payment-donation';

/** A cash donation waiting to be collected (`npm run cash -- list`). */
export const pendingCashDonation = z.object({
  id: z.number().int(),
  amount: piastersNumber,
  donor_name: z.string(),
  msisdn: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string().nullable(),
  campaign_title: z.string(),
  ngo_name: z.string(),
  created_at: z.string(),
});
export type PendingCashDonation = z.infer<typeof pendingCashDonation>;
export const pendingCashResponse = internalEnvelope(pendingCashDonation);

/** GET /api/internal/donations/pending-cash */
export const pendingCashEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/internal/donations/pending-cash',
  response: pendingCashResponse,
});
