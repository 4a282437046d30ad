import type { Kysely } from 'kysely';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import { HIDDEN_MARK, hiddenPartLabels, type HiddenPart } from '@athar/contract/moderation/hidden-parts';
import { FAMILY_HOURS } from '@athar/contract/moderation/report-reasons';
import { listFamilyReports } from '../../db/queries/campaign-reports';
import { campaignAndManager } from '../../db/queries/mail-outbox';
import { findDecision } from '../../db/queries/moderation-queue';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../mailer';
import type { OutboxMail } from './outbox-mail';

type Payload<K extends OutboxMail['kind']> = Extract<OutboxMail, { kind: K }>['payload'];

/** The family's management page, where the reports wait for them and appeals are written. */
export const familyPageUrl = (publicUrl: string, campaignId: number) =>
  `${publicUrl}/Campaign/${campaignId}/family`;

/**
 * Tells one of the family that visitors noted something on the page (a name, a photo, the text) and
 * asks them to look within 48 hours, privately. Neither the reporter nor the report's words are
 * mailed: the page shows the reason and the suggested fix. None once the family has answered them all.
 */
export async function reportToFamilyMail(
  db: Kysely<Database>,
  publicUrl: string,
  { campaign_id, user_id }: Payload<'report_to_family'>,
): Promise<OutgoingMail | null> {
  const campaign = await campaignAndManager(db, campaign_id, user_id);
  if (!campaign?.email) return null;
  if ((await listFamilyReports(db, campaign_id)).length === 0) return null;
  const gender = campaign.deceased_gender;
  return {
    to: campaign.email,
    subject: `ملاحظة من أحد الزوار على صفحة ${campaign.title}`,
    title: `أهلًا ${campaign.user_name ?? ''}`.trim(),
    paragraphs: [
      `نبّهنا أحد زوار صفحة الحملة في ذكرى ${withTheLate(campaign.title, gender)}، ${deceasedWords.mercy(gender)}، إلى أمر قد يحتاج تصحيحًا، كالاسم أو الصورة أو النص.`,
      `لا تظهر هذه الملاحظة لأحد غيركم. افتحوا صفحة إدارة الحملة لتروا ما نقترحه، وعدّلوا ما يلزم أو اكتبوا لنا ردّكم خلال ${FAMILY_HOURS} ساعة؛ بعدها يراجعها فريق أثر.`,
    ],
    action: { label: 'إدارة الحملة', url: familyPageUrl(publicUrl, campaign_id) },
    footnote: 'تصلك هذه الرسالة مرة واحدة على الأكثر كل يوم عن الحملة نفسها.',
  };
}

/** How the family asks for an outcome to be looked at again (migration 044): never an accusation. */
const APPEAL_HOW =
  'إن رأيتم أن القرار يحتاج إلى مراجعة، فاكتبوا ما توضحونه في «طلب مراجعة القرار» من صفحة إدارة الحملة (الرابط أدناه)، وسيراجعه مشرف آخر غير الذي اتخذه، ونكتب لكم بالنتيجة.';

const outcomeWords = {
  paused: {
    subject: 'أوقفنا التبرع مؤقتًا لصفحة',
    done: 'أوقفنا التبرع لصفحة الحملة مؤقتًا حتى تنتهي المراجعة. تبقى الصفحة ظاهرة، وتبقى التبرعات التي وصلت كما هي.',
  },
  taken_down: {
    subject: 'حجبنا للمراجعة صفحة',
    done: 'حجبنا صفحة الحملة مؤقتًا حتى تنتهي المراجعة: تظهر لمن يفتح رابطها عبارة «هذه الصفحة قيد المراجعة» ولا تظهر في القوائم ولا البحث.',
  },
  restored: {
    subject: 'أعدنا كما كانت صفحة',
    done: 'انتهت المراجعة وأعدنا صفحة الحملة كما كانت، ويمكن التبرع لها من جديد.',
  },
} as const;

/** What was hidden, said to the family, with how to ask again (docs/decisions/036). */
const hiddenWords = (part: HiddenPart) => ({
  subject: 'أخفينا جزءًا للمراجعة من صفحة',
  done: `أخفينا عن زوار الصفحة ${hiddenPartLabels[part]} حتى تنتهي المراجعة${part === 'photo' ? '، وتظهر مكانها الصورة الافتراضية' : ''}. ما زلتم ترونه في صفحة إدارة الحملة بعلامة «${HIDDEN_MARK}»، وبقية الصفحة والتبرع كما هما.`,
  again: `لطلب إظهاره من جديد، اكتبوا ما توضحونه في «طلب مراجعة القرار» من صفحة إدارة الحملة${part === 'photo' || part === 'description' ? '، أو ضعوا مكانه صورة أو نصًا جديدًا من الصفحة نفسها' : ''}، وسيراجعه مشرف آخر غير الذي اتخذ القرار، ونكتب لكم بالنتيجة.`,
});

/** Tells one of the family what a moderator did to the page, and why, in the moderator's words. */
export async function moderationOutcomeMail(
  db: Kysely<Database>,
  publicUrl: string,
  { decision_id, user_id }: Payload<'moderation_outcome'>,
): Promise<OutgoingMail | null> {
  const decision = await findDecision(db, decision_id);
  if (!decision || decision.outcome === 'dismissed') return null;
  const campaign = await campaignAndManager(db, decision.campaign_id, user_id);
  if (!campaign?.email) return null;
  const words =
    decision.outcome === 'hidden'
      ? hiddenWords(decision.part ?? 'description')
      : {
          ...outcomeWords[decision.outcome],
          again: APPEAL_HOW,
        };
  return {
    to: campaign.email,
    subject: `${words.subject} ${campaign.title}`,
    title: `أهلًا ${campaign.user_name ?? ''}`.trim(),
    paragraphs: [
      `بخصوص صفحة الحملة في ذكرى ${withTheLate(campaign.title, campaign.deceased_gender)}: ${words.done}`,
      `السبب: ${decision.reason}`,
      words.again,
    ],
    action: { label: 'إدارة الحملة', url: familyPageUrl(publicUrl, decision.campaign_id) },
  };
}
