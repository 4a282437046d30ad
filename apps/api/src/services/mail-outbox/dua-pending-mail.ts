import type { Kysely } from 'kysely';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import { countText } from '@athar/contract/plural';
import { countPendingDuas } from '../../db/queries/duas';
import { campaignAndManager } from '../../db/queries/mail-outbox';
import type { Database } from '../../db/schema';
import { campaignShortUrl } from '../../lib/public-links';
import type { OutgoingMail } from '../mailer';
import type { OutboxMail } from './outbox-mail';

type Payload = Extract<OutboxMail, { kind: 'dua_pending' }>['payload'];

/** «دعاء ينتظر موافقتكم» / «دعاءان ينتظران…» / «3 أدعية تنتظر…»: the verb follows the count. */
function duasWaiting(count: number): string {
  return countText(count, {
    zero: 'لا أدعية تنتظر موافقتكم',
    one: 'دعاء ينتظر موافقتكم',
    two: 'دعاءان ينتظران موافقتكم',
    few: (n) => `${n} أدعية تنتظر موافقتكم`,
    many: (n) => `${n} دعاءً تنتظر موافقتكم`,
    other: (n) => `${n} دعاء تنتظر موافقتكم`,
  });
}

/** «…قبل أن يظهر للزوار» for one dua, «يظهرا» for two, «تظهر» for more. */
function beforeShown(count: number): string {
  return countText(count, {
    zero: '',
    one: 'قبل أن يظهر للزوار',
    two: 'قبل أن يظهرا للزوار',
    few: () => 'قبل أن تظهر للزوار',
    many: () => 'قبل أن تظهر للزوار',
    other: () => 'قبل أن تظهر للزوار',
  });
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
    subject: `${duasWaiting(waiting)} على صفحة ${campaign.title}`,
    title: `أهلًا ${campaign.user_name ?? ''}`.trim(),
    paragraphs: [
      `على صفحة الحملة في ذكرى ${withTheLate(campaign.title, gender)}، ${deceasedWords.mercy(gender)}، ${duasWaiting(waiting)} ${beforeShown(waiting)}.`,
      'افتح صفحة الحملة وأنت مسجّل الدخول، ثم اختر في قسم الأدعية إظهار كل دعاء أو إخفاءه.',
      `${deceasedWords.prayer(gender)}.`,
    ],
    action: { label: 'مراجعة الأدعية', url: shortUrl },
    footnote: 'تصلك هذه الرسالة مرة واحدة على الأكثر كل ساعة، ما دامت هناك أدعية تنتظر موافقتكم.',
  };
}
