import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { paymentHostRequest } from './payment-host';

/** What asking the bank settled: confirmed, still pending at the bank, or failed. */
export const SETTLED_STATUSES = ['confirmed', 'pending', 'failed'] as const;
export type SettledStatus = (typeof SETTLED_STATUSES)[number];

export const savePaymentResponse = z.object({
  Success: z.literal(true),
  Status: z.enum(SETTLED_STATUSES),
  /** Status in Arabic words; the payment host always sends it, the web reads only Status */
  Message: z.string().optional(),
});

/**
 * POST /api/hostedcheckout/Save — after the lightbox: the payment host asks the bank itself (the
 * browser's word proves nothing) and settles the donation.
 */
export const savePaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/hostedcheckout/Save',
  body: paymentHostRequest,
  response: savePaymentResponse,
});
