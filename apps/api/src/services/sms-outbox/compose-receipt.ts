import { stripNameBidi } from '@athar/contract/bidi';
import { formatPiasters } from '@athar/contract/money';
import type { Piasters } from '@athar/contract/piasters';

/**
 * The longest receipt text: Arabic goes out as UCS-2, 67 UTF-16 units per part of a concatenated
 * message, so 201 units are at most three parts (each billed as one message).
 */
export const SMS_RECEIPT_MAX_UNITS = 3 * 67;
/** A charity's name keeps at most this many units; the deceased's name takes what is left. */
const NGO_NAME_MAX_UNITS = 45;
const ELLIPSIS = '…';

export interface ReceiptSmsFacts {
  donationId: number;
  amount: Piasters;
  /** the campaign's title: the deceased's name */
  deceasedName: string;
  ngoName: string;
}

/**
 * A name as one line of a text message: without bidi controls and marks, without any other
 * invisible format or control character (a line break included), spaces collapsed.
 */
export function smsName(name: string): string {
  return stripNameBidi(name)
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` UTF-16 units, cut between words or characters (never inside a surrogate pair), with «…». */
export function fitUnits(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length + ELLIPSIS.length > max) break;
    kept += character;
  }
  // a whole word less reads better than half a word, unless that loses most of the name
  const space = kept.lastIndexOf(' ');
  if (space > max / 2) kept = kept.slice(0, space);
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/**
 * «أثر: وصل تبرعك بمبلغ 5 ج.م إلى <الجمعية> في ذكرى <الاسم>. رقم التبرع 123. جزاك الله خيرًا.»,
 * the names shortened so the whole stays within SMS_RECEIPT_MAX_UNITS. Written with template
 * literals, never String.replace, so a `$&` in a name stays text.
 */
export function composeReceiptSms(facts: ReceiptSmsFacts): string {
  const text = (ngo: string, deceased: string) =>
    `أثر: وصل تبرعك بمبلغ ${formatPiasters(facts.amount)} إلى ${ngo} في ذكرى ${deceased}. رقم التبرع ${facts.donationId}. جزاك الله خيرًا.`;
  const room = SMS_RECEIPT_MAX_UNITS - text('', '').length;
  const ngo = fitUnits(smsName(facts.ngoName), Math.min(NGO_NAME_MAX_UNITS, Math.floor(room / 2)));
  const deceased = fitUnits(smsName(facts.deceasedName), room - ngo.length);
  return text(ngo, deceased);
}
