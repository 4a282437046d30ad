import { parseArgs } from 'node:util';
import { createGatewayClient } from '@athar/pay/bank/gateway-client';
import { parseMerchantPasswords } from '@athar/pay/bank/merchant-passwords';
import { paymobAccountsOf, paymobBaseUrl } from '@athar/pay/gateway/paymob-accounts';
import { createPaymobClient } from '@athar/pay/gateway/paymob-client';
import { reconcileGateway } from '@athar/pay/gateway/reconcile-gateway';
import { createInternalApi } from '@athar/pay/internal-api';
import type { GatewayPaymentDeps } from '@athar/pay/payments/payment-deps';
import { reconcilePending } from '@athar/pay/payments/reconcile';
import { configOrExit, fail } from './config-or-exit';

/**
 * `npm run reconcile [-- --older-than <seconds>]`: asks the bank about card donations left pending
 * (with a session older than a minute by default), and the wallet/kiosk/Meeza gateway about its
 * donations left pending with an order, and settles them through the running app.
 */
const { values } = parseArgs({ options: { 'older-than': { type: 'string', default: '60' } } });
const olderThanSeconds = Number(values['older-than']);
if (!Number.isInteger(olderThanSeconds) || olderThanSeconds < 0) fail('--older-than takes whole seconds');

const config = configOrExit();
const accounts = paymobAccountsOf(config);
const deps: GatewayPaymentDeps = {
  api: createInternalApi({ baseUrl: config.PUBLIC_URL, secret: config.PAY_WEBHOOK_SECRET }),
  bank: createGatewayClient({
    baseUrl: config.BANK_URL ?? `${config.PAY_PUBLIC_URL}/bank`,
    passwords: parseMerchantPasswords(config.BANK_MERCHANT_PASSWORDS),
  }),
  paymob: createPaymobClient({ baseUrl: paymobBaseUrl(config), accounts }),
  paymobHmacSecrets: accounts.hmacSecrets,
  log: {
    info: () => {},
    warn: (details, message) => console.warn(message, details),
    error: (details, message) => console.error(message, details),
  },
};
const unreachable = (error: unknown) =>
  fail(`reconcile: ${(error as Error).message} (is the app running at ${config.PUBLIC_URL}?)`);
const card = await reconcilePending(deps, { olderThanSeconds }).catch(unreachable);
console.log(
  `card: checked ${card.checked}: ${card.confirmed} confirmed, ${card.failed} failed or cancelled, ` +
    `${card.pending} still pending, ${card.errors} errors`,
);
const gateway = await reconcileGateway(deps, { olderThanSeconds }).catch(unreachable);
console.log(
  `wallet, kiosk and Meeza: checked ${gateway.checked}: ${gateway.confirmed} confirmed, ` +
    `${gateway.failed} failed, ${gateway.expired} expired, ${gateway.abandoned} abandoned, ` +
    `${gateway.pending} still pending, ${gateway.mismatched} not matching, ${gateway.errors} errors`,
);
