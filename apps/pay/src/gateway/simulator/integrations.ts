import { timingSafeEqual } from 'node:crypto';
import { LOCAL_PAYMOB_INTEGRATIONS } from '@athar/server-kit/config';
import { parseMerchantPasswords } from '../../bank/merchant-passwords';
import type { PaymobMethod } from './state';

/** Each account's integration ids by method (LOCAL_PAYMOB_INTEGRATIONS unless given). */
export type PaymobIntegrations = Readonly<Record<string, Readonly<Partial<Record<PaymobMethod, number>>>>>;

export const DEFAULT_PAYMOB_INTEGRATIONS: PaymobIntegrations = LOCAL_PAYMOB_INTEGRATIONS;

/** The method an account's integration id stands for, or null when the account has no such integration. */
export function methodOfIntegration(
  integrations: PaymobIntegrations,
  account: string,
  integrationId: number,
): PaymobMethod | null {
  const methods = integrations[account] ?? {};
  for (const [method, id] of Object.entries(methods) as [PaymobMethod, number][])
    if (id === integrationId) return method;
  return null;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The account whose key (secret, public or API key) this is, compared in constant time. */
export function accountByKey(keys: ReadonlyMap<string, string>, given: string): string | null {
  let found: string | null = null;
  for (const [account, key] of keys) if (same(key, given)) found = account;
  return found;
}

/** PAYMOB_SECRET_KEYS and its siblings (`ACCOUNT:value,…`) as maps from account to value. */
export const parseAccountSecrets = parseMerchantPasswords;
