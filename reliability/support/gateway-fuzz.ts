import type { PaymobTransaction } from '@athar/contract/paymob/transaction';
import { responseQuery } from '@athar/pay/gateway/simulator/transactions';
import {
  ACCOUNT_KEYS,
  callbacksDelivered,
  clientSecretOf,
  gatewayTransactionOf,
  openCheckout,
  payByWallet,
  takeKioskReference,
  WALLET,
} from '../../integration/payments/gateway-browser';
import type { CardDonation, PayStack } from '../../integration/payments/pay-stack';
import type { JsonSchema, Operation } from './openapi';
import type { DiscoveredRoute } from './routes';

/** The simulator's server-to-server API (Paymob's own protocol, refusing in English as Paymob does). */
export const GATEWAY_PROTOCOL = /^\/paymob\/(v1|api)\//;

/** The routes the gateway work added: pay's three and the simulator's under /paymob. */
export const GATEWAY_ROUTES = [
  'POST /api/gateway/checkout',
  'POST /api/gateway/callback',
  'GET /api/gateway/response',
  'POST /paymob/v1/intention/',
  'POST /paymob/api/auth/tokens',
  'POST /paymob/api/ecommerce/orders/transaction_inquiry',
  'POST /paymob/api/acceptance/void_refund/refund',
  'POST /paymob/api/acceptance/void_refund/void',
  'GET /paymob/unifiedcheckout/',
  'POST /paymob/unifiedcheckout/wallet/phone',
  'POST /paymob/unifiedcheckout/wallet/otp',
  'POST /paymob/unifiedcheckout/card',
  'POST /paymob/unifiedcheckout/kiosk',
  'GET /paymob/kiosk',
  'POST /paymob/kiosk/pay',
];

/**
 * A schema whose fitting values are `example` itself or, part by part, other values of each part's
 * type: the fuzzer's values then stay close enough to a real message to pass its parser now and then.
 */
export function schemaOfExample(example: unknown): JsonSchema {
  if (example === null) return { anyOf: [{ const: null }, { type: 'string' }] };
  if (Array.isArray(example))
    return { anyOf: [{ const: example }, { type: 'array', items: schemaOfExample(example[0]) }] };
  if (typeof example === 'object') {
    const entries = Object.entries(example as Record<string, unknown>);
    return {
      type: 'object',
      properties: Object.fromEntries(entries.map(([name, value]) => [name, schemaOfExample(value)])),
      required: entries.map(([name]) => name),
    };
  }
  const type = typeof example === 'number' && Number.isInteger(example) ? 'integer' : typeof example;
  return { anyOf: [{ const: example }, { const: example }, { type }] };
}

const exactly = (values: unknown[]): JsonSchema => ({ anyOf: values.map((value) => ({ const: value })) });
const query = (name: string, schema: JsonSchema) => ({ name, in: 'query' as const, required: false, schema });
const operation = (parameters: Operation['parameters'], body: JsonSchema | null): Operation => ({
  parameters,
  body,
  multipart: false,
  bearer: false,
});

/** The gateway's live state the fuzzing aims at: real donations, orders, transactions and codes. */
export interface GatewayFixtures {
  /** pending wallet, kiosk and Meeza donations, their checkouts not yet opened */
  unopened: CardDonation[];
  /** client secrets of open checkouts (one per method) */
  clientSecrets: string[];
  /** the gateway's transactions: paid, declined, a wallet awaiting its answer, a kiosk reference */
  transactions: PaymobTransaction[];
  kioskReferences: string[];
}

/** Donations through every gateway path, so that fuzzed requests can name real ones. */
export async function gatewayFixtures(stack: PayStack): Promise<GatewayFixtures> {
  const unopened = [
    await stack.gatewayDonation('wallet', 120),
    await stack.gatewayDonation('kiosk', 130),
    await stack.gatewayDonation('meeza', 140),
  ];
  const opened = async (method: 'wallet' | 'kiosk' | 'meeza', amount: number) => {
    const donation = await stack.gatewayDonation(method, amount);
    const answer = await openCheckout(stack, donation);
    if (answer.status !== 200) throw new Error(`checkout refused: ${JSON.stringify(answer.body)}`);
    return { donation, url: answer.body.URL as string };
  };
  const paid = await opened('wallet', 150);
  await payByWallet(stack, paid.url, WALLET.approves);
  const declined = await opened('wallet', 160);
  await payByWallet(stack, declined.url, WALLET.declines);
  const awaiting = await opened('wallet', 170);
  await payByWallet(stack, awaiting.url, WALLET.timesOut);
  const kiosk = await opened('kiosk', 180);
  await takeKioskReference(stack, kiosk.url);
  const open = [await opened('wallet', 190), await opened('kiosk', 200), await opened('meeza', 210)];
  await callbacksDelivered(stack);
  const transactions = await Promise.all(
    [paid, declined, awaiting, kiosk].map(async ({ donation }) =>
      structuredClone(await gatewayTransactionOf(stack, donation.id)),
    ),
  );
  return {
    unopened,
    clientSecrets: open.map(({ url }) => clientSecretOf(url)),
    transactions,
    kioskReferences: [String(transactions[3]!.data?.bill_reference)],
  };
}

/**
 * What the fuzzer sends to each gateway route: its declared query and body fields, mostly built from
 * the real messages of `fixtures` (so that with the `paymob` signature choice a case reaches past the
 * HMAC check into the inquiry and the api), with hostile values mixed in. Null for other routes.
 */
export function gatewayOperation(
  route: DiscoveredRoute,
  fixtures: GatewayFixtures,
  donationCall: Operation,
): Operation | null {
  const { transactions } = fixtures;
  const path = route.path.replace(/\/$/, '');
  const hex = { type: 'string', pattern: '^[0-9a-f]{128}$' };
  switch (`${route.method} ${path}`) {
    case 'POST /api/gateway/checkout':
      return donationCall;
    case 'POST /api/gateway/callback': {
      const bodies = transactions.map((obj) => ({ type: 'TRANSACTION', obj }));
      return operation([query('hmac', { anyOf: [hex, { type: 'string' }] })], {
        anyOf: [exactly(bodies), schemaOfExample(bodies[0]), schemaOfExample(bodies[3])],
      });
    }
    case 'GET /api/gateway/response': {
      const queries = transactions.map((obj) => Object.fromEntries(responseQuery(obj, ACCOUNT_KEYS.hmac)));
      const names = Object.keys(queries[0]!);
      return operation(
        names.map((name) =>
          query(name, { anyOf: [exactly(queries.map((q) => q[name])), { type: 'string' }] }),
        ),
        null,
      );
    }
    case 'POST /paymob/v1/intention':
      return operation(
        [],
        schemaOfExample({
          amount: 15_000,
          currency: 'EGP',
          payment_methods: [480101],
          items: [{ name: 'تبرع', amount: 15_000, quantity: 1 }],
          billing_data: {
            first_name: 'منى',
            last_name: 'عبد الله',
            email: 'mona@example.com',
            phone_number: '01000000001',
          },
          special_reference: 'athar-999999',
          notification_url: 'http://127.0.0.1:9/api/gateway/callback',
          redirection_url: 'http://127.0.0.1:9/api/gateway/response',
        }),
      );
    case 'POST /paymob/api/auth/tokens':
      return operation([], schemaOfExample({ api_key: 'athar-api-key-01' }));
    case 'POST /paymob/api/ecommerce/orders/transaction_inquiry':
      return operation([], {
        anyOf: [
          schemaOfExample({ merchant_order_id: transactions[0]!.order.merchant_order_id }),
          schemaOfExample({ order_id: transactions[0]!.order.id }),
        ],
      });
    case 'POST /paymob/api/acceptance/void_refund/refund':
    case 'POST /paymob/api/acceptance/void_refund/void':
      return operation(
        [],
        schemaOfExample({ transaction_id: transactions[0]!.id, amount_cents: transactions[0]!.amount_cents }),
      );
    case 'GET /paymob/unifiedcheckout':
      return operation(
        [
          query('publicKey', { anyOf: [{ const: 'egy_pk_test_athar01' }, { type: 'string' }] }),
          query('clientSecret', { anyOf: [exactly(fixtures.clientSecrets), { type: 'string' }] }),
        ],
        null,
      );
    case 'POST /paymob/unifiedcheckout/wallet/phone':
    case 'POST /paymob/unifiedcheckout/wallet/otp':
    case 'POST /paymob/unifiedcheckout/card':
    case 'POST /paymob/unifiedcheckout/kiosk':
      return operation([], {
        type: 'object',
        properties: {
          clientSecret: { anyOf: [exactly(fixtures.clientSecrets), { type: 'string' }] },
          phone: exactly([WALLET.approves, WALLET.declines, WALLET.timesOut, '٠١٠٠٠٠٠٠٠٠١']),
          otp: exactly(['123456', '000000']),
          cardNumber: exactly(['5078030000000008', '5078-0300-0000-0008']),
          expiry: exactly(['01/39', '02/30', '13/99']),
          cvv: exactly(['123', '١٢٣']),
        },
        required: ['clientSecret'],
      });
    case 'GET /paymob/kiosk':
      return operation([], null);
    case 'POST /paymob/kiosk/pay':
      return operation([], schemaOfExample({ reference: fixtures.kioskReferences[0] ?? '12345678' }));
    default:
      return null;
  }
}
