import type { Kysely } from 'kysely';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import type { DeliveryUpdateKind } from '@athar/contract/charity/delivery-updates';
import { isUnsubscribed, updateMailContent, updatePhotos } from '../../db/queries/delivery-updates';
import type { Database } from '../../db/schema';
import { formatDay } from '../../lib/cairo-time';
import { mediaUrl } from '../../lib/media-url';
import { campaignShortUrl } from '../../lib/public-links';
import { updatesUnsubscribeLink } from '../mail-links/mail-links';
import type { OutgoingMail } from '../mailer';
import type { OutboxMail } from './outbox-mail';

type Payload = Extract<OutboxMail, { kind: 'delivery_update' }>['payload'];

const TITLES: Record<DeliveryUpdateKind, (year: number | null) => string> = {
  progress: () => 'تحديث جديد عن تنفيذ المشروع',
  completed: () => 'اكتمل تنفيذ المشروع',
  still_working: (year) => `ما زال المشروع يعمل في عامه ${year ?? ''}`.trim(),
};

/**
 * A charity's update, mailed to a donor or the family of one campaign: what the staff wrote (the
 * template escapes it), the beneficiaries, the photos with their dates, the certificate, the
 * campaign's link and a link that stops these mails (opaque, made for this mail: docs/decisions/028).
 * None once the address unsubscribed.
 */
export async function deliveryUpdateMail(
  db: Kysely<Database>,
  publicUrl: string,
  { update_id, campaign_id, email }: Payload,
): Promise<OutgoingMail | null> {
  if (await isUnsubscribed(db, email, campaign_id)) return null;
  const update = await updateMailContent(db, update_id, campaign_id);
  if (!update) return null;
  const photos = await updatePhotos(db, [update.id]);
  const gender = update.deceased_gender;
  const shortUrl = campaignShortUrl(publicUrl, update.code);
  return {
    to: email,
    subject: `${TITLES[update.kind](update.year_number)}: ${update.project_ar_name} من ${update.ngo_name}`,
    title: TITLES[update.kind](update.year_number),
    paragraphs: [
      `كتبت ${update.ngo_name} عن مشروع «${update.project_ar_name}» الذي وصلته تبرعات حملة ${withTheLate(update.title, gender)}، ${deceasedWords.mercy(gender)}:`,
      ...update.body.split(/\r?\n/).filter((line) => line.trim() !== ''),
      ...(update.beneficiaries === null ? [] : [`عدد المستفيدين: ${update.beneficiaries}`]),
      `${deceasedWords.prayer(gender)}.`,
    ],
    links: [
      ...photos.map((photo, index) => ({
        label: `الصورة ${index + 1}، التُقطت يوم ${formatDay(photo.taken_on)}`,
        url: `${publicUrl}${mediaUrl(photo.image)}`,
      })),
      ...(update.certificate_image
        ? [{ label: 'شهادة إتمام المشروع', url: `${publicUrl}${mediaUrl(update.certificate_image)}` }]
        : []),
    ],
    action: { label: 'عرض الحملة وما صنعه التبرع', url: shortUrl },
    footnote: 'وصلتك هذه الرسالة لأنك تبرعت لهذه الحملة أو أنشأتها.',
    unsubscribe: {
      label: 'إيقاف رسائل تحديثات هذه الحملة',
      url: await updatesUnsubscribeLink(db, publicUrl, { campaignId: update.campaign_id, email }),
    },
  };
}
