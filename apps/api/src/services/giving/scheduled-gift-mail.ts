import type { Kysely } from 'kysely';
import {
  givingNightLabel,
  occasionOf,
  shortNightName,
  type GivingUnit,
} from '@athar/contract/hijri/giving-occasions';
import { nightOfDonation } from '../../db/queries/giving-nights';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../mailer';
import { issueManageUrl } from './manage-links';
import { manageFootnote, type ScheduleMailLinks } from './schedule-mails';
import { UNIT_WORDS } from './schedule-unit-words';

/** A donation that is a night of a giving schedule, as its mails say it. */
export interface ScheduledGift {
  /** «تبرع مجدول، ليلة 27 رمضان», «تبرع مجدول، يوم الجمعة»: what the donation is, in a few words */
  what: string;
  /** the night as the schedule's mails name it, e.g. «ليلة 27 رمضان 1448 هـ — مساء الجمعة، 5 مارس 2027» */
  label: string;
  /** a night, or a day (a Friday before the prayer, docs/decisions/030) */
  unit: GivingUnit;
  /**
   * a self-service link issued for this mail (docs/decisions/027): skip, pause, change, cancel; only
   * to the schedule's own address — a night's link passed to a relative who pays it with their own
   * address gives them the receipt, not the schedule
   */
  manageUrl: string | null;
}

/**
 * What a donation's mail (its receipt, a kiosk code) says of it when it gives a schedule's night, with a
 * fresh self-service link of the schedule; null for any other donation.
 */
export async function scheduledGiftOf(
  db: Kysely<Database>,
  publicUrl: string,
  donationId: number,
  links: ScheduleMailLinks | undefined,
): Promise<ScheduledGift | null> {
  const night = await nightOfDonation(db, donationId);
  if (!night) return null;
  if (!links) throw new Error('a scheduled night’s mails need the clock of its self-service links');
  return {
    what: `تبرع مجدول، ${shortNightName(night.occasion)}`,
    label: givingNightLabel(night, await loadHijriCorrections(db)),
    unit: occasionOf(night.occasion).unit,
    manageUrl: night.same_address
      ? await issueManageUrl(db, publicUrl, night.schedule_id, links.clock.now())
      : null,
  };
}

/**
 * A donation's mail, told as a night of its schedule (docs/decisions/020): the subject and the first
 * line say which night, and the schedule's self-service link (skip, pause, change, cancel) goes with it.
 */
export function withScheduledGift(scheduled: ScheduledGift | null, mail: OutgoingMail): OutgoingMail {
  if (!scheduled) return mail;
  const told = { ...mail, subject: `${mail.subject} — ${scheduled.what}` };
  if (!scheduled.manageUrl)
    return { ...told, paragraphs: [`${scheduled.what}: ${scheduled.label}.`, ...mail.paragraphs] };
  const closing = mail.paragraphs.slice(-1);
  const words = UNIT_WORDS[scheduled.unit];
  return {
    ...told,
    paragraphs: [
      `${scheduled.what}: ${scheduled.label}.`,
      ...mail.paragraphs.slice(0, -1),
      `من رابط إدارة تبرعك المجدول تستطيع تخطي ${words.oneComing} أو إيقافه مؤقتًا أو تغيير مبلغه أو إلغاءه.`,
      ...closing,
    ],
    links: [...(mail.links ?? []), { label: 'إدارة تبرعك المجدول', url: scheduled.manageUrl }],
    footnote: [mail.footnote, manageFootnote(words)].filter(Boolean).join(' '),
  };
}
