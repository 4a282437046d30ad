import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hmacStringOfQuery,
  hmacStringOfTransaction,
  paymobHmacMatches,
  paymobHmacOfQuery,
  paymobHmacOfTransaction,
} from './paymob-hmac';

/** Paymob's sample transaction processed callback (developers.paymob.com, HMAC Transaction Callback). */
const sampleObj = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: 'athar-1' },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: false,
  owner: 302852,
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  data: { message: 'Approved' },
};

/** The same transaction as its response callback's query carries it. */
const sampleQuery: Record<string, string> = {
  id: '192036465',
  pending: 'false',
  amount_cents: '100000',
  success: 'true',
  is_auth: 'false',
  is_capture: 'false',
  is_standalone_payment: 'true',
  is_voided: 'false',
  is_refunded: 'false',
  is_3d_secure: 'true',
  integration_id: '4097558',
  has_parent_transaction: 'false',
  order: '217503754',
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: 'false',
  owner: '302852',
  'source_data.pan': '2346',
  'source_data.type': 'card',
  'source_data.sub_type': 'MasterCard',
  merchant_order_id: 'athar-1',
  'data.message': 'Approved',
};

/** Paymob's documented concatenation of that sample. */
const DOCUMENTED =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const SECRET = 'ATHARHMAC01SIMULATOR';
/** printf '%s' "$DOCUMENTED" | openssl dgst -sha512 -hmac ATHARHMAC01SIMULATOR */
const OPENSSL_HMAC =
  'e52d145302a415a0008fa529b175cdbcece0d72dadc552eca4380d77cd40cac7dd84d422483cfc574b6bea3b645c7baa630c6d889f899b3e71c9fd4568e6de1f';

describe('Paymob HMAC', () => {
  it("concatenates the processed callback's obj exactly as Paymob documents", () => {
    expect(hmacStringOfTransaction(sampleObj)).toBe(DOCUMENTED);
  });

  it("concatenates the response callback's query exactly as Paymob documents", () => {
    expect(hmacStringOfQuery(sampleQuery)).toBe(DOCUMENTED);
  });

  it('computes the HMAC-SHA512 openssl computes for that text', () => {
    expect(paymobHmacOfTransaction(sampleObj, SECRET)).toBe(OPENSSL_HMAC);
    expect(paymobHmacOfQuery(sampleQuery, SECRET)).toBe(OPENSSL_HMAC);
  });

  it('gives another HMAC for another order of the same values, another secret or another value', () => {
    const { amount_cents, created_at, ...rest } = sampleObj;
    // created_at before amount_cents: the fields' values would concatenate in another order
    const reordered = DOCUMENTED.replace(
      '1000002024-06-13T11:33:44.592345',
      '2024-06-13T11:33:44.592345100000',
    );
    expect(reordered).not.toBe(DOCUMENTED);
    expect(paymobHmacMatches(paymobHmacOfQuery({ ...sampleQuery }, SECRET), OPENSSL_HMAC)).toBe(true);
    expect(createHmac('sha512', SECRET).update(reordered).digest('hex')).not.toBe(OPENSSL_HMAC);
    expect(paymobHmacOfTransaction({ ...rest, created_at, amount_cents: amount_cents + 1 }, SECRET)).not.toBe(
      OPENSSL_HMAC,
    );
    expect(paymobHmacOfTransaction(sampleObj, 'another secret')).not.toBe(OPENSSL_HMAC);
  });

  it('reads a null or missing pan as the empty string, in the obj and in the query alike', () => {
    const kiosk = { ...sampleObj, source_data: { pan: null, type: 'aggregator', sub_type: 'AGGREGATOR' } };
    const text = hmacStringOfTransaction(kiosk);
    expect(text).toContain('302852falseAGGREGATORaggregatortrue');
    expect(
      hmacStringOfQuery({
        ...sampleQuery,
        'source_data.pan': '',
        'source_data.sub_type': 'AGGREGATOR',
        'source_data.type': 'aggregator',
      }),
    ).toBe(text);
    const { pan: _pan, ...withoutPan } = kiosk.source_data;
    expect(hmacStringOfTransaction({ ...kiosk, source_data: withoutPan })).toBe(text);
  });

  it("reads the response callback's order id as `order` or, as the HMAC page names it, `order_id`", () => {
    const { order, ...withoutOrder } = sampleQuery;
    expect(hmacStringOfQuery({ ...withoutOrder, order_id: order })).toBe(hmacStringOfQuery(sampleQuery));
    expect(hmacStringOfQuery(withoutOrder)).not.toBe(hmacStringOfQuery(sampleQuery));
  });

  it('matches hex in constant time and refuses anything else', () => {
    expect(paymobHmacMatches(OPENSSL_HMAC, OPENSSL_HMAC)).toBe(true);
    expect(paymobHmacMatches(OPENSSL_HMAC.toUpperCase(), OPENSSL_HMAC)).toBe(true);
    expect(paymobHmacMatches(OPENSSL_HMAC.slice(0, -1) + '0', OPENSSL_HMAC)).toBe(false);
    expect(paymobHmacMatches(OPENSSL_HMAC.slice(0, 64), OPENSSL_HMAC)).toBe(false);
    expect(paymobHmacMatches('', '')).toBe(false);
  });
});
