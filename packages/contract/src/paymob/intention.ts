import { z } from 'zod';

/**
 * Paymob's Intention API: POST {PAYMOB_URL}/v1/intention/ with `Authorization: Token <secret key>`.
 * One intention per donation and method: `payment_methods` holds the one integration id of the
 * method the donor chose (wallet, kiosk or Meeza card), `special_reference` our order id. The donor
 * pays on the unified checkout, {PAYMOB_URL}/unifiedcheckout/?publicKey=…&clientSecret=….
 */
export const paymobBillingData = z.looseObject({
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  email: z.string().min(1),
  phone_number: z.string().min(1),
});

export const paymobIntentionRequest = z.looseObject({
  /** integer cents (piasters) */
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  payment_methods: z.array(z.number().int()).min(1),
  items: z.array(
    z.looseObject({
      name: z.string().max(50),
      amount: z.number().int(),
      description: z.string().max(255).optional(),
      quantity: z.number().int().positive(),
    }),
  ),
  billing_data: paymobBillingData,
  special_reference: z.string().min(1).max(100),
  /** where the gateway POSTs the transaction processed callback */
  notification_url: z.url(),
  /** where the donor's browser is sent back (the transaction response callback) */
  redirection_url: z.url(),
  /** seconds the intention may be paid in */
  expiration: z.number().int().positive().optional(),
});
export type PaymobIntentionRequest = z.infer<typeof paymobIntentionRequest>;

export const paymobIntentionResponse = z.looseObject({
  id: z.string().min(1),
  client_secret: z.string().min(1),
  intention_order_id: z.number().int(),
  special_reference: z.string().nullable().optional(),
  status: z.string().optional(),
});
export type PaymobIntentionResponse = z.infer<typeof paymobIntentionResponse>;
