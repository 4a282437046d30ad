import type { ServerConfig } from '@athar/server-kit/config';
import { parseAccountSecrets } from '../bank/merchant-passwords';

/**
 * Each charity account's keys at the Paymob-protocol gateway: the secret key creates intentions,
 * the public key opens the unified checkout, the API key gets the inquiry's auth token, and the
 * HMAC secret signs the account's callbacks.
 */
export interface PaymobAccounts {
  secretKeys: ReadonlyMap<string, string>;
  publicKeys: ReadonlyMap<string, string>;
  apiKeys: ReadonlyMap<string, string>;
  hmacSecrets: ReadonlyMap<string, string>;
}

export function paymobAccountsOf(
  config: Pick<
    ServerConfig,
    'PAYMOB_SECRET_KEYS' | 'PAYMOB_PUBLIC_KEYS' | 'PAYMOB_API_KEYS' | 'PAYMOB_HMAC_SECRETS'
  >,
): PaymobAccounts {
  return {
    secretKeys: parseAccountSecrets(config.PAYMOB_SECRET_KEYS),
    publicKeys: parseAccountSecrets(config.PAYMOB_PUBLIC_KEYS),
    apiKeys: parseAccountSecrets(config.PAYMOB_API_KEYS),
    hmacSecrets: parseAccountSecrets(config.PAYMOB_HMAC_SECRETS),
  };
}

/** PAYMOB_URL, or the built-in simulator on the payment host. */
export function paymobBaseUrl(config: Pick<ServerConfig, 'PAYMOB_URL' | 'PAY_PUBLIC_URL'>): string {
  return (config.PAYMOB_URL ?? `${config.PAY_PUBLIC_URL}/paymob`).replace(/\/$/, '');
}
