import type { Kysely } from 'kysely';
import { stripNameBidi } from '@athar/contract/bidi';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import { followMailContext } from '../../db/queries/follows';
import type { Database } from '../../db/schema';
import { campaignShortUrl } from '../../lib/public-links';
import { followConfirmLink } from '../mail-links/mail-links';
import type { OutgoingMail } from '../mailer';
import type { OutboxMail } from './outbox-mail';

type Payload = Extract<OutboxMail, { kind: 'follow_confirm' }>['payload'];

const CHOICE_NAMES = {
  anniversary: 'الذكرى السنوية للوفاة بالتقويم الهجري',
  ramadan: 'بداية أول رمضان بعد الوفاة',
  arafah: 'يوم عرفة',
  friday: 'كل يوم جمعة',
  family_updates: 'أخبار الأسرة وتحديثاتها',
} as const;

/**
 * The confirmation of a guest's follow: what they asked to be reminded of and the link to the page whose
 * button confirms it (no login; an opaque link good once, for 14 days: docs/decisions/028). Until it is
 * confirmed nothing is sent to the address, so nobody can subscribe a stranger, and a mail scanner that
 * opens the link confirms nothing.
 */
export async function followConfirmMail(
  db: Kysely<Database>,
  publicUrl: string,
  payload: Payload,
): Promise<OutgoingMail | null> {
  const follow = await followMailContext(db, payload.follow_id);
  if (!follow) return null;
  const gender = follow.deceased_gender;
  const name = withTheLate(stripNameBidi(follow.title).replace(/\s+/g, ' ').trim(), gender);
  const chosen = (Object.keys(CHOICE_NAMES) as (keyof typeof CHOICE_NAMES)[])
    .filter((choice) => payload[choice])
    .map((choice) => `• ${CHOICE_NAMES[choice]}`);
  const choices = {
    anniversary: payload.anniversary,
    ramadan: payload.ramadan,
    arafah: payload.arafah,
    friday: payload.friday,
    family_updates: payload.family_updates,
  };
  return {
    to: follow.email,
    subject: `أكّد متابعتك لحملة ${name}`,
    title: 'أكّد طلب التذكير',
    paragraphs: [
      `طلب أحدهم بهذا البريد الإلكتروني متابعة حملة ${name}، ${deceasedWords.mercy(gender)}، في أثر، والتذكير بما يلي:`,
      ...chosen,
      'لن نرسل إليك شيئًا قبل أن تؤكد الطلب من الزر أدناه. إن لم تطلب ذلك فتجاهل هذه الرسالة.',
      `صفحة الحملة: ${campaignShortUrl(publicUrl, follow.code)}`,
    ],
    action: {
      label: 'تأكيد المتابعة',
      url: await followConfirmLink(db, publicUrl, {
        followId: follow.id,
        choices,
        issuedAt: new Date(payload.issued_at),
      }),
    },
    footnote: 'يصلح رابط التأكيد 14 يومًا. ويمكنك إيقاف أي تذكير بعد ذلك من الرابط الموجود في كل رسالة.',
  };
}
