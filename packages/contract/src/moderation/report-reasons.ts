/**
 * Why a campaign is reported, phrased for memorials (docs/decisions/033). A mild reason goes to the
 * family first, with a suggested fix and 48 hours; a severe one goes straight to the moderators.
 * Free of zod: the campaign page's report dialog imports it.
 */
export const REPORT_REASONS = [
  'not_ours',
  'offensive',
  'money_outside',
  'duplicate',
  'rights',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/**
 * what a stored report may be about: one of the reasons, a dua the wall's readers reported, or the
 * signals Athar computed itself (docs/decisions/036), or the family's appeal of an outcome (migration 044)
 */
export type StoredReportReason = ReportReason | 'dua' | 'signal' | 'appeal';

export const SEVERE_REASONS: readonly ReportReason[] = ['offensive', 'money_outside', 'rights'];
export const isSevere = (reason: StoredReportReason): boolean =>
  reason === 'signal' || reason === 'appeal' || (SEVERE_REASONS as readonly string[]).includes(reason);

export const reportReasonLabels: Record<StoredReportReason, string> = {
  not_ours: 'ليس فقيدنا / الاسم أو الصورة خطأ',
  offensive: 'كلام جارح أو مسيء',
  money_outside: 'يطلب مالًا خارج أثر',
  duplicate: 'حملة مكررة لنفس الفقيد',
  rights: 'حقوق ملكية',
  other: 'سبب آخر',
  dua: 'دعاء أبلغ عنه الزوار',
  signal: 'إشارات رصدها أثر',
  appeal: 'طعن',
};

/** What the family is asked to do about a mild report. */
export const suggestedFixes: Record<StoredReportReason, string> = {
  not_ours: 'راجعوا اسم الفقيد وصورته: غيّروا الصورة أو الاسم إن لم يكونا صحيحين.',
  duplicate: 'إن كانت هناك حملة أخرى لنفس الفقيد، فاكتبوا لنا أيهما تبقى، أو عدّلوا النص ليتضح الفرق.',
  other: 'راجعوا نص الحملة وصورتها، وعدّلوا ما يلزم أو اكتبوا لنا ردّكم.',
  dua: 'راجعوا الدعاء في قسم الأدعية: أظهروه أو أخفوه.',
  signal: '',
  appeal: '',
  offensive: '',
  money_outside: '',
  rights: '',
};

/** The family's time to look at a mild report before it goes to the moderators. */
export const FAMILY_HOURS = 48;
/** The moderators' promise: a first look within this many hours of a report reaching the queue. */
export const FIRST_LOOK_HOURS = 24;
export const REPORT_DETAILS_MAX = 1000;
export const REPORT_CONTACT_MAX = 200;
