import type { PaymobTransaction } from '@athar/contract/paymob/transaction';
import { paymobHmacOfTransaction } from '@athar/pay/gateway/paymob-hmac';
import type { CardDonation, PayStack } from './pay-stack';

/** The seeded simulator account ATHARPM01's keys (LOCAL_PAYMOB_*). */
export const ACCOUNT_KEYS = { secret: 'egy_sk_test_athar01', hmac: 'ATHARHMAC01SIMULATOR' } as const;
export const WALLET = { approves: '01000000001', declines: '01000000002', timesOut: '01000000003' } as const;

/**
 * POST /api/gateway/checkout as the donation modal does; from `client` when given (pay counts
 * checkouts per client address, docs/decisions/026).
 */
export async function openCheckout(
  stack: PayStack,
  donation: CardDonation | { id: number; token?: string },
  client?: string,
) {
  const body =
    donation.token === undefined
      ? { donationId: donation.id }
      : { donationId: donation.id, paymentToken: donation.token };
  const headers: Record<string, string> = client === undefined ? {} : { 'x-forwarded-for': client };
  const response = await stack.post('/api/gateway/checkout', body, 'application/json', headers);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const clientSecretOf = (checkoutUrl: string) =>
  new URL(checkoutUrl).searchParams.get('clientSecret') ?? '';

async function form(stack: PayStack, path: string, fields: Record<string, string>) {
  const response = await fetch(`${stack.payUrl}/paymob${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    text: await response.text(),
  };
}

/** The donor types the wallet's number, then the OTP: the answer (a redirect back, or a page). */
export async function payByWallet(stack: PayStack, checkoutUrl: string, phone: string) {
  const clientSecret = clientSecretOf(checkoutUrl);
  const typed = await form(stack, '/unifiedcheckout/wallet/phone', { clientSecret, phone });
  if (typed.status !== 303) throw new Error(`wallet number refused: ${typed.status}`);
  return form(stack, '/unifiedcheckout/wallet/otp', { clientSecret, otp: '123456' });
}

export const payByMeeza = (stack: PayStack, checkoutUrl: string, expiry: string) =>
  form(stack, '/unifiedcheckout/card', {
    clientSecret: clientSecretOf(checkoutUrl),
    cardNumber: '5078030000000008',
    expiry,
    cvv: '123',
  });

export const takeKioskReference = (stack: PayStack, checkoutUrl: string) =>
  form(stack, '/unifiedcheckout/kiosk', { clientSecret: clientSecretOf(checkoutUrl) });

/** The kiosk's cashier registers the reference as paid (what `npm run fawry -- pay` does). */
export async function payAtKiosk(stack: PayStack, reference: string) {
  const response = await fetch(`${stack.payUrl}/paymob/kiosk/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The merchant refunds (or voids) a transaction through the gateway's API. */
export async function reverseAtGateway(
  stack: PayStack,
  kind: 'refund' | 'void',
  transactionId: number,
  amountCents?: number,
) {
  const response = await fetch(`${stack.payUrl}/paymob/api/acceptance/void_refund/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${ACCOUNT_KEYS.secret}` },
    body: JSON.stringify({
      transaction_id: transactionId,
      ...(amountCents ? { amount_cents: amountCents } : {}),
    }),
  });
  return response.status;
}

/** Every processed callback the simulator started has been delivered (or given up). */
export const callbacksDelivered = (stack: PayStack) => stack.pay.paymobSimulator!.deliveries.settled();

/** The simulator's latest transaction of the donation's order (what its inquiry answers). */
export async function gatewayTransactionOf(stack: PayStack, donationId: number) {
  const row = await stack.donation(donationId);
  const state = stack.pay.paymobSimulator!;
  const order = state.orders.get(Number(row.gateway_order_id));
  const id = order?.transactionIds.at(-1);
  const transaction = id === undefined ? undefined : state.transactions.get(id);
  if (!transaction) throw new Error(`no gateway transaction for donation ${donationId}`);
  return transaction.obj;
}

/** POST /api/gateway/callback?hmac= as the gateway does; `hmac` defaults to the genuine signature. */
export async function sendCallback(stack: PayStack, obj: PaymobTransaction, hmac?: string | null) {
  const signature = hmac === undefined ? paymobHmacOfTransaction(obj, ACCOUNT_KEYS.hmac) : hmac;
  const query = signature === null ? '' : `?hmac=${signature}`;
  const response = await fetch(`${stack.payUrl}/api/gateway/callback${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'TRANSACTION', obj }),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

/** Follows one redirect without going further: its status and Location. */
export async function follow(location: string) {
  const response = await fetch(location, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/**
 * A wallet donation whose wallet did not answer (no callback sent, the gateway's transaction
 * pending), then approved at the gateway without any callback reaching pay: only a callback that
 * pay accepts, or the reconciliation, can confirm it now. `obj` is the paid transaction as the
 * gateway would sign it, `pending` the one it first issued.
 */
export async function paidSilently(stack: PayStack, amount = 150) {
  const donation = await stack.gatewayDonation('wallet', amount);
  const opened = await openCheckout(stack, donation);
  const page = await payByWallet(stack, opened.body.URL as string, WALLET.timesOut);
  if (page.status !== 200) throw new Error(`the wallet's waiting page answered ${page.status}`);
  await callbacksDelivered(stack);
  const obj = await gatewayTransactionOf(stack, donation.id);
  const pending = structuredClone(obj);
  Object.assign(obj, { pending: false, success: true });
  return { donation, obj: structuredClone(obj), pending };
}
