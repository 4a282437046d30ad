import type { Kysely } from 'kysely';
import { CHANNEL, PAYMENT_TYPE, SMS_DONATION_PIASTERS } from '@athar/contract/constants';
import { toWesternDigits } from '@athar/contract/arabic';
import {
  claimSmsMessage,
  insertSmsDonation,
  markSmsDonation,
  smsCampaign,
} from '../../db/queries/sms-messages';
import type { Database } from '../../db/schema';
import { ANONYMOUS_NAME } from '../../db/queries/campaign-details';
import { cairoDay } from '../../lib/cairo-time';
import { markSmsPhoneConfirmed } from '../../db/queries/schedule-phones';
import { confirmByReply } from '../giving/phone-replies';
import { confirmInTransaction } from './confirm-donation';
import { donationsPausedMessage } from '../moderation/paused-message';

export interface InboundSms {
  message_id: string;
  from: string;
  to: string;
  text: string;
  received_at: string;
}

/**
 * 'paused': the campaign's charity has no fundraising permit in force today; kept as ignored.
 * 'phone_confirmed': the code or «نعم» sent back confirmed a giving schedule's texts (docs/decisions/026).
 */
export type SmsOutcome = 'donation' | 'ignored' | 'duplicate' | 'paused' | 'phone_confirmed';

/** Spaces and the invisible direction marks Arabic phones put around Latin text. */
const IGNORED_CHARACTERS = /[\s\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** The campaign code of a `T<code>` message (any case, Arabic-Indic digits, spaces ignored), or null. */
export function parseSmsCode(text: string): number | null {
  const match = /^t(\d{1,9})$/i.exec(toWesternDigits(text).replace(IGNORED_CHARACTERS, ''));
  return match ? Number(match[1]) : null;
}

/**
 * Records an inbound message once per provider message id. `T<code>` sent to the short number of
 * the campaign's charity becomes one confirmed 5 EGP donation, counted in the same transaction as
 * the message record, unless the charity has no fundraising permit in force today (kept as ignored,
 * answered 'paused'); a redelivered message id changes nothing. Anything else that is not a `T<code>`
 * may be a phone's reply to a giving schedule's code (the code, «نعم»: never a donation), which
 * confirms its texts (`phone.key`: phoneCodeKey; `phone.now`: the scheduled jobs' clock); the rest is
 * kept and ignored.
 */
export async function receiveSms(
  db: Kysely<Database>,
  message: InboundSms,
  phone: { key: string; now: Date },
): Promise<{ outcome: SmsOutcome; donationId: number | null; message?: string }> {
  return db.transaction().execute(async (trx) => {
    const claimed = await claimSmsMessage(trx, {
      message_id: message.message_id,
      from_number: message.from,
      to_number: message.to,
      body: message.text,
      received_at: message.received_at,
    });
    if (!claimed) return { outcome: 'duplicate', donationId: null };

    const code = parseSmsCode(message.text);
    if (code === null) {
      if ((await confirmByReply(trx, message, phone.key, phone.now)) === 0)
        return { outcome: 'ignored', donationId: null };
      await markSmsPhoneConfirmed(trx, message.message_id);
      return { outcome: 'phone_confirmed', donationId: null };
    }
    const shortNumber = toWesternDigits(message.to).replace(/\D/g, '');
    const campaign = await smsCampaign(trx, code, shortNumber, cairoDay(new Date()));
    if (!campaign) return { outcome: 'ignored', donationId: null };
    if (!campaign.donations_open)
      return { outcome: 'paused', donationId: null, message: donationsPausedMessage(campaign.moderation) };

    // no consent row: a text message has no form to tick, the donor stays فاعل خير, and the sender's
    // number is kept only as the operator's record of the message (the privacy notice says so)
    const donation = await insertSmsDonation(trx, {
      campaign_id: campaign.id,
      ngo_id: campaign.ngo_id,
      donor_name: ANONYMOUS_NAME,
      msisdn:
        toWesternDigits(message.from)
          .replace(/[^\d+]/g, '')
          .slice(0, 20) || null,
      amount: SMS_DONATION_PIASTERS,
      channel: CHANNEL.sms,
      type: PAYMENT_TYPE.sms,
      hide_data: true,
      sms_message_id: message.message_id,
    });
    await confirmInTransaction(trx, donation.id);
    await markSmsDonation(trx, message.message_id, donation.id);
    return { outcome: 'donation', donationId: donation.id };
  });
}
