import type { Kysely } from 'kysely';
import { stripNameBidi } from '@athar/contract/bidi';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import { givingNightLabel } from '@athar/contract/hijri/giving-nights';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { countText } from '@athar/contract/plural';
import { nightStatus, scheduleMailContext } from '../../db/queries/giving-nights';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import { scheduleManageUrl } from '../../lib/schedule-links';
import type { OutgoingMail } from '../mailer';
import type { OutboxMail } from '../mail-outbox/outbox-mail';
import { oneTapMethodOf, oneTapUrl } from './night-links';
import { storedScheduleNights } from './schedule-nights';

type Payload<K extends OutboxMail['kind']> = Extract<OutboxMail, { kind: K }>['payload'];
type Context = NonNullable<Awaited<ReturnType<typeof scheduleMailContext>>>;

/** «10 ليالٍ»: how many nights a schedule gives on. */
const nightCount = (count: number) =>
  countText(count, {
    zero: 'لا ليالي',
    one: 'ليلة واحدة',
    two: 'ليلتان',
    few: (n) => `${n} ليالٍ`,
    many: (n) => `${n} ليلةً`,
    other: (n) => `${n} ليلة`,
  });

/** How each night's gift is paid, as the mails say it. */
const METHOD_LINES: Record<number, string> = {
  [PAYMENT_TYPE.card]: 'يُخصم المبلغ في كل ليلة من بطاقتك البنكية التي تحققنا منها مع البنك.',
  [PAYMENT_TYPE.wallet]:
    'يصلك في كل ليلة رابط بالبريد الإلكتروني وبرسالة نصية يفتح الدفع بالمحفظة الإلكترونية والمبلغ معبأ.',
  [PAYMENT_TYPE.kiosk]:
    'يصلك في كل ليلة رابط بالبريد الإلكتروني وبرسالة نصية يفتح صفحة رمز الدفع والمبلغ معبأ.',
};

const MANAGE_FOOTNOTE =
  'من رابط إدارة التبرع تستطيع إيقافه مؤقتًا أو تخطي ليلة أو تغيير المبلغ أو إلغاءه دون تسجيل الدخول، فلا تشاركه إلا مع من تثق به.';

/** «المرحوم فلان» without bidi controls, and «رحمه الله» in the deceased's gender. */
function deceased(context: Context) {
  const title = stripNameBidi(context.campaign_title).replace(/\s+/g, ' ').trim();
  return {
    name: withTheLate(title, context.deceased_gender),
    mercy: deceasedWords.mercy(context.deceased_gender),
    prayer: `${deceasedWords.prayer(context.deceased_gender)}.`,
  };
}

/** The name of one of the schedule's nights (`YYYY-MM-DD`), e.g. «ليلة 27 رمضان»; a Friday if not its own. */
async function nightLabel(db: Kysely<Database>, context: Context, night: string): Promise<string> {
  const corrections = await loadHijriCorrections(db);
  const found = storedScheduleNights(context, { corrections, deathHijri: context.death_hijri }).find(
    (each) => each.night === night,
  );
  return givingNightLabel(found ?? { night, occasion: 'friday' }, corrections);
}

function requireKey(key: string | undefined): string {
  if (!key) throw new Error('schedule mails need the schedule link key');
  return key;
}

/**
 * What was set up: the campaign, each night by name, the amount per night and the total, how each
 * night is paid, and the self-service link. None without an address or once cancelled.
 */
export async function scheduleStartedMail(
  db: Kysely<Database>,
  publicUrl: string,
  { schedule_id }: Payload<'schedule_started'>,
  key: string | undefined,
): Promise<OutgoingMail | null> {
  const linkKey = requireKey(key);
  const context = await scheduleMailContext(db, schedule_id);
  if (!context?.email || context.status === 'cancelled') return null;
  const corrections = await loadHijriCorrections(db);
  const nights = storedScheduleNights(context, { corrections, deathHijri: context.death_hijri });
  const { name, mercy, prayer } = deceased(context);
  const amount = piasters(context.amount);
  return {
    to: context.email,
    subject: `تبرعك المجدول في ذكرى ${name}`,
    title: 'أُعدّ تبرعك المجدول، جزاك الله خيرًا',
    paragraphs: [
      `سجّلنا تبرعك بمبلغ ${formatPiasters(amount)} في كل ليلة من الليالي التالية إلى ${context.ngo_name} في ذكرى ${name}، ${mercy}:`,
      ...nights.map((night) => `• ${givingNightLabel(night, corrections)}`),
      `عدد الليالي: ${nightCount(nights.length)}`,
      `المجموع: ${formatPiasters(piasters(amount * nights.length))}، دون أي رسوم إضافية.`,
      METHOD_LINES[context.type] ?? '',
      prayer,
    ].filter((line) => line !== ''),
    action: { label: 'إدارة تبرعك المجدول', url: scheduleManageUrl(publicUrl, linkKey, context.id) },
    footnote: MANAGE_FOOTNOTE,
  };
}

/**
 * A wallet or kiosk night: tonight's one-tap link (amount and campaign filled in) and the
 * self-service link that offers to skip this night. None once the night was skipped or the schedule
 * paused or cancelled since the mail was queued.
 */
export async function scheduleNightLinkMail(
  db: Kysely<Database>,
  publicUrl: string,
  { schedule_id, night }: Payload<'schedule_night_link'>,
  key: string | undefined,
): Promise<OutgoingMail | null> {
  const linkKey = requireKey(key);
  const context = await scheduleMailContext(db, schedule_id);
  if (!context?.email || context.status !== 'active') return null;
  if ((await nightStatus(db, schedule_id, night)) !== 'link_sent') return null;
  const label = await nightLabel(db, context, night);
  const { name, mercy, prayer } = deceased(context);
  const method = oneTapMethodOf(context.type);
  return {
    to: context.email,
    subject: `حان موعد تبرعك المجدول الليلة في ذكرى ${name}`,
    title: 'حان موعد تبرعك المجدول الليلة',
    paragraphs: [
      `حلّت ${label}، وهي الموعد الذي اخترته للتبرع بمبلغ ${formatPiasters(piasters(context.amount))} إلى ${context.ngo_name} في ذكرى ${name}، ${mercy}.`,
      method === 'wallet'
        ? 'اضغط الزر أدناه يفتح لك الدفع بالمحفظة الإلكترونية والمبلغ والحملة معبآن.'
        : 'اضغط الزر أدناه يفتح لك صفحة رمز الدفع والمبلغ والحملة معبآن.',
      'إن لم تستطع التبرع الليلة فتخطَّها من رابط إدارة التبرع، وتبقى الليالي القادمة كما هي.',
      prayer,
    ],
    action: { label: 'تبرع الآن', url: oneTapUrl(publicUrl, linkKey, context, night, method) },
    links: [
      {
        label: 'تخطي هذه الليلة أو إدارة تبرعك المجدول',
        url: scheduleManageUrl(publicUrl, linkKey, context.id, night),
      },
    ],
    footnote: MANAGE_FOOTNOTE,
  };
}

/**
 * A card night the bank declined twice: nothing was taken; a link to pay it by hand (the same one-tap
 * link, by card) and the self-service link. None once the schedule was cancelled.
 */
export async function scheduleChargeFailedMail(
  db: Kysely<Database>,
  publicUrl: string,
  { schedule_id, night }: Payload<'schedule_charge_failed'>,
  key: string | undefined,
): Promise<OutgoingMail | null> {
  const linkKey = requireKey(key);
  const context = await scheduleMailContext(db, schedule_id);
  if (!context?.email || context.status === 'cancelled') return null;
  const label = await nightLabel(db, context, night);
  const { name, mercy, prayer } = deceased(context);
  return {
    to: context.email,
    subject: `لم يكتمل تبرعك المجدول في ذكرى ${name}`,
    title: 'لم يكتمل تبرع الليلة',
    paragraphs: [
      `حاولنا مرتين خصم تبرعك المجدول بمبلغ ${formatPiasters(piasters(context.amount))} عن ${label} في ذكرى ${name}، ${mercy}، فلم يقبله البنك، ولم يُخصم منك شيء.`,
      'إن أردت إتمام تبرع هذه الليلة فادفعه بنفسك من الزر أدناه: يفتح الدفع بالبطاقة والمبلغ والحملة معبآن.',
      'تبقى الليالي القادمة كما هي، ويمكنك إيقافها أو إلغاؤها من رابط إدارة التبرع.',
      prayer,
    ],
    action: { label: 'أتمم التبرع بنفسك', url: oneTapUrl(publicUrl, linkKey, context, night, 'card') },
    links: [{ label: 'إدارة تبرعك المجدول', url: scheduleManageUrl(publicUrl, linkKey, context.id) }],
    footnote: MANAGE_FOOTNOTE,
  };
}
