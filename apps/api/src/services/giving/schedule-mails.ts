import type { Kysely } from 'kysely';
import { stripNameBidi } from '@athar/contract/bidi';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { deceasedWords, withTheLate } from '@athar/contract/deceased-gender';
import { patternUnit } from '@athar/contract/hijri/giving-nights';
import { givingNightLabel } from '@athar/contract/hijri/giving-occasions';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { nightStatus, scheduleMailContext } from '../../db/queries/giving-nights';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import { formatDay } from '../../lib/cairo-time';
import type { Clock } from '../../lib/test-clock';
import type { OutgoingMail } from '../mailer';
import type { OutboxMail } from '../mail-outbox/outbox-mail';
import { issueManageUrl } from './manage-links';
import { oneTapMethodOf, oneTapUrl } from './night-links';
import { storedScheduleNights } from './schedule-nights';
import { UNIT_WORDS, type UnitWords } from './schedule-unit-words';

/**
 * What the mails of scheduled giving sign and issue their links with: the key of the night links, and
 * the clock a self-service link's 30 days run on (docs/decisions/027).
 */
export interface ScheduleMailLinks {
  key: string;
  clock: Clock;
}

type Payload<K extends OutboxMail['kind']> = Extract<OutboxMail, { kind: K }>['payload'];
type Context = NonNullable<Awaited<ReturnType<typeof scheduleMailContext>>>;

/** How each night's (or day's) gift is paid, as the mails say it. */
const METHOD_LINES: Record<number, (words: UnitWords) => string> = {
  [PAYMENT_TYPE.card]: (words) => `يُخصم المبلغ في ${words.each} من بطاقتك البنكية التي تحققنا منها مع البنك.`,
  [PAYMENT_TYPE.wallet]: (words) =>
    `يصلك في ${words.each} رابط بالبريد الإلكتروني وبرسالة نصية يفتح الدفع بالمحفظة الإلكترونية والمبلغ معبأ.`,
  [PAYMENT_TYPE.kiosk]: (words) =>
    `يصلك في ${words.each} رابط بالبريد الإلكتروني وبرسالة نصية يفتح صفحة رمز الدفع والمبلغ معبأ.`,
};

/** The self-service link's footnote, in the words of the schedule's nights or days. */
export const manageFootnote = (words: UnitWords) =>
  `من رابط إدارة التبرع تستطيع إيقافه مؤقتًا أو ${words.skipOne} أو تغيير المبلغ أو إلغاءه دون تسجيل الدخول، فلا تشاركه إلا مع من تثق به. يبقى الرابط صالحًا 30 يومًا، وفي كل رسالة عن تبرعك رابط جديد.`;

/** The words of the schedule's unit: its nights, or its days (a Friday, docs/decisions/030). */
const wordsOf = (context: Pick<Context, 'pattern'>) => UNIT_WORDS[patternUnit(context.pattern)];

/** «المرحوم فلان» without bidi controls, and «رحمه الله» in the deceased's gender. */
function deceased(context: Context) {
  const title = stripNameBidi(context.campaign_title).replace(/\s+/g, ' ').trim();
  return {
    name: withTheLate(title, context.deceased_gender),
    mercy: deceasedWords.mercy(context.deceased_gender),
    prayer: `${deceasedWords.prayer(context.deceased_gender)}.`,
  };
}

/**
 * The name of one of the schedule's nights (`YYYY-MM-DD`), e.g. «ليلة 27 رمضان»; one no longer its own
 * (a correction moved it since it was claimed) by its day alone.
 */
async function nightLabel(db: Kysely<Database>, context: Context, night: string): Promise<string> {
  const corrections = await loadHijriCorrections(db);
  const found = storedScheduleNights(context, { corrections, deathHijri: context.death_hijri }).find(
    (each) => each.night === night,
  );
  return found ? givingNightLabel(found, corrections) : formatDay(night);
}

function requireLinks(links: ScheduleMailLinks | undefined): { key: string; now: Date } {
  if (!links) throw new Error('schedule mails need the schedule link key and clock');
  return { key: links.key, now: links.clock.now() };
}

/**
 * What was set up: the campaign, each night by name, the amount per night and the total, how each
 * night is paid, and the self-service link. None without an address or once cancelled.
 */
export async function scheduleStartedMail(
  db: Kysely<Database>,
  publicUrl: string,
  { schedule_id }: Payload<'schedule_started'>,
  links: ScheduleMailLinks | undefined,
): Promise<OutgoingMail | null> {
  const { now } = requireLinks(links);
  const context = await scheduleMailContext(db, schedule_id);
  if (!context?.email || context.status === 'cancelled') return null;
  const corrections = await loadHijriCorrections(db);
  const nights = storedScheduleNights(context, { corrections, deathHijri: context.death_hijri });
  const { name, mercy, prayer } = deceased(context);
  const amount = piasters(context.amount);
  const words = wordsOf(context);
  return {
    to: context.email,
    subject: `تبرعك المجدول في ذكرى ${name}`,
    title: 'أُعدّ تبرعك المجدول، جزاك الله خيرًا',
    paragraphs: [
      `سجّلنا تبرعك بمبلغ ${formatPiasters(amount)} في ${words.each} من ${words.following} إلى ${context.ngo_name} في ذكرى ${name}، ${mercy}:`,
      ...nights.map((night) => `• ${givingNightLabel(night, corrections)}`),
      words.count(nights.length),
      `المجموع: ${formatPiasters(piasters(amount * nights.length))}، دون أي رسوم إضافية.`,
      METHOD_LINES[context.type]?.(words) ?? '',
      prayer,
    ].filter((line) => line !== ''),
    action: { label: 'إدارة تبرعك المجدول', url: await issueManageUrl(db, publicUrl, context.id, now) },
    footnote: manageFootnote(words),
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
  links: ScheduleMailLinks | undefined,
): Promise<OutgoingMail | null> {
  const { key: linkKey, now } = requireLinks(links);
  const context = await scheduleMailContext(db, schedule_id);
  if (!context?.email || context.status !== 'active') return null;
  if ((await nightStatus(db, schedule_id, night)) !== 'link_sent') return null;
  const label = await nightLabel(db, context, night);
  const { name, mercy, prayer } = deceased(context);
  const method = oneTapMethodOf(context.type);
  const words = wordsOf(context);
  return {
    to: context.email,
    subject: `حان موعد تبرعك المجدول ${words.now} في ذكرى ${name}`,
    title: `حان موعد تبرعك المجدول ${words.now}`,
    paragraphs: [
      `${words.hasCome(label)} الموعد الذي اخترته للتبرع بمبلغ ${formatPiasters(piasters(context.amount))} إلى ${context.ngo_name} في ذكرى ${name}، ${mercy}.`,
      method === 'wallet'
        ? 'اضغط الزر أدناه يفتح لك الدفع بالمحفظة الإلكترونية والمبلغ والحملة معبآن.'
        : 'اضغط الزر أدناه يفتح لك صفحة رمز الدفع والمبلغ والحملة معبآن.',
      `${words.skipIfNot} من رابط إدارة التبرع، وتبقى ${words.coming} كما هي.`,
      prayer,
    ],
    action: { label: 'تبرع الآن', url: oneTapUrl(publicUrl, linkKey, context, night, method) },
    links: [
      {
        label: `تخطي ${words.this} أو إدارة تبرعك المجدول`,
        url: await issueManageUrl(db, publicUrl, context.id, now, night),
      },
    ],
    footnote: manageFootnote(words),
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
  links: ScheduleMailLinks | undefined,
): Promise<OutgoingMail | null> {
  const { key: linkKey, now } = requireLinks(links);
  const context = await scheduleMailContext(db, schedule_id);
  if (!context?.email || context.status === 'cancelled') return null;
  const label = await nightLabel(db, context, night);
  const { name, mercy, prayer } = deceased(context);
  const words = wordsOf(context);
  return {
    to: context.email,
    subject: `لم يكتمل تبرعك المجدول في ذكرى ${name}`,
    title: `لم يكتمل تبرع ${words.now}`,
    paragraphs: [
      `حاولنا مرتين خصم تبرعك المجدول بمبلغ ${formatPiasters(piasters(context.amount))} عن ${label} في ذكرى ${name}، ${mercy}، فلم يقبله البنك، ولم يُخصم منك شيء.`,
      `إن أردت إتمام تبرع ${words.this} فادفعه بنفسك من الزر أدناه: يفتح الدفع بالبطاقة والمبلغ والحملة معبآن.`,
      `تبقى ${words.coming} كما هي، ويمكنك إيقافها أو إلغاؤها من رابط إدارة التبرع.`,
      prayer,
    ],
    action: { label: 'أتمم التبرع بنفسك', url: oneTapUrl(publicUrl, linkKey, context, night, 'card') },
    links: [{ label: 'إدارة تبرعك المجدول', url: await issueManageUrl(db, publicUrl, context.id, now) }],
    footnote: manageFootnote(words),
  };
}

/**
 * The nightly amount changed (docs/decisions/027): from what to what, from which night on, and — for a
 * raise the bank verified — that the card was verified for it; with a fresh self-service link, so a
 * change the donor did not make can be undone at once. None without an address.
 */
export async function scheduleAmountChangedMail(
  db: Kysely<Database>,
  publicUrl: string,
  payload: Payload<'schedule_amount_changed'>,
  links: ScheduleMailLinks | undefined,
): Promise<OutgoingMail | null> {
  const { now } = requireLinks(links);
  const context = await scheduleMailContext(db, payload.schedule_id);
  if (!context?.email) return null;
  const { from, to, verified } = payload;
  const { name, mercy, prayer } = deceased(context);
  const words = wordsOf(context);
  const manage = { label: 'إدارة تبرعك المجدول', url: await issueManageUrl(db, publicUrl, context.id, now) };
  if (payload.asked) return raiseAskedMail(context, payload, manage);
  return {
    to: context.email,
    subject: `تغيّر مبلغ تبرعك المجدول في ذكرى ${name}`,
    title: 'تغيّر مبلغ تبرعك المجدول',
    paragraphs: [
      `غُيّر مبلغ تبرعك المجدول إلى ${context.ngo_name} في ذكرى ${name}، ${mercy}، من ${formatPiasters(from)} إلى ${formatPiasters(to)} في ${words.each}، ويسري على ${words.coming}.`,
      verified
        ? `تحقق البنك من بطاقتك${context.card_label ? ` ${context.card_label}` : ''} للمبلغ الجديد، ولم يُخصم منها شيء عند التحقق.`
        : '',
      'إن لم تكن أنت من غيّر المبلغ فأعده كما كان أو أوقف التبرع من رابط الإدارة أدناه.',
      prayer,
    ].filter((line) => line !== ''),
    action: manage,
    footnote: manageFootnote(words),
  };
}

/**
 * A raise above what the card was verified for was asked through a link or the donor's account: the
 * donor hears of it at once, and that nothing more is charged until they verify the card for it.
 */
function raiseAskedMail(
  context: Context,
  { from, to }: Payload<'schedule_amount_changed'>,
  manage: { label: string; url: string },
): OutgoingMail {
  const { name, mercy, prayer } = deceased(context);
  const words = wordsOf(context);
  return {
    to: context.email!,
    subject: `طُلب رفع مبلغ تبرعك المجدول في ذكرى ${name}`,
    title: 'طُلب رفع مبلغ تبرعك المجدول',
    paragraphs: [
      `طُلب رفع مبلغ تبرعك المجدول إلى ${context.ngo_name} في ذكرى ${name}، ${mercy}، من ${formatPiasters(from)} إلى ${formatPiasters(to)} في ${words.each}.`,
      `لم يتغير شيء بعد: لا يُخصم من بطاقتك أكثر من ${formatPiasters(from)} في ${words.each} حتى تتحقق منها مع البنك للمبلغ الجديد على صفحته، كما فعلت أول مرة.`,
      'إن لم تكن أنت من طلب ذلك فلا يلزمك شيء ويبقى المبلغ كما هو، ويمكنك إلغاء الطلب بإعادة المبلغ كما كان من رابط الإدارة أدناه.',
      prayer,
    ],
    action: manage,
    footnote: manageFootnote(words),
  };
}

/**
 * A new self-service link, asked for from an expired one (docs/decisions/027): only to the schedule's own
 * address. None without an address.
 */
export async function scheduleLinkMail(
  db: Kysely<Database>,
  publicUrl: string,
  { schedule_id }: Payload<'schedule_link'>,
  links: ScheduleMailLinks | undefined,
): Promise<OutgoingMail | null> {
  const { now } = requireLinks(links);
  const context = await scheduleMailContext(db, schedule_id);
  if (!context?.email) return null;
  const { name, mercy } = deceased(context);
  return {
    to: context.email,
    subject: `رابط جديد لإدارة تبرعك المجدول في ذكرى ${name}`,
    title: 'رابط جديد لإدارة تبرعك المجدول',
    paragraphs: [
      `طُلب رابط جديد لإدارة تبرعك المجدول إلى ${context.ngo_name} في ذكرى ${name}، ${mercy}، فهذا هو.`,
      'إن لم تطلبه أنت فلا تقلق: لا يصل الرابط إلا إلى بريدك هذا.',
    ],
    action: { label: 'إدارة تبرعك المجدول', url: await issueManageUrl(db, publicUrl, context.id, now) },
    footnote: manageFootnote(wordsOf(context)),
  };
}
