import { arNorm } from '../arabic';

/**
 * Finds, in a campaign's words (its description, a family or delivery update), a way to send money
 * outside Athar: an Egyptian mobile number (a wallet or InstaPay number), an Egyptian IBAN, a wallet's
 * or InstaPay's name, and the words asking for a transfer. Pure, free of zod: the API runs it when the
 * words are saved (docs/decisions/036).
 *
 * Strong findings flag the text alone: a mobile number, an IBAN, InstaPay or a «… كاش» wallet.
 * Weak ones — «حول / تحويل», «محفظة», «رقم الحساب» — flag it only beside a strong one or a run of six
 * digits or more (an account number): «تحدثنا حول ذكرياته» and «كانت محفّظة للقرآن» are memorial
 * words, not requests. Short hotlines (19xxx, 16xxx) and landlines are not mobiles: the charities'
 * hotlines are never flagged; a date (2024-10-15, ١٥-١٠-٢٠٢٤) is not a phone.
 */
export type MoneyFindingKind = 'phone' | 'iban' | 'wallet' | 'transfer_words';
export interface MoneyFinding {
  kind: MoneyFindingKind;
  /** what was found: a phone number as 01xxxxxxxxx, an IBAN as EG…, or the words as written (folded) */
  text: string;
}

/** direction marks and invisible joiners a number may be sprinkled with, so that it escapes a filter */
const INVISIBLE = /[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const SEP = String.raw`[\s\-\u2010-\u2015.()]*`;
/** a mobile: 01[0125] and eight digits, or +20/0020/20 then 1[0125] and eight; separators anywhere */
const MOBILE = new RegExp(
  String.raw`(?<!\d)(?:(?:\+|00)?${SEP}2${SEP}0${SEP}(?:0${SEP})?|0${SEP})1${SEP}[0125](?:${SEP}\d){8}(?!\d)`,
  'g',
);
const IBAN = new RegExp(String.raw`(?<![\p{L}\p{N}])eg${SEP}\d(?:${SEP}\d){26}(?!\d)`, 'gu');
/** an account number: six digits or more in a row (a date or a year is fewer) */
const LONG_DIGITS = /\d{6,}/;

const word = (pattern: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${pattern})(?![\p{L}])`, 'gu');
/** InstaPay and the wallets people name (folded: ة→ه, أ/إ→ا) */
const WALLETS = word(
  [
    String.raw`[وف]?ان?ستا ?باي`,
    String.raw`insta ?pay`,
    String.raw`(?:فودافون|اتصالات|اورانج|اورنج|وي) ?كاش`,
    String.raw`(?:vodafone|etisalat|orange|we) ?cash`,
    String.raw`[وف]?(?:ال)?(?:ايبان|اي بان)`,
    'iban',
  ].join('|'),
);
const WEAK = word(
  [
    String.raw`[وف]?(?:ال)?(?:حولو?ا?|حولي|تحويل|تحويلات)`,
    String.raw`[وف]?(?:ال)?محفظه`,
    'wallet',
    'transfer',
    String.raw`رقم (?:ال)?حساب`,
    String.raw`حساب بنكي`,
  ].join('|'),
);

/** The text as the patterns read it: no invisible marks, folded Arabic, Western digits, lower case. */
function readable(text: string): string {
  return arNorm(text.replace(INVISIBLE, ''));
}

const digitsOf = (match: string) => match.replace(/\D/g, '');

/** 01xxxxxxxxx, whatever the country code and separators were */
function localMobile(match: string): string {
  const digits = digitsOf(match);
  return `0${digits.slice(-10)}`;
}

export function moneyOutsideAthar(text: string): MoneyFinding[] {
  const clean = readable(text);
  const strong: MoneyFinding[] = [];
  const seen = new Set<string>();
  const add = (finding: MoneyFinding, into: MoneyFinding[]) => {
    const key = `${finding.kind}:${finding.text}`;
    if (seen.has(key)) return;
    seen.add(key);
    into.push(finding);
  };
  for (const match of clean.matchAll(IBAN)) add({ kind: 'iban', text: `EG${digitsOf(match[0])}` }, strong);
  // an IBAN's digits are not read again as a phone
  const withoutIbans = clean.replace(IBAN, ' ');
  for (const match of withoutIbans.matchAll(MOBILE))
    add({ kind: 'phone', text: localMobile(match[0]) }, strong);
  for (const match of withoutIbans.matchAll(WALLETS)) add({ kind: 'wallet', text: match[0] }, strong);
  const weak: MoneyFinding[] = [];
  for (const match of withoutIbans.matchAll(WEAK)) add({ kind: 'transfer_words', text: match[0] }, weak);
  const backed = strong.length > 0 || LONG_DIGITS.test(withoutIbans);
  return backed ? [...strong, ...weak] : [];
}
