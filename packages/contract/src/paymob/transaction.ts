import { z } from 'zod';

/**
 * Paymob Accept's transaction object, as its transaction processed callback (POST JSON `{ type:
 * "TRANSACTION", obj }`, `?hmac=` in the query) and its transaction inquiry answer carry it. Only the
 * fields Athar reads or signs are named; the rest pass through. Amounts are integer cents (piasters).
 */
export const paymobTransaction = z.looseObject({
  id: z.number().int(),
  pending: z.boolean(),
  amount_cents: z.number().int(),
  success: z.boolean(),
  is_auth: z.boolean(),
  is_capture: z.boolean(),
  is_standalone_payment: z.boolean(),
  is_voided: z.boolean(),
  is_refunded: z.boolean(),
  is_3d_secure: z.boolean(),
  integration_id: z.number().int(),
  has_parent_transaction: z.boolean(),
  error_occured: z.boolean(),
  owner: z.number().int(),
  created_at: z.string(),
  currency: z.string(),
  order: z.looseObject({
    id: z.number().int(),
    /** the special_reference the intention was created with: Athar's own order id */
    merchant_order_id: z.string().nullable().optional(),
  }),
  source_data: z.looseObject({
    pan: z.string().nullable().optional(),
    type: z.string().nullable().optional(),
    sub_type: z.string().nullable().optional(),
  }),
  /** kiosk (AGGREGATOR) payments carry their reference code here while pending */
  data: z
    .looseObject({
      bill_reference: z.union([z.number(), z.string()]).nullable().optional(),
      due_at: z.string().nullable().optional(),
      message: z.string().nullable().optional(),
    })
    .optional(),
  refunded_amount_cents: z.number().int().optional(),
});
export type PaymobTransaction = z.infer<typeof paymobTransaction>;

/** The transaction processed callback's body. */
export const paymobProcessedCallback = z.looseObject({
  type: z.literal('TRANSACTION'),
  obj: paymobTransaction,
});
export type PaymobProcessedCallback = z.infer<typeof paymobProcessedCallback>;

/**
 * The 20 fields Paymob signs, in its documented order (HMAC-SHA512 of their values concatenated, no
 * separator, hex). Each entry names the field's path in the processed callback's `obj` and its key in
 * the transaction response callback's query string.
 */
export const PAYMOB_HMAC_FIELDS = [
  { obj: ['amount_cents'], query: 'amount_cents' },
  { obj: ['created_at'], query: 'created_at' },
  { obj: ['currency'], query: 'currency' },
  { obj: ['error_occured'], query: 'error_occured' },
  { obj: ['has_parent_transaction'], query: 'has_parent_transaction' },
  { obj: ['id'], query: 'id' },
  { obj: ['integration_id'], query: 'integration_id' },
  { obj: ['is_3d_secure'], query: 'is_3d_secure' },
  { obj: ['is_auth'], query: 'is_auth' },
  { obj: ['is_capture'], query: 'is_capture' },
  { obj: ['is_refunded'], query: 'is_refunded' },
  { obj: ['is_standalone_payment'], query: 'is_standalone_payment' },
  { obj: ['is_voided'], query: 'is_voided' },
  { obj: ['order', 'id'], query: 'order' },
  { obj: ['owner'], query: 'owner' },
  { obj: ['pending'], query: 'pending' },
  { obj: ['source_data', 'pan'], query: 'source_data.pan' },
  { obj: ['source_data', 'sub_type'], query: 'source_data.sub_type' },
  { obj: ['source_data', 'type'], query: 'source_data.type' },
  { obj: ['success'], query: 'success' },
] as const;

/** POST {PAYMOB_URL}/api/auth/tokens — an API key for a short-lived token the inquiry needs. */
export const paymobAuthRequest = z.object({ api_key: z.string().min(1) });
export const paymobAuthResponse = z.looseObject({ token: z.string().min(1) });

/** POST {PAYMOB_URL}/api/ecommerce/orders/transaction_inquiry (Bearer token): by our order id or theirs. */
export const paymobInquiryRequest = z.union([
  z.object({ merchant_order_id: z.string().min(1) }),
  z.object({ order_id: z.number().int() }),
]);
