import type { Kysely } from 'kysely';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import { familyUpdateForMail, followForUpdateMail } from '../../db/queries/family-updates';
import type { Database } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';
import { campaignShortUrl } from '../../lib/public-links';
import { followUnsubscribeLink } from '../mail-links/mail-links';
import type { OutgoingMail } from '../mailer';
import { queueFollowerMails } from '../remembrance/family-updates';
import type { OutboxMail } from './outbox-mail';

type Payload = Extract<OutboxMail, { kind: 'family_update' }>['payload'];

/**
 * A family update's mails, in two steps of the same kind. The row the post queued ({update_id})
 * fans out: each confirmed follower who asked for family updates is claimed once in follow_sends and
 * gets a row of their own ({update_id, follow_id}); that row is the mail — the update's words (the
 * template escapes them), its photo, the campaign's link and a one-click link that stops family
 * updates. The fan-out row itself mails no one; a follow gone or opted out since mails no one.
 */
export async function familyUpdateMail(
  db: Kysely<Database>,
  publicUrl: string,
  { update_id, follow_id }: Payload,
): Promise<OutgoingMail | null> {
  const update = await familyUpdateForMail(db, update_id);
  if (!update) return null;
  if (follow_id === undefined) {
    await queueFollowerMails(db, update.id, update.campaign_id);
    return null;
  }
  const follow = await followForUpdateMail(db, follow_id, update.campaign_id);
  if (!follow) return null;
  const gender = update.deceased_gender;
  const shortUrl = campaignShortUrl(publicUrl, update.code);
  return {
    to: follow.email,
    subject: `خبر جديد من عائلة ${update.title}`,
    title: 'خبر جديد من العائلة',
    paragraphs: [
      `كتبت عائلة ${withTheLate(update.title, gender)}، ${deceasedWords.mercy(gender)}:`,
      ...update.body.split('\n').filter((line) => line.trim() !== ''),
      `${deceasedWords.prayer(gender)}.`,
    ],
    links: update.image ? [{ label: 'الصورة المرفقة', url: `${publicUrl}${mediaUrl(update.image)}` }] : [],
    action: { label: 'عرض صفحة الحملة', url: shortUrl },
    footnote: 'وصلتك هذه الرسالة لأنك اخترت متابعة أخبار العائلة على هذه الحملة.',
    unsubscribe: {
      label: 'إيقاف رسائل أخبار العائلة',
      url: await followUnsubscribeLink(db, publicUrl, { followId: follow.id, occasion: 'family_update' }),
    },
  };
}
