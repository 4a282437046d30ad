import { domainToASCII } from 'node:url';

/** Providers known to deliver every spelling of a local part with its dots moved or removed to one inbox. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** Invisible format characters (bidi marks and controls, zero-width spaces and joiners, soft hyphen, BOM). */
const INVISIBLE = /\p{Cf}/gu;

/**
 * The inbox an address reaches, as a rate limit's key (never to send to), docs/decisions/026: so a
 * stranger's inbox is one key however its address is spelled (`Mona.Ali+1@GMail.com`,
 * `monaali+2@googlemail.com`, `‏mona.ali@gmail.com.` with a mark in front). Compatibility forms folded
 * (NFKC: full-width letters), invisible characters and outer spaces dropped, lower case, the domain
 * in its ASCII form without a final dot, a quoted local part unquoted, no `+tag` (most providers
 * deliver `name+anything@` to `name@`), and for Gmail no dots. Two inboxes taken for one only share a
 * limit; one inbox taken for two would double it, so the key leans to joining.
 */
export function mailboxKey(address: string): string {
  const written = address.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
  const at = written.lastIndexOf('@');
  if (at <= 0) return written;
  const typedDomain = written.slice(at + 1).replace(/\.+$/, '');
  const domain = domainToASCII(typedDomain) || typedDomain;
  const quoted = written.slice(0, at).replace(/^"(.*)"$/, '$1');
  let local = quoted.split('+')[0]!;
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replace(/\./g, '');
  return `${local || quoted}@${dotless ?? domain}`;
}
