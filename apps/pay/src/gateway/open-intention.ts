import { isGatewayType } from '@athar/contract/constants';
import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import type { PaymobIntentionRequest } from '@athar/contract/paymob/intention';
import { gatewayProcessedCallbackEndpoint } from '@athar/contract/payments/gateway-processed-callback';
import { gatewayResponseEndpoint } from '@athar/contract/payments/gateway-response';
import { DonationConflict } from '../internal-api';
import { payMessages } from '../messages';
import type { GatewayPaymentDeps } from '../payments/payment-deps';
import { gatewayReference } from './gateway-outcome';

export type OpenedCheckout = { ok: true; url: string } | { ok: false; statusCode: number; message: string };

const refuse = (statusCode: number, message: string): OpenedCheckout => ({ ok: false, statusCode, message });

/** Seconds the donor has to pay on the unified checkout (a kiosk reference gets its own due time). */
export const INTENTION_EXPIRY_SECONDS = 3600;
const NOT_GIVEN = 'NA';

/** The gateway requires a first and a last name, an e-mail and a phone: 'NA' where we have none. */
export function billingOf(donation: PaymentDonation): PaymobIntentionRequest['billing_data'] {
  const [first, ...rest] = donation.donor_name.trim().split(/\s+/).filter(Boolean);
  return {
    first_name: first ?? NOT_GIVEN,
    last_name: rest.join(' ') || NOT_GIVEN,
    email: donation.email?.trim() || NOT_GIVEN,
    phone_number: donation.msisdn?.trim() || NOT_GIVEN,
  };
}

export function intentionRequestOf(
  donation: PaymentDonation,
  integrationId: number,
  payPublicUrl: string,
): PaymobIntentionRequest {
  const amount = donation.amount;
  return {
    amount,
    currency: donation.currency,
    payment_methods: [integrationId],
    // what the gateway's checkout shows the donor: what they give for, and to whom
    items: [
      {
        name: payMessages.gatewayItemName(donation.campaign_title).slice(0, 50),
        amount,
        quantity: 1,
        description: payMessages.gatewayItemPayee(donation.ngo_name).slice(0, 255),
      },
    ],
    billing_data: billingOf(donation),
    special_reference: gatewayReference(donation.id),
    notification_url: `${payPublicUrl}${gatewayProcessedCallbackEndpoint.path}`,
    redirection_url: `${payPublicUrl}${gatewayResponseEndpoint.path}`,
    expiration: INTENTION_EXPIRY_SECONDS,
  };
}

/**
 * The unified checkout of a pending wallet, kiosk or Meeza donation (already checked to be the
 * caller's). One donation is one intention: once it has one, the same checkout is answered again.
 * Amount, account and method come from the donation as the api stores it, never from the browser.
 */
export async function openGatewayCheckout(
  deps: GatewayPaymentDeps,
  donation: PaymentDonation,
  payPublicUrl: string,
): Promise<OpenedCheckout> {
  if (!isGatewayType(donation.type)) return refuse(400, payMessages.notGatewayDonation);
  const account = donation.paymob_account;
  const integrationId = donation.paymob_integration_id;
  if (!account || integrationId === null) return refuse(400, payMessages.noGatewayPayments);
  if (donation.status === 'confirmed') return refuse(409, payMessages.alreadyPaid);
  if (donation.status !== 'pending') return refuse(409, payMessages.donationClosed);
  // sending the donor to pay starts a payment, even on an intention opened before: none while the
  // charity has no fundraising permit in force today; callbacks of payments made still settle
  if (donation.donations_paused) return refuse(409, payMessages.donationsPaused);
  if (donation.gateway_client_secret)
    return { ok: true, url: deps.paymob.checkoutUrl(account, donation.gateway_client_secret) };

  const intention = await deps.paymob.createIntention(
    account,
    intentionRequestOf(donation, integrationId, payPublicUrl),
  );
  try {
    await deps.api.recordGatewayOrder(donation.id, {
      gateway_order_id: String(intention.intention_order_id),
      intention_id: intention.id,
      client_secret: intention.client_secret,
    });
  } catch (error) {
    if (!(error instanceof DonationConflict)) throw error;
    // another request opened the donation's intention first: the donor goes to that one
    const current = await deps.api.getDonation(donation.id);
    if (current?.status === 'pending' && current.gateway_client_secret && current.paymob_account)
      return {
        ok: true,
        url: deps.paymob.checkoutUrl(current.paymob_account, current.gateway_client_secret),
      };
    return refuse(
      409,
      current?.status === 'confirmed' ? payMessages.alreadyPaid : payMessages.donationClosed,
    );
  }
  deps.log.info(
    { donationId: donation.id, gatewayOrderId: intention.intention_order_id },
    'gateway intention opened',
  );
  return { ok: true, url: deps.paymob.checkoutUrl(account, intention.client_secret) };
}
