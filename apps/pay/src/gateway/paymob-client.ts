import {
  paymobIntentionResponse,
  type PaymobIntentionRequest,
  type PaymobIntentionResponse,
} from '@athar/contract/paymob/intention';
import {
  paymobAuthResponse,
  paymobTransaction,
  type PaymobTransaction,
} from '@athar/contract/paymob/transaction';
import type { PaymobAccounts } from './paymob-accounts';

/** The gateway did not answer, refused the call, or answered something unreadable. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
}

/**
 * Paymob Accept's server-to-server calls: the Intention API (secret key), the unified checkout's
 * address (public key), and the transaction inquiry (a Bearer token got with the API key).
 */
export interface PaymobClient {
  createIntention(account: string, request: PaymobIntentionRequest): Promise<PaymobIntentionResponse>;
  checkoutUrl(account: string, clientSecret: string): string;
  /** the order's transaction, or null when the gateway has none (404) */
  inquire(account: string, query: { merchant_order_id: string }): Promise<PaymobTransaction | null>;
  /**
   * gives a paid transaction's money back (docs/decisions/026): a void the same day (no money moves),
   * else a refund of the whole amount; the gateway's callback then reports it
   */
  reverse(account: string, transaction: { id: number; amount_cents: number }): Promise<void>;
  /** voids an unpaid kiosk reference (a pending transaction): no kiosk takes it afterwards */
  voidReference(account: string, transactionId: number): Promise<void>;
  /** ends an intention nobody paid yet; false when the gateway has no such call (it expires on its own) */
  expireIntention(account: string, clientSecret: string): Promise<boolean>;
}

/** Paymob's auth tokens live an hour; a cached one is used for 50 minutes at most. */
const TOKEN_REUSE_MS = 50 * 60_000;

export function createPaymobClient(options: {
  /** PAYMOB_URL, or PAY_PUBLIC_URL/paymob for the simulator */
  baseUrl: string;
  accounts: PaymobAccounts;
  timeoutMs?: number;
  now?: () => number;
}): PaymobClient {
  const base = options.baseUrl.replace(/\/$/, '');
  const now = options.now ?? Date.now;
  const tokens = new Map<string, { token: Promise<string>; until: number }>();

  const keyOf = (keys: ReadonlyMap<string, string>, account: string, what: string) => {
    const key = keys.get(account);
    if (key === undefined) throw new GatewayError(`no ${what} for gateway account ${account}`);
    return key;
  };

  async function post(path: string, body: unknown, authorization?: string) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new GatewayError(`gateway unreachable: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => null);
    return { status: response.status, json };
  }

  async function freshToken(account: string): Promise<string> {
    const { status, json } = await post('/api/auth/tokens', {
      api_key: keyOf(options.accounts.apiKeys, account, 'API key'),
    });
    const parsed = paymobAuthResponse.safeParse(json);
    if (status !== 200 && status !== 201) throw new GatewayError(`auth token refused (HTTP ${status})`);
    if (!parsed.success) throw new GatewayError('auth answer without a token');
    return parsed.data.token;
  }

  /** one token request per account at a time; a failed one is forgotten at once */
  function token(account: string): Promise<string> {
    const cached = tokens.get(account);
    if (cached && cached.until > now()) return cached.token;
    const entry = { token: freshToken(account), until: now() + TOKEN_REUSE_MS };
    tokens.set(account, entry);
    entry.token.catch(() => {
      if (tokens.get(account) === entry) tokens.delete(account);
    });
    return entry.token;
  }

  return {
    async createIntention(account, request) {
      const secretKey = keyOf(options.accounts.secretKeys, account, 'secret key');
      const { status, json } = await post('/v1/intention/', request, `Token ${secretKey}`);
      if (status !== 200 && status !== 201) throw new GatewayError(`intention refused (HTTP ${status})`);
      const parsed = paymobIntentionResponse.safeParse(json);
      if (!parsed.success) throw new GatewayError('intention answer unreadable');
      return parsed.data;
    },

    checkoutUrl(account, clientSecret) {
      const url = new URL(`${base}/unifiedcheckout/`);
      url.searchParams.set('publicKey', keyOf(options.accounts.publicKeys, account, 'public key'));
      url.searchParams.set('clientSecret', clientSecret);
      return url.toString();
    },

    async reverse(account, transaction) {
      const auth = `Token ${keyOf(options.accounts.secretKeys, account, 'secret key')}`;
      const voided = await post('/api/acceptance/void_refund/void', { transaction_id: transaction.id }, auth);
      if (voided.status === 200 || voided.status === 201) return;
      // past the day's settlement a void is refused: the money goes back as a refund
      const refunded = await post(
        '/api/acceptance/void_refund/refund',
        { transaction_id: transaction.id, amount_cents: transaction.amount_cents },
        auth,
      );
      if (refunded.status !== 200 && refunded.status !== 201)
        throw new GatewayError(`refund refused (HTTP ${refunded.status})`);
    },

    async voidReference(account, transactionId) {
      const auth = `Token ${keyOf(options.accounts.secretKeys, account, 'secret key')}`;
      const { status } = await post(
        '/api/acceptance/void_refund/void',
        { transaction_id: transactionId },
        auth,
      );
      if (status !== 200 && status !== 201) throw new GatewayError(`void refused (HTTP ${status})`);
    },

    async expireIntention(account, clientSecret) {
      const auth = `Token ${keyOf(options.accounts.secretKeys, account, 'secret key')}`;
      const { status } = await post(`/v1/intention/${encodeURIComponent(clientSecret)}/expire`, {}, auth);
      if (status === 200 || status === 201) return true;
      // no such call, no such intention, or one that ended in a transaction (void or refund that)
      if (status === 400 || status === 404 || status === 405) return false;
      throw new GatewayError(`intention expiry refused (HTTP ${status})`);
    },

    async inquire(account, query) {
      const bearer = await token(account);
      let answer = await post('/api/ecommerce/orders/transaction_inquiry', query, `Bearer ${bearer}`);
      if (answer.status === 401) {
        // the token expired early (a gateway restart): one fresh token, one more try
        tokens.delete(account);
        answer = await post(
          '/api/ecommerce/orders/transaction_inquiry',
          query,
          `Bearer ${await token(account)}`,
        );
      }
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw new GatewayError(`inquiry failed (HTTP ${answer.status})`);
      const parsed = paymobTransaction.safeParse(answer.json);
      if (!parsed.success) throw new GatewayError('inquiry answer unreadable');
      return parsed.data;
    },
  };
}
