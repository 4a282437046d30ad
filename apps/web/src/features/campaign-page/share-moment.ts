import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { parseHijriKey, toHijri } from '@athar/contract/hijri/calendar';
import { anniversaryDay } from '@athar/contract/hijri/occasions';
import type { ShareCampaign, ShareMoment } from '@athar/contract/remembrance/whatsapp-texts';

/**
 * The messages the campaign page offers to share (PRODUCT.md §11.7). The thank-you is the success dialog's
 * after a donation, and the khatma invitation the khatma's own.
 */
export const PAGE_SHARE_MOMENTS = [
  'condolence',
  'anniversary',
  'ramadan',
  'arafah',
  'friday',
] as const satisfies readonly ShareMoment[];
export type PageShareMoment = (typeof PAGE_SHARE_MOMENTS)[number];

/** A Date's calendar day where the visitor is, 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The message chosen first on a given day: the anniversary's on the Hijri anniversary of the death
 * (when the family gave its date), the day of Arafah's on 9 Dhu al-Hijjah, Ramadan's through the
 * month of Ramadan, the condolence otherwise. The browser has no Egyptian corrections, so the first
 * or last day of a month may be a day off: it is only the first choice, the person can pick another.
 */
export function defaultShareMoment(day: string, deathHijri: string | null = null): PageShareMoment {
  try {
    const hijri = toHijri(day);
    const death = deathHijri ? parseHijriKey(deathHijri) : null;
    if (death && hijri.year > death.year && anniversaryDay(death, hijri.year) === day) return 'anniversary';
    if (hijri.month === 12 && hijri.day === 9) return 'arafah';
    if (hijri.month === 9) return 'ramadan';
  } catch {
    // a day outside the calendar's years: the condolence
  }
  return 'condolence';
}

/** What the ready messages say of a campaign: its title, gender, short link, SMS code and gift. */
export function shareCampaignOf(campaign: CampaignDetails, origin: string): ShareCampaign {
  return {
    title: campaign.campaign_title,
    gender: campaign.deceased_gender,
    url: `${origin}/${campaign.smsCode}`,
    shortCode: campaign.smsCode,
    smsNumber: campaign.SMSshortNumber,
    kind: campaign.sadaqa_kind,
  };
}
