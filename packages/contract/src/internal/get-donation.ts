import { defineEndpoint } from '../endpoint';
import { donationIdParams, paymentDonationResponse } from './payment-donation';

/** GET /api/internal/donations/:id — one donation as the payment host settles it (404 when unknown). */
export const getDonationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/internal/donations/:id',
  params: donationIdParams,
  response: paymentDonationResponse,
});
