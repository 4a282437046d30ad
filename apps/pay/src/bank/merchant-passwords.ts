/**
 * An `ACCOUNT:secret,…` setting (BANK_MERCHANT_PASSWORDS, PAYMOB_SECRET_KEYS and its siblings) as a
 * map from account to secret.
 */
export function parseAccountSecrets(setting: string): Map<string, string> {
  const secrets = new Map<string, string>();
  for (const entry of setting.split(',')) {
    const at = entry.indexOf(':');
    if (at > 0) secrets.set(entry.slice(0, at).trim(), entry.slice(at + 1).trim());
  }
  return secrets;
}

/** BANK_MERCHANT_PASSWORDS (`MERCHANTID:password,…`) as a map from merchant id to API password. */
export const parseMerchantPasswords = parseAccountSecrets;
