import { multipartPayload } from '@athar/api/test/factories';
import { signedCall } from '@athar/api/test/signed-call';
import type { TestApp } from '@athar/api/test/test-app';
import type { DeliveredSms } from '@athar/pay/sms/aggregator-report';
import { GATEWAY_API_VERSION } from '@athar/pay/bank/gateway-client';
import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';
import { LOCAL_BANK_MERCHANT_PASSWORDS } from '@athar/server-kit/config';
import { signRequest } from '@athar/server-kit/hmac-signature';
import { EXPIRY, getSession, payInLightbox, save } from './bank-browser';
import {
  ACCOUNT_KEYS,
  callbacksDelivered,
  openCheckout,
  payByMeeza,
  payByWallet,
  WALLET,
} from './gateway-browser';
import type { PayStack } from './pay-stack';

const UPLOAD = '/api/operator/settlement/imports';

/** The bank simulator's settlement file of a merchant's Cairo day, downloaded as its merchant would. */
export async function bankSettlementFile(stack: PayStack, merchantId: string, day = cairoDayOf(new Date())) {
  const password = LOCAL_BANK_MERCHANT_PASSWORDS.split(',')
    .map((pair) => pair.split(':'))
    .find(([merchant]) => merchant === merchantId)![1]!;
  const response = await fetch(
    `${stack.payUrl}/bank/api/rest/version/${GATEWAY_API_VERSION}/merchant/${merchantId}/settlement?date=${day}`,
    {
      headers: {
        authorization: `Basic ${Buffer.from(`merchant.${merchantId}:${password}`).toString('base64')}`,
      },
    },
  );
  if (response.status !== 200) throw new Error(`the bank's settlement file: ${response.status}`);
  return response.text();
}

/** The gateway simulator's settlement report of the account ATHARPM01 (its secret key). */
export async function gatewaySettlementFile(stack: PayStack) {
  const response = await fetch(`${stack.payUrl}/paymob/api/acceptance/reports/settlement`, {
    headers: { authorization: `Token ${ACCOUNT_KEYS.secret}` },
  });
  if (response.status !== 200) throw new Error(`the gateway's settlement report: ${response.status}`);
  return response.text();
}

/** A file's lines (CRLF) and back. */
export const linesOf = (file: string) => file.split('\r\n').filter((line) => line !== '');
export const fileOf = (lines: readonly string[]) => lines.map((line) => `${line}\r\n`).join('');

/** The line of a file that names `reference` (its index among the lines). */
export function lineIndexOf(lines: readonly string[], reference: string): number {
  const index = lines.findIndex((line) => line.split(',').includes(reference));
  if (index === -1) throw new Error(`no line names ${reference}`);
  return index;
}

/** Sets the cells `columns` of a line to `values` (a file is comma-separated, no quotes in these). */
export function withCells(line: string, columns: Record<number, string>): string {
  const cells = line.split(',');
  for (const [index, value] of Object.entries(columns)) cells[Number(index)] = value;
  return cells.join(',');
}

/**
 * POST the file as the console's upload form does, with an operator's session (or none); `charity`:
 * the charity a bank statement is for (docs/decisions/052).
 */
export async function uploadSettlement(
  stack: Pick<PayStack, 't'>,
  cookie: string | null,
  file: string,
  name = 'settlement.csv',
  charity?: number,
) {
  const form = await multipartPayload(
    {},
    { field: 'file', name, type: 'text/csv', bytes: Buffer.from(file, 'utf8') },
  );
  return stack.t.call({
    method: 'POST',
    url: charity === undefined ? UPLOAD : `${UPLOAD}?charity=${charity}`,
    payload: form.payload,
    headers: form.headers,
    ...(cookie ? { cookies: { athar_operator: cookie } } : {}),
  });
}

/** `npm run settlement -- import <file>`'s signed call: the file streamed as text/csv, `query` signed. */
export function importByCommand(t: TestApp, file: string, query: Record<string, string>) {
  const url = `/api/internal/settlement-imports?${new URLSearchParams(query)}`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'x-signature': signRequest(t.config.PAY_WEBHOOK_SECRET, { method: 'POST', path: url, body: '' }),
      'content-type': 'text/csv',
    },
    payload: file,
  });
}

/** A card donation paid in the bank simulator's lightbox and confirmed by Save: its id and order id. */
export async function paidByCardAt(stack: PayStack, amount: number) {
  const donation = await stack.cardDonation(amount);
  const session = await getSession(stack, donation);
  await payInLightbox(stack, session.body.Message as string, EXPIRY.approved);
  const saved = await save(stack, donation);
  if (saved.body.Status !== 'confirmed')
    throw new Error(`the card payment was not confirmed: ${JSON.stringify(saved.body)}`);
  return { id: donation.id, order: (await stack.donation(donation.id)).payment_ref! };
}

/** A wallet or Meeza donation paid at the gateway simulator and confirmed by its callback. */
export async function paidAtGatewayAt(stack: PayStack, method: 'wallet' | 'meeza', amount: number) {
  const donation = await stack.gatewayDonation(method, amount);
  const url = (await openCheckout(stack, donation)).body.URL as string;
  if (method === 'wallet') await payByWallet(stack, url, WALLET.approves);
  else await payByMeeza(stack, url, '01/39');
  await callbacksDelivered(stack);
  if ((await stack.donation(donation.id)).status !== 'confirmed')
    throw new Error('the gateway payment was not confirmed');
  return { id: donation.id, reference: `athar-${donation.id}` };
}

/** How many imports and lines are stored (nothing may change when a file is refused). */
export async function settlementCounts(stack: Pick<PayStack, 't'>) {
  const count = async (table: 'settlement_imports' | 'settlement_lines') =>
    Number(
      (
        await stack.t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { imports: await count('settlement_imports'), lines: await count('settlement_lines') };
}

/** The SMS aggregator delivers a message to Athar (signed): the donation it made, or null. */
export async function deliverSms(t: TestApp, message: DeliveredSms): Promise<number | null> {
  const answer = await signedCall(t, t.config.SMS_WEBHOOK_SECRET, {
    method: 'POST',
    url: '/api/sms/inbound',
    payload: message,
  });
  if (answer.statusCode !== 200) throw new Error(`the message was refused: ${answer.body}`);
  return answer.json().data[0].donation_id as number | null;
}

/** The gateway refunds a paid donation's transaction (its merchant's call); Athar hears by the callback. */
export async function refundAtGateway(stack: PayStack, donationId: number, amountCents: number) {
  const { transaction_id } = await stack.t.db
    .selectFrom('gateway_transactions')
    .select('transaction_id')
    .where('donation_id', '=', donationId)
    .executeTakeFirstOrThrow();
  const answer = await fetch(`${stack.payUrl}/paymob/api/acceptance/void_refund/refund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${ACCOUNT_KEYS.secret}` },
    body: JSON.stringify({ transaction_id: Number(transaction_id), amount_cents: amountCents }),
  });
  if (answer.status !== 201) throw new Error(`the gateway refused the refund: ${answer.status}`);
  await callbacksDelivered(stack);
  return transaction_id;
}
