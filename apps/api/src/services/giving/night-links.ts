import { stripNameBidi } from '@athar/contract/bidi';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { deceasedWords, withTheLate, type DeceasedGender } from '@athar/contract/deceased-gender';
import { piastersToEgp } from '@athar/contract/money';
import { occasionOf, shortNightName } from '@athar/contract/hijri/giving-occasions';
import { piasters } from '@athar/contract/piasters';
import { nightToken } from '../../lib/schedule-links';
import { UNIT_WORDS } from './schedule-unit-words';

/** The payment method a one-tap link opens, by the schedule's type (a card night paid by hand: card). */
export type OneTapMethod = 'card' | 'wallet' | 'kiosk';

export const oneTapMethodOf = (type: number): OneTapMethod =>
  type === PAYMENT_TYPE.wallet ? 'wallet' : type === PAYMENT_TYPE.kiosk ? 'kiosk' : 'card';

/**
 * A night's one-tap link: the campaign's page with the night's amount (whole EGP) and method filled
 * in, and the signed token of the night it pays for (the web form sends it with the donation, whose
 * confirmation then marks the night confirmed).
 */
export function oneTapUrl(
  publicUrl: string,
  linkKey: string,
  schedule: { id: number; campaign_id: number; amount: number },
  night: string,
  method: OneTapMethod,
): string {
  const give = piastersToEgp(piasters(schedule.amount));
  const token = encodeURIComponent(nightToken(linkKey, schedule.id, night));
  return `${publicUrl}/Campaign/${schedule.campaign_id}?give=${give}&method=${method}&night=${token}`;
}

/** An SMS may be at most this long (three Arabic segments of the aggregator). */
export const MAX_SMS_LENGTH = 480;

/**
 * A wallet or kiosk night's (or day's) SMS: its short name, the amount, whose memory, the one-tap link
 * and the self-service link (skip, pause, cancel). A long name is shortened so the message stays within
 * MAX_SMS_LENGTH with both links whole.
 */
export function nightSmsBody(night: {
  occasion: string;
  amount: number;
  campaignTitle: string;
  gender: DeceasedGender;
  payUrl: string;
  manageUrl: string;
}): string {
  const egp = piastersToEgp(piasters(night.amount));
  const skip = UNIT_WORDS[occasionOf(night.occasion).unit].this;
  const text = (name: string) =>
    `أثر: تبرع مجدول، ${shortNightName(night.occasion)}: حان موعد تبرعك بمبلغ ${egp} جنيه في ذكرى ${name}، ` +
    `${deceasedWords.mercy(night.gender)}. ادفع من هنا: ${night.payUrl} — لتخطي ${skip} أو الإيقاف: ${night.manageUrl}`;
  const name = withTheLate(stripNameBidi(night.campaignTitle).replace(/\s+/g, ' ').trim(), night.gender);
  const full = text(name);
  if (full.length <= MAX_SMS_LENGTH) return full;
  const room = Math.max(0, name.length - (full.length - MAX_SMS_LENGTH) - 1);
  return text(`${name.slice(0, room).trim()}…`);
}
