/**
 * The reconciliation journey's set-up (issue 39): real card payments through the bank simulator made as
 * the web app's calls make them, without the donation form (a person's eyes matter only in the
 * console), and the bank's settlement file downloaded as the charity's merchant would.
 */
import { GATEWAY_API_VERSION } from '../../apps/pay/src/bank/gateway-client';
import { DEFAULT_API_SIGNATURE } from '../../packages/contract/src/config-defaults';
import { LOCAL_BANK_MERCHANT_PASSWORDS } from '../../packages/server-kit/src/config';
import { setUpClientAddress } from './client-address';

const CARD = { number: '5123450000000008', csc: '123', approved: '01/39' };

export interface Stack {
  baseUrl: string;
  payUrl: string;
}

async function json(response: Response, what: string) {
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A card donation of `pounds` to `campaignId`, paid in the bank's lightbox and confirmed by Save. */
export async function paidByCard(stack: Stack, campaignId: number, pounds: number): Promise<number> {
  const created = await json(
    await fetch(`${stack.baseUrl}/api/donations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-signature': DEFAULT_API_SIGNATURE,
        'x-forwarded-for': setUpClientAddress(),
      },
      body: JSON.stringify({
        donation: {
          consent: true,
          user_id: null,
          user_name: 'متبرع بالبطاقة',
          email: 'settled.card@example.com',
          msisdn: '',
          amount: pounds,
          channel: 1,
          campaign_id: campaignId,
          comment: '',
          hide_data: false,
          type: 2,
          payment_status: 1,
        },
      }),
    }),
    'the donation',
  );
  const { donation_id: id, payment_token: token } = (
    created.data as { donation_id: number; payment_token: string }[]
  )[0]!;
  const fromBrowser = { 'content-type': 'application/json', origin: stack.baseUrl };
  const call = JSON.stringify({ donationId: id, paymentToken: token });
  const session = await json(
    await fetch(`${stack.payUrl}/api/hostedcheckout/GetSessionId`, {
      method: 'POST',
      headers: fromBrowser,
      body: call,
    }),
    'the bank session',
  );
  await json(
    await fetch(`${stack.payUrl}/bank/checkout/${String(session.Message)}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        mode: 'lightbox',
        cardNumber: CARD.number,
        expiry: CARD.approved,
        csc: CARD.csc,
      }).toString(),
    }),
    'the lightbox',
  );
  const saved = await json(
    await fetch(`${stack.payUrl}/api/hostedcheckout/Save`, {
      method: 'POST',
      headers: fromBrowser,
      body: call,
    }),
    'Save',
  );
  if (saved.Status !== 'confirmed') throw new Error(`the card payment was not confirmed: ${saved.Status}`);
  return id;
}

const MERCHANTS = LOCAL_BANK_MERCHANT_PASSWORDS.split(',').map((pair) => pair.split(':') as [string, string]);

/** The bank's settlement file of today (Cairo) for the merchant that took `donationId`'s payment. */
export async function bankFileWith(stack: Stack, donationId: number, day: string): Promise<string> {
  for (const [merchant, password] of MERCHANTS) {
    const response = await fetch(
      `${stack.payUrl}/bank/api/rest/version/${GATEWAY_API_VERSION}/merchant/${merchant}/settlement?date=${day}`,
      {
        headers: {
          authorization: `Basic ${Buffer.from(`merchant.${merchant}:${password}`).toString('base64')}`,
        },
      },
    );
    const file = await response.text();
    if (response.status === 200 && lineOf(file.split('\r\n'), donationId) !== -1) return file;
  }
  throw new Error(`no merchant's settlement file carries donation ${donationId}`);
}

/** The line (index) whose Order ID is the donation's (`athar-<id>-<nonce>`), or -1. */
export const lineOf = (lines: readonly string[], donationId: number) =>
  lines.findIndex((line) => line.split(',')[3]?.startsWith(`athar-${donationId}-`));

/** Order ID is the 4th column, Amount the 7th, Fee the 9th, Net Amount the 10th (docs/decisions/035). */
export const AMOUNT = 6;
export const NET = 9;
