import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { PAYMOB_HMAC_FIELDS } from '@athar/contract/paymob/transaction';

/**
 * Paymob Accept's HMAC (both the transaction processed callback and the transaction response
 * callback): HMAC-SHA512, hex, of the values of the 20 fields of PAYMOB_HMAC_FIELDS concatenated in
 * that order with no separator, keyed with the merchant account's HMAC secret. Booleans are written
 * `true`/`false`, numbers in decimal. A null or missing value (a kiosk payment's `source_data.pan`)
 * is the empty string: Paymob's callbacks carry it as JSON null and as an empty query value, and
 * both sides must concatenate the same text.
 */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return String(value);
  // an object where a value should be is not signed as "[object Object]": it signs nothing
  return '';
}

function valueAt(obj: unknown, path: readonly string[]): unknown {
  let current = obj;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The signed text of a processed callback's `obj` (or an inquiry's answer). */
export function hmacStringOfTransaction(obj: unknown): string {
  return PAYMOB_HMAC_FIELDS.map((field) => text(valueAt(obj, field.obj))).join('');
}

/**
 * The order id of a response callback's query. Paymob's redirect carries it as `order`; its HMAC page
 * names the signed field `order_id`: either is read, `order` first, for the signature and the check alike.
 */
export const orderOfQuery = (query: Readonly<Record<string, string | undefined>>) =>
  query.order ?? query.order_id;

/** The signed text of a response callback's query (its values are already text). */
export function hmacStringOfQuery(query: Readonly<Record<string, string | undefined>>): string {
  return PAYMOB_HMAC_FIELDS.map((field) =>
    field.query === 'order' ? (orderOfQuery(query) ?? '') : (query[field.query] ?? ''),
  ).join('');
}

const sign = (message: string, secret: string) =>
  createHmac('sha512', secret).update(message, 'utf8').digest('hex');

export function paymobHmacOfTransaction(obj: unknown, secret: string): string {
  return sign(hmacStringOfTransaction(obj), secret);
}

export function paymobHmacOfQuery(
  query: Readonly<Record<string, string | undefined>>,
  secret: string,
): string {
  return sign(hmacStringOfQuery(query), secret);
}

/** Compares a received hmac with the expected one in constant time (case of the hex ignored). */
export function paymobHmacMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given.trim().toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  if (a.length !== b.length || b.length === 0) return false;
  return timingSafeEqual(a, b);
}

/**
 * The HMAC secret of the gateway account the donation is paid through (PAYMOB_HMAC_SECRETS): both of
 * its callbacks must be signed with it. None for a donation without a gateway account.
 */
export const hmacSecretOf = (
  secrets: ReadonlyMap<string, string>,
  donation: Pick<PaymentDonation, 'paymob_account'>,
): string | undefined => (donation.paymob_account ? secrets.get(donation.paymob_account) : undefined);

/** The one text of a query value (a repeated key is not a value). */
export const queryText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
