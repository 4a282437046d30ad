import { defineEndpoint } from '../endpoint';
import { pendingCardQuery, pendingCardResponse } from './pending-card';

/**
 * GET /api/internal/donations/pending-gateway — wallet, kiosk and Meeza donations left pending with a
 * gateway order at least `older_than_seconds` old, oldest first: the reconciliation asks the gateway
 * about each, and closes kiosk references past their expiry.
 */
export const pendingGatewayEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/internal/donations/pending-gateway',
  query: pendingCardQuery,
  response: pendingCardResponse,
});
