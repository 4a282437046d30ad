import type { FastifyPluginAsync } from 'fastify';
import { registerApiRoutes } from './api-routes';
import { DEFAULT_RETRY_DELAYS_MS } from './callbacks';
import { registerCheckoutRoutes } from './checkout-routes';
import { DEFAULT_PAYMOB_INTEGRATIONS, parseAccountSecrets, type PaymobIntegrations } from './integrations';
import { registerSettlementReportRoute } from './settlement-report';
import type { PaymobSimulatorState } from './state';

export { createPaymobSimulatorState, type PaymobSimulatorState } from './state';
export { openPaymobSimulatorState } from './store';

/**
 * The built-in gateway speaking Paymob's Accept protocol (the default when PAYMOB_URL is unset), to be
 * registered with `{ prefix: '/paymob' }` on the payment host:
 *
 *   const paymobState = await openPaymobSimulatorState({ dataDir: config.dataDir, log: app.log });
 *   await app.register(paymobSimulator, {
 *     prefix: '/paymob',
 *     state: paymobState,
 *     ...paymobAccountsOf(config), // the four PAYMOB_* maps (../paymob-accounts.ts)
 *   });
 *
 * Options:
 * - `state`: openPaymobSimulatorState({ dataDir, log }) (kept in DATA_DIR/paymob-simulator) or
 *   createPaymobSimulatorState() (memory only, tests). The plugin closes it with the app.
 * - `secretKeys`, `publicKeys`, `apiKeys`, `hmacSecrets`: account → value, from PAYMOB_SECRET_KEYS,
 *   PAYMOB_PUBLIC_KEYS, PAYMOB_API_KEYS, PAYMOB_HMAC_SECRETS (Maps, or the `ACCOUNT:value,…` text).
 * - `integrations`: each account's integration ids by method; LOCAL_PAYMOB_INTEGRATIONS by default.
 * - `kioskValidHours`: how long a kiosk reference may be paid (48 by default).
 * - `retryDelaysMs`: the processed callback's retry delays ([1 s, 5 s, 30 s, 2 min] by default).
 *
 * Routes (under the prefix): POST /v1/intention/, GET /unifiedcheckout/?publicKey=&clientSecret=,
 * its form posts under /unifiedcheckout/…, POST /api/auth/tokens,
 * POST /api/ecommerce/orders/transaction_inquiry, POST /api/acceptance/void_refund/{refund,void},
 * GET /kiosk and POST /kiosk/pay (a kiosk payment arriving later; `npm run fawry -- pay <ref>`),
 * GET /api/acceptance/reports/settlement?date= (the account's settlement report, CSV).
 */
type Keys = ReadonlyMap<string, string> | string;

export interface PaymobSimulatorOptions {
  state: PaymobSimulatorState;
  secretKeys: Keys;
  publicKeys: Keys;
  apiKeys: Keys;
  hmacSecrets: Keys;
  integrations?: PaymobIntegrations;
  kioskValidHours?: number;
  retryDelaysMs?: readonly number[];
  /** the merchant's web site, where the response callback's redirect ends (the page's form-action) */
  siteOrigin?: string;
}

const asMap = (keys: Keys): ReadonlyMap<string, string> =>
  typeof keys === 'string' ? parseAccountSecrets(keys) : keys;

export const paymobSimulator: FastifyPluginAsync<PaymobSimulatorOptions> = async (app, options) => {
  const context = {
    state: options.state,
    secretKeys: asMap(options.secretKeys),
    publicKeys: asMap(options.publicKeys),
    apiKeys: asMap(options.apiKeys),
    hmacSecrets: asMap(options.hmacSecrets),
    integrations: options.integrations ?? DEFAULT_PAYMOB_INTEGRATIONS,
    kioskValidHours: options.kioskValidHours ?? 48,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    log: app.log,
    base: app.prefix,
    siteOrigin: options.siteOrigin ?? '',
  };
  registerApiRoutes(app, context);
  registerCheckoutRoutes(app, context);
  registerSettlementReportRoute(app, context);
  app.addHook('onClose', async () => {
    // callbacks waiting for a retry are dropped (the merchant's inquiry finds the transaction anyway)
    options.state.deliveries.close();
    await options.state.store.close();
  });
};
