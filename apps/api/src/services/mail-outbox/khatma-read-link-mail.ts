import type { Kysely } from 'kysely';
import { stripNameBidi } from '@athar/contract/bidi';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import { KHATMA_HOLD_DAYS, khatmaMessages } from '@athar/contract/remembrance/khatma-messages';
import { readLinkContext } from '../../db/queries/khatma-links';
import type { Database } from '../../db/schema';
import { khatmaReadLink } from '../mail-links/mail-links';
import type { OutgoingMail } from '../mailer';
import type { OutboxMail } from './outbox-mail';

type Payload = Extract<OutboxMail, { kind: 'khatma_read_link' }>['payload'];

/**
 * The one mail of a reservation whose reader gave an e-mail (issue 35): which juz of whose khatma, and
 * the link that marks that reservation read from any device (the campaign's page, whose button acts: a
 * mail scanner that opens it marks nothing). None once the reservation was released or read.
 */
export async function khatmaReadLinkMail(
  db: Kysely<Database>,
  publicUrl: string,
  payload: Payload,
): Promise<OutgoingMail | null> {
  const part = await readLinkContext(db, payload.khatma_part_id);
  if (!part || part.read_at !== null) return null;
  const gender = part.deceased_gender;
  const name = withTheLate(stripNameBidi(part.title).replace(/\s+/g, ' ').trim(), gender);
  const url = await khatmaReadLink(db, publicUrl, {
    partId: part.id,
    campaignId: part.campaign_id,
    reservedAt: part.reserved_at,
  });
  return {
    to: payload.email,
    subject: `الجزء ${part.juz} من ختمة ${name}`,
    title: `رابط تعليم الجزء ${part.juz} مقروءًا`,
    paragraphs: [
      `حُجز بهذا العنوان الجزء ${part.juz} من ختمة القرآن الكريم في ذكرى ${name}، ${deceasedWords.mercy(gender)}، في أثر.`,
      `حين تفرغ من قراءته اضغط «${khatmaMessages.readLinkAction}» أدناه من أي جهاز، ثم اضغطه مرة أخرى في صفحة الحملة التي يفتحها، فيظهر الجزء مقروءًا في الختمة.`,
      `إن لم يُعلَّم مقروءًا خلال ${KHATMA_HOLD_DAYS} أيام من حجزه عاد متاحًا لغيرك. وإن لم تحجز هذا الجزء فتجاهل هذه الرسالة.`,
    ],
    action: { label: khatmaMessages.readLinkAction, url },
    footnote: 'لا يعلّم هذا الرابط إلا هذا الجزء، ولا نستعمل عنوانك في غير هذه الرسالة.',
  };
}
