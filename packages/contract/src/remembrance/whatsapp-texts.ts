import { stripNameBidi } from '../bidi';
import { byGender, deceasedWords, withTheLate, type DeceasedGender } from '../deceased-gender';
import type { SadaqaKind } from '../projects/labels';

/**
 * The ready WhatsApp messages (PRODUCT.md §11.7): one per moment a family or a donor shares a campaign
 * (the condolence days, the Hijri anniversary, Ramadan, the day of Arafah, a Friday, the thank-you
 * after a donation, the invitation to a khatma). The web share buttons and the mails share them, so
 * they live here and not in a web messages module. No zod here: the web app's pages use it.
 *
 * Bidi: the deceased's name is the family's text and loses every bidi control and mark (a U+202E at
 * its end would show the rest of the message backwards). The link and the SMS line sit on lines of
 * their own, the code and the number each between Arabic words, with no invisible mark added: a
 * person copies «T123» and the short number from the message into an SMS, and an invisible
 * character there would make the SMS fail.
 *
 * Every message speaks to its readers in the plural (a chat is often a group), from its first line to
 * the SMS line.
 */
export const SHARE_MOMENTS = [
  'condolence',
  'anniversary',
  'ramadan',
  'arafah',
  'friday',
  'thanks',
  'khatma',
] as const;
export type ShareMoment = (typeof SHARE_MOMENTS)[number];

export interface ShareCampaign {
  /** the campaign's title: the deceased's name as the family wrote it */
  title: string;
  gender: DeceasedGender;
  /** the campaign page's (short) link */
  url: string;
  /** the SMS code: an SMS of T<shortCode> to smsNumber donates (PRODUCT.md §2, the SMS banner) */
  shortCode?: string | number | null;
  smsNumber?: string | null;
  /**
   * the project's honest label (docs/decisions/018): the message calls the gift «صدقة جارية» only for a
   * lasting asset, and plain «صدقة» when it is not or is not known
   */
  kind?: SadaqaKind | null;
}

/** «صدقة جارية» only for a lasting asset (docs/decisions/018). */
function sadaqaName(kind: SadaqaKind | null | undefined): string {
  return kind === 'jariya' ? 'صدقة جارية' : 'صدقة';
}

/** «المرحوم فلان» / «المرحومة فلانة», without the bidi controls the family's text may carry. */
function lateName(campaign: ShareCampaign): string {
  return withTheLate(stripNameBidi(campaign.title).replace(/\s+/g, ' '), campaign.gender);
}

/** The body of each moment's message, before the link and the SMS line. */
const bodies: Record<ShareMoment, (name: string, gender: DeceasedGender, sadaqa: string) => string[]> = {
  condolence: (name, gender, sadaqa) => [
    'إنا لله وإنا إليه راجعون.',
    `أنشأنا صفحة ${sadaqa} ${deceasedWords.inTheirMemory(gender)}: ${name}، ${deceasedWords.mercy(gender)}.`,
    `شاركونا الأجر بتبرع ولو بالقليل، ولا تنسوا ${deceasedWords.theDeceased(gender)} من صالح دعائكم.`,
  ],
  anniversary: (name, gender, sadaqa) => [
    `تحلّ الذكرى السنوية الهجرية لوفاة ${name}، ${deceasedWords.mercy(gender)}.`,
    `${deceasedWords.prayer(gender)}. شاركونا ${sadaqa} ${deceasedWords.inTheirMemory(gender)} ودعاءً ${byGender(gender, { male: 'له', female: 'لها' })}.`,
  ],
  ramadan: (name, gender) => [
    'رمضان كريم.',
    `في شهر الخير نتصدّق ${deceasedWords.inTheirMemory(gender)}: ${name}، ${deceasedWords.mercy(gender)}.`,
    `شاركونا الأجر في هذه الأيام المباركة، ولا تنسوا ${deceasedWords.theDeceased(gender)} من دعائكم.`,
  ],
  arafah: (name, gender, sadaqa) => [
    'خير الدعاء دعاء يوم عرفة.',
    `لا تنسوا في دعائكم اليوم ${name}، ${deceasedWords.mercy(gender)}، وشاركونا ${sadaqa} ${deceasedWords.inTheirMemory(gender)}.`,
  ],
  friday: (name, gender, sadaqa) => [
    'جمعة مباركة.',
    `لا تنسوا ${name}، ${deceasedWords.mercy(gender)}، من دعائكم في هذا اليوم المبارك.`,
    `${deceasedWords.prayer(gender)}. ويمكنكم المشاركة في ${sadaqa} ${deceasedWords.inTheirMemory(gender)}.`,
  ],
  thanks: (name, gender) => [
    `تبرعتُ في ذكرى ${name}، ${deceasedWords.mercy(gender)}.`,
    `شاركوني الأجر بتبرع ولو بالقليل. ${deceasedWords.prayer(gender)}.`,
  ],
  khatma: (name, gender) => [
    `شاركونا ختمة القرآن الكريم ${deceasedWords.inTheirMemory(gender)}: ${name}، ${deceasedWords.mercy(gender)}.`,
    'احجزوا جزءًا تقرؤونه من الرابط، وليكن ثوابه هدية إلى روح ' + `${deceasedWords.theDeceased(gender)}.`,
  ],
};

/** The SMS code as people send it: «T» and the code's digits, nothing else. */
function smsLine(campaign: ShareCampaign): string | null {
  const code = String(campaign.shortCode ?? '').trim();
  const number = (campaign.smsNumber ?? '').trim();
  if (!/^[0-9A-Za-z]+$/.test(code) || !/^[0-9]+$/.test(number)) return null;
  return `أو تبرّعوا برسالة نصية: أرسلوا الرمز T${code} إلى الرقم ${number}`;
}

/**
 * The ready message for a moment: its lines, the campaign's link on a line of its own, then, when
 * the campaign has an SMS code and the charity a short number, the SMS line.
 */
export function whatsappText(moment: ShareMoment, campaign: ShareCampaign): string {
  const name = lateName(campaign);
  const lines = [
    ...bodies[moment](name, campaign.gender, sadaqaName(campaign.kind)),
    '',
    campaign.url.trim(),
  ];
  const sms = smsLine(campaign);
  if (sms) lines.push('', sms);
  return lines.join('\n');
}

/** WhatsApp's share link (wa.me) with the message filled in: the person only picks the chat. */
export function whatsappUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
