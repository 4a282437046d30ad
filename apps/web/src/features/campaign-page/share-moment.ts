import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { parseHijriKey } from '@athar/contract/hijri/hijri-date';
import { umalquraDate } from '@athar/contract/hijri/umalqura';
import type { ShareCampaign, ShareMoment } from '@athar/contract/remembrance/whatsapp-texts';

/**
 * The messages the campaign page offers to share (PRODUCT.md §11.7). The thank-you is the success dialog's
 * after a donation, and the khatma invitation the khatma's own.
 */
const DAY_MS = 86_400_000;

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
 * (when the family gave its date; a death on the 30th remembered on the 29th of a shorter month), the
 * day of Arafah's on 9 Dhu al-Hijjah, Ramadan's through the month of Ramadan, the condolence otherwise.
 * Umm al-Qura's months as the browser's Intl has them, without Egypt's corrections (and without the
 * calendar's code): the first or last day of a month may be a day off — it is only the first choice,
 * the person can pick another.
 */
export function defaultShareMoment(day: string, deathHijri: string | null = null): PageShareMoment {
  try {
    const dayNo = Date.parse(`${day}T00:00:00Z`) / DAY_MS;
    const hijri = umalquraDate(dayNo);
    const death = deathHijri ? parseHijriKey(deathHijri) : null;
    const lastOfShortMonth = hijri.day === 29 && umalquraDate(dayNo + 1).day === 1;
    if (
      death &&
      hijri.year > death.year &&
      hijri.month === death.month &&
      (hijri.day === death.day || (death.day === 30 && lastOfShortMonth))
    )
      return 'anniversary';
    if (hijri.month === 12 && hijri.day === 9) return 'arafah';
    if (hijri.month === 9) return 'ramadan';
  } catch {
    // a runtime without Umm al-Qura's calendar: the condolence
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
