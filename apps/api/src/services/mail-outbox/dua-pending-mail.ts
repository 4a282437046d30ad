import type { Kysely } from 'kysely';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import { countPendingDuas } from '../../db/queries/duas';
import { campaignAndManager } from '../../db/queries/mail-outbox';
import type { Database } from '../../db/schema';
import { campaignShortUrl } from '../../lib/public-links';
import type { OutgoingMail } from '../mailer';
import type { OutboxMail } from './outbox-mail';

type Payload = Extract<OutboxMail, { kind: 'dua_pending' }>['payload'];

/** «دعاء واحد» / «دعاءان» / «3 أدعية» / «11 دعاءً» as Arabic counts them. */
function duasCount(count: number): string {
  if (count === 1) return 'دعاء واحد';
  if (count === 2) return 'دعاءان';
  if (count >= 3 && count <= 10) return `${count} أدعية`;
  return `${count} دعاءً`;
}

/**
 * Tells one of the family (the creator or a co-administrator) that duas wait for the family's approval (written, or sent back by
 * visitors' reports). How many is read when the mail is sent; none when the family has already
 * decided on all of them. The duas' words stay on the page: what a stranger wrote is not mailed.
 */
export async function duaPendingMail(
  db: Kysely<Database>,
  publicUrl: string,
  { campaign_id, user_id }: Payload,
): Promise<OutgoingMail | null> {
  const campaign = await campaignAndManager(db, campaign_id, user_id);
  if (!campaign?.email) return null;
  const waiting = await countPendingDuas(db, campaign_id);
  if (waiting === 0) return null;
  const gender = campaign.deceased_gender;
  const shortUrl = campaignShortUrl(publicUrl, campaign.code);
  return {
    to: campaign.email,
    subject: `أدعية تنتظر موافقتكم على صفحة ${campaign.title}`,
    title: `أهلًا ${campaign.user_name ?? ''}`.trim(),
    paragraphs: [
      `على صفحة الحملة في ذكرى ${withTheLate(campaign.title, gender)}، ${deceasedWords.mercy(gender)}، ${duasCount(waiting)} بانتظار موافقتكم قبل أن يظهر للزوار.`,
      'افتح صفحة الحملة وأنت مسجّل الدخول، ثم اختر في قسم الأدعية إظهار كل دعاء أو إخفاءه.',
      `${deceasedWords.prayer(gender)}.`,
    ],
    action: { label: 'مراجعة الأدعية', url: shortUrl },
    footnote: 'تصلك هذه الرسالة مرة واحدة على الأكثر كل ساعة، ما دامت هناك أدعية تنتظر موافقتكم.',
  };
}
