import type { Kysely } from 'kysely';
import { stripNameBidi } from '@athar/contract/bidi';
import { deceasedWords, withTheLate, type DeceasedGender } from '@athar/contract/deceased-gender';
import { formatHijri, parseHijriKey, toHijri } from '@athar/contract/hijri/calendar';
import { whatsappText, whatsappUrl } from '@athar/contract/remembrance/whatsapp-texts';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import { followMailContext } from '../../db/queries/follows';
import type { Database } from '../../db/schema';
import { formatDay } from '../../lib/cairo-time';
import { campaignShortUrl } from '../../lib/public-links';
import { followUnsubscribeLink } from '../mail-links/mail-links';
import type { OutgoingMail } from '../mailer';
import type { OutboxMail } from './outbox-mail';

type Payload = Extract<OutboxMail, { kind: 'reminder' }>['payload'];
type Occasion = Payload['occasion'];

/** The heading of each reminder: «حلّت الذكرى السنوية لوفاة المرحوم فلان، رحمه الله». */
const TITLES: Record<Occasion, (name: string, gender: DeceasedGender) => string> = {
  anniversary: (name, gender) => `حلّت الذكرى السنوية لوفاة ${name}، ${deceasedWords.mercy(gender)}`,
  ramadan: (name, gender) => `أول رمضان يمرّ بعد رحيل ${name}، ${deceasedWords.mercy(gender)}`,
  arafah: (name, gender) => `يوم عرفة: لا تنسَ ${name}، ${deceasedWords.mercy(gender)}، من دعائك`,
  friday: (name, gender) => `جمعة مباركة: تذكّر ${name}، ${deceasedWords.mercy(gender)}`,
};

/** What each reminder says under its heading, before the campaign's link. */
const LEADS: Record<Occasion, (gender: DeceasedGender, today: string) => string> = {
  anniversary: (gender, today) =>
    `يوافق اليوم، ${today}، ذكرى وفاة ${deceasedWords.theDeceased(gender)} بحسب التقويم الهجري. ` +
    `هو يوم مناسب للدعاء ${byGender(gender, 'له', 'لها')} وللصدقة ${deceasedWords.inTheirMemory(gender)}.`,
  ramadan: (gender, today) =>
    `يبدأ اليوم، ${today}، شهر رمضان المبارك، وهو أول رمضان بعد رحيل ${deceasedWords.theDeceased(gender)}. ` +
    `الصدقة في شهر الخير أعظم أجرًا، فلعلك تتصدّق ${deceasedWords.inTheirMemory(gender)}.`,
  arafah: (gender, today) =>
    `اليوم، ${today}، يوم عرفة، وخير الدعاء دعاء يوم عرفة. ` +
    `اذكر ${deceasedWords.theDeceased(gender)} في دعائك، وشارك في الصدقة ${deceasedWords.inTheirMemory(gender)}.`,
  friday: (gender, today) =>
    `اليوم، ${today}، يوم الجمعة. ` +
    `لا تنسَ ${deceasedWords.theDeceased(gender)} من دعائك في هذا اليوم المبارك.`,
};

const STOP_LABELS: Record<Occasion, string> = {
  anniversary: 'إيقاف تذكير الذكرى السنوية',
  ramadan: 'إيقاف تذكير رمضان',
  arafah: 'إيقاف تذكير يوم عرفة',
  friday: 'إيقاف تذكير يوم الجمعة',
};

function byGender(gender: DeceasedGender, male: string, female: string): string {
  return gender === 'female' ? female : male;
}

/**
 * A reminder of one follow on one Cairo day: the occasion in respectful words, the campaign's link
 * and SMS code, a ready WhatsApp message, and the links that stop this reminder or every mail of the
 * follow (no login; opaque links made for this mail, docs/decisions/028). None once the follow is gone
 * or the reminder was turned off since it was queued.
 */
export async function reminderMail(
  db: Kysely<Database>,
  publicUrl: string,
  { follow_id, occasion, day }: Payload,
): Promise<OutgoingMail | null> {
  const follow = await followMailContext(db, follow_id);
  if (!follow || follow.confirmed_at === null || !follow[occasion]) return null;
  const gender = follow.deceased_gender;
  const title = stripNameBidi(follow.title).replace(/\s+/g, ' ').trim();
  const name = withTheLate(title, gender);
  const corrections = await loadHijriCorrections(db);
  const today = `${formatDay(day)}، ${formatHijri(toHijri(day, corrections))}`;
  const shortUrl = campaignShortUrl(publicUrl, follow.code);
  const smsNumber = follow.sms_short_number?.trim() ?? '';
  const text = whatsappText(occasion, {
    title,
    gender,
    url: shortUrl,
    shortCode: follow.code,
    smsNumber,
  });
  const death = follow.death_hijri ? parseHijriKey(follow.death_hijri) : null;
  return {
    to: follow.email,
    subject: TITLES[occasion](name, gender),
    title: TITLES[occasion](name, gender),
    paragraphs: [
      LEADS[occasion](gender, today),
      ...(occasion === 'anniversary' && death ? [`تاريخ الوفاة: ${formatHijri(death)}`] : []),
      `صفحة الحملة: ${shortUrl}`,
      ...(/^[0-9]+$/.test(smsNumber)
        ? [`للتبرع برسالة نصية: أرسل الرمز T${follow.code} إلى الرقم ${smsNumber}`]
        : []),
      'شارك أهلك وأصدقاءك الأجر برسالة جاهزة على واتساب من الرابط أدناه.',
      `${deceasedWords.prayer(gender)}.`,
    ],
    action: { label: 'عرض الحملة والتبرع', url: shortUrl },
    links: [
      { label: 'مشاركة رسالة جاهزة على واتساب', url: whatsappUrl(text) },
      {
        label: 'إيقاف كل رسائل هذه الحملة',
        url: await followUnsubscribeLink(db, publicUrl, { followId: follow.id, occasion: 'all' }),
      },
    ],
    footnote: 'وصلتك هذه الرسالة لأنك طلبت تذكيرك بهذه المناسبة من صفحة الحملة في أثر.',
    unsubscribe: {
      label: STOP_LABELS[occasion],
      url: await followUnsubscribeLink(db, publicUrl, { followId: follow.id, occasion }),
    },
  };
}
