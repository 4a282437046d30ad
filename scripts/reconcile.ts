import { parseArgs } from 'node:util';
import { createGatewayClient } from '@athar/pay/bank/gateway-client';
import { parseMerchantPasswords } from '@athar/pay/bank/merchant-passwords';
import { createInternalApi } from '@athar/pay/internal-api';
import { reconcilePending } from '@athar/pay/payments/reconcile';
import { configOrExit, fail } from './config-or-exit';

/**
 * `npm run reconcile [-- --older-than <seconds>]`: asks the bank about card donations left pending
 * (with a session older than a minute by default) and settles them through the running app.
 */
const { values } = parseArgs({ options: { 'older-than': { type: 'string', default: '60' } } });
const olderThanSeconds = Number(values['older-than']);
if (!Number.isInteger(olderThanSeconds) || olderThanSeconds < 0) fail('--older-than takes whole seconds');

const config = configOrExit();
const summary = await reconcilePending(
  {
    api: createInternalApi({ baseUrl: config.PUBLIC_URL, secret: config.PAY_WEBHOOK_SECRET }),
    bank: createGatewayClient({
      baseUrl: config.BANK_URL ?? `${config.PAY_PUBLIC_URL}/bank`,
      passwords: parseMerchantPasswords(config.BANK_MERCHANT_PASSWORDS),
    }),
    log: {
      info: () => {},
      warn: (details, message) => console.warn(message, details),
      error: (details, message) => console.error(message, details),
    },
  },
  { olderThanSeconds },
).catch((error: unknown) =>
  fail(`reconcile: ${(error as Error).message} (is the app running at ${config.PUBLIC_URL}?)`),
);
console.log(
  `checked ${summary.checked}: ${summary.confirmed} confirmed, ${summary.failed} failed or cancelled, ` +
    `${summary.pending} still pending, ${summary.errors} errors`,
);
