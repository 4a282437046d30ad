import type { Kysely } from 'kysely';
import { withTheLate } from '@athar/contract/deceased-gender';
import { hiddenPartLabels } from '@athar/contract/moderation/hidden-parts';
import { campaignAndManager } from '../../db/queries/mail-outbox';
import { findAppeal } from '../../db/queries/moderation-appeals';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../mailer';
import { familyPageUrl } from './moderation-mails';
import type { OutboxMail } from './outbox-mail';

type Payload = Extract<OutboxMail, { kind: 'appeal_decided' }>['payload'];

/** The decision appealed, named as the family knows it. */
const decisionWords = (outcome: string, part: string | null) =>
  outcome === 'paused'
    ? 'إيقاف التبرع المؤقت'
    : outcome === 'taken_down'
      ? 'حجب الصفحة للمراجعة'
      : `إخفاء ${hiddenPartLabels[(part ?? 'description') as keyof typeof hiddenPartLabels]}`;

/**
 * Tells one of the family what a second moderator answered to their appeal (migration 044): granted
 * (the page, or the element, is back as it was) or upheld (the decision stays), with the moderator's
 * reason, in words that never accuse.
 */
export async function appealDecidedMail(
  db: Kysely<Database>,
  publicUrl: string,
  { appeal_id, user_id }: Payload,
): Promise<OutgoingMail | null> {
  const appeal = await findAppeal(db, appeal_id);
  if (!appeal || appeal.state === 'open') return null;
  const campaign = await campaignAndManager(db, appeal.campaign_id, user_id);
  if (!campaign?.email) return null;
  const what = decisionWords(appeal.outcome, appeal.part);
  const granted = appeal.state === 'granted';
  return {
    to: campaign.email,
    subject: `${granted ? 'قبلنا طلب مراجعتكم' : 'راجعنا طلبكم'} بخصوص صفحة ${campaign.title}`,
    title: `أهلًا ${campaign.user_name ?? ''}`.trim(),
    paragraphs: [
      `شكرًا لكم على ما كتبتموه بخصوص ${what} في صفحة الحملة في ذكرى ${withTheLate(campaign.title, campaign.deceased_gender)}. راجعه مشرف آخر غير الذي اتخذ القرار.`,
      granted
        ? appeal.outcome === 'hidden'
          ? 'قبلنا طلبكم، وعاد ما أخفيناه ظاهرًا لزوار الصفحة.'
          : 'قبلنا طلبكم ورفعنا القرار: عادت الصفحة كما كانت، ويمكن التبرع لها من جديد.'
        : 'بعد المراجعة بقي القرار كما هو الآن. يمكنكم تعديل ما في الصفحة من صفحة إدارة الحملة، ونحن معكم لأي توضيح.',
      `ما كتبه المشرف: ${appeal.answer ?? ''}`,
    ],
    action: { label: 'إدارة الحملة', url: familyPageUrl(publicUrl, appeal.campaign_id) },
  };
}
