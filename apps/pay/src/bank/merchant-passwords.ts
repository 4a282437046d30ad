/** BANK_MERCHANT_PASSWORDS (`MERCHANTID:password,…`) as a map from merchant id to API password. */
export function parseMerchantPasswords(setting: string): Map<string, string> {
  const passwords = new Map<string, string>();
  for (const entry of setting.split(',')) {
    const at = entry.indexOf(':');
    if (at > 0) passwords.set(entry.slice(0, at).trim(), entry.slice(at + 1).trim());
  }
  return passwords;
}
