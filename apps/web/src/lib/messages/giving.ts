import { countText } from '@athar/contract/plural';
import { deceasedWords, type DeceasedGender } from '@athar/contract/deceased-gender';
import type { GivingUnit } from '@athar/contract/hijri/giving-occasions';

/** A count of nights after «من» («من 9 ليالٍ»). */
const nightsAfterMin = (count: number) =>
  countText(count, {
    zero: 'لا ليالي',
    one: 'ليلة واحدة',
    two: 'ليلتين',
    few: (n) => `${n} ليالٍ`,
    many: (n) => `${n} ليلةً`,
    other: (n) => `${n} ليلة`,
  });

/** A count of days after «من» («من 5 أيام»). */
const daysAfterMin = (count: number) =>
  countText(count, {
    zero: 'لا أيام',
    one: 'يوم واحد',
    two: 'يومين',
    few: (n) => `${n} أيام`,
    many: (n) => `${n} يومًا`,
    other: (n) => `${n} يوم`,
  });

/** How many people give on a night. */
const givers = (count: number) =>
  countText(count, {
    zero: 'لا أحد بعد',
    one: 'شخص واحد',
    two: 'شخصان',
    few: (n) => `${n} أشخاص`,
    many: (n) => `${n} شخصًا`,
    other: (n) => `${n} شخص`,
  });

/** Gifts that arrived on a night. */
const gifts = (count: number) =>
  countText(count, {
    zero: 'لم يصل تبرع بعد',
    one: 'تبرع واحد',
    two: 'تبرعان',
    few: (n) => `${n} تبرعات`,
    many: (n) => `${n} تبرعًا`,
    other: (n) => `${n} تبرع`,
  });

/**
 * Scheduled giving (docs/decisions/020): the form on the campaign page, the donor's page behind the signed
 * link, the section of /MyDonations, the family's nights, and the page of a card that could not be verified.
 */
export const givingMessages = {
  entry: {
    title: 'تبرّع في الليالي والأيام المباركة',
    lead: (gender: DeceasedGender, anniversary: boolean) =>
      `اختر مرة واحدة مبلغًا وموعدًا تتبرع فيه عن ${deceasedWords.theDeceased(gender)}: العشر الأواخر من رمضان، أو ليلة السابع والعشرين، أو ليلة الجمعة، أو يوم الجمعة قبل الصلاة${anniversary ? '، أو ذكرى الوفاة' : ''}.`,
    open: 'جدوِل تبرعك',
    dialogTitle: (title: string) => `تبرّع في الليالي والأيام المباركة لحملة ${title}`,
  },
  patterns: {
    legend: 'متى تريد أن تتبرع؟',
    last_ten: 'كل ليلة من العشر الأواخر من رمضان',
    night_27: 'ليلة السابع والعشرين من رمضان',
    friday_eves: 'ليلة الجمعة (الخميس بعد المغرب)',
    friday_mornings: 'يوم الجمعة قبل الصلاة',
    anniversary: 'في ذكرى الوفاة القادمة بالتقويم الهجري',
  },
  /** what a choice means, under its name: the weekly ones' time of day (docs/decisions/030) */
  patternHints: {
    last_ten: null,
    night_27: null,
    friday_eves: 'مساء كل خميس بعد صلاة المغرب، من الثامنة والنصف بتوقيت القاهرة، حتى تاريخ تختاره',
    friday_mornings: 'صباح كل جمعة في التاسعة بتوقيت القاهرة، قبل صلاة الجمعة، حتى تاريخ تختاره',
    anniversary: null,
  },
  /** the pattern as a schedule's page names it */
  patternNames: {
    last_ten: 'العشر الأواخر من رمضان',
    night_27: 'ليلة 27 رمضان',
    friday_eves: 'ليلة الجمعة (الخميس بعد المغرب)',
    friday_mornings: 'يوم الجمعة قبل الصلاة',
    // set up before docs/decisions/030: its Friday evenings
    fridays: 'مساء كل جمعة',
    anniversary: 'ذكرى الوفاة',
  },
  /** a weekly pattern and the donor's last day */
  weeklyUntil: (pattern: string, day: string) => `${pattern}، حتى ${day}`,
  fields: {
    endsOn: 'آخر يوم تتبرع فيه',
    endsOnHint: 'يمتد التبرع كل أسبوع سنة واحدة على الأكثر',
    methodLegend: 'وسيلة الدفع',
    donorName: 'الاسم',
    email: 'البريد الإلكتروني',
    emailHint: 'تصلك عليه رسالة بتفاصيل تبرعك المجدول ورابط لإدارته',
    emailLocked: 'البريد الإلكتروني لحسابك',
    phone: 'رقم الهاتف المحمول',
    hideName: 'لا تُظهر اسمي للأسرة ولا في قائمة المتبرعين',
  },
  methods: {
    card: 'بطاقة بنكية',
    wallet: 'محفظة إلكترونية',
    kiosk: 'رمز دفع من منافذ الدفع',
  },
  preview: {
    title: 'ما ستتبرع به',
    noFees: 'لا رسوم إضافية ولا إكرامية: المجموع هو كل ما ستدفعه.',
  },
  /**
   * The words of the form, the schedule's page and the thank-you that speak of its nights — or of its
   * days, a Friday before the prayer being a day (docs/decisions/030): «كل يوم جمعة», never «كل يوم».
   */
  units: {
    night: {
      amount: 'مبلغ كل ليلة (بالجنيه)',
      amountHint: 'أقل مبلغ 100 جنيه لكل ليلة',
      phoneHint: 'يصلك عليه رابط الدفع في كل ليلة برسالة نصية',
      cardHint: 'نتحقق من بطاقتك مرة واحدة لدى البنك دون أي خصم، ثم يُخصم المبلغ تلقائيًا في كل ليلة.',
      walletHint: 'يصلك في كل ليلة رابط للدفع من محفظتك بالبريد الإلكتروني وبرسالة نصية.',
      kioskHint: 'يصلك في كل ليلة رابط تحصل منه على رمز الدفع بالبريد الإلكتروني وبرسالة نصية.',
      waiting: 'اختر الموعد والمبلغ لترى الليالي والمجموع قبل التأكيد.',
      loading: 'جارٍ حساب الليالي…',
      total: (amount: string, count: number, total: string) =>
        count === 1
          ? `سيُدفع ${amount} مرة واحدة، في ليلة واحدة: المجموع ${total}.`
          : `سيُدفع ${amount} في كل ليلة من ${nightsAfterMin(count)}: المجموع ${total}.`,
      list: 'الليالي',
      more: (count: number) => `عرض بقية الليالي (${count})`,
      doneLead: (count: number, total: string) => `سيكون تبرعك في ${nightsAfterMin(count)}، بمجموع ${total}.`,
      doneLinks: 'في كل ليلة يصلك رابط الدفع بالبريد الإلكتروني وبرسالة نصية، وتدفع منه بلمسة.',
      doneManage: 'وفي كل رسالة رابط تدير منه تبرعك: توقفه مؤقتًا أو تتخطى ليلة أو تغير المبلغ أو تلغيه.',
      each: 'مبلغ كل ليلة',
      newAmount: 'مبلغ جديد لكل ليلة (بالجنيه)',
      raiseNote: (amount: string) =>
        `ينتظر رفع المبلغ إلى ${amount} لكل ليلة أن تتحقق من بطاقتك لدى البنك، ويستمر تبرعك بالمبلغ الحالي حتى ذلك.`,
      skipLegend: 'تخطي ليلة',
      skipWhich: 'الليلة التي تريد تخطيها',
      skip: 'تخطَّ هذه الليلة',
      skipped: 'تخطينا هذه الليلة، ولن يُدفع فيها شيء.',
      amountChanged: 'غيّرنا مبلغ كل ليلة.',
      cancelledNote: 'ألغيت هذا التبرع المجدول، فلن يُدفع شيء في لياليه القادمة.',
      cancelConfirm:
        'هل تريد إلغاء هذا التبرع المجدول؟ لن يُدفع شيء في لياليه القادمة، ولا يمكن التراجع عن الإلغاء.',
      statuses: {
        upcoming: 'قادمة',
        due: 'الليلة',
        charging: 'جارٍ الدفع',
        confirmed: 'تم التبرع',
        failed: 'لم يكتمل الدفع',
        link_sent: 'أُرسل رابط الدفع',
        skipped: 'تم تخطيها',
        cancelled: 'أُلغيت',
      },
      givers: (count: number) => `يتبرع فيها: ${givers(count)}`,
      confirmed: (count: number, total: string) =>
        count === 0 ? gifts(0) : `وصل منها: ${gifts(count)}، بمجموع ${total}`,
    },
    day: {
      amount: 'مبلغ كل يوم جمعة (بالجنيه)',
      amountHint: 'أقل مبلغ 100 جنيه لكل يوم جمعة',
      phoneHint: 'يصلك عليه رابط الدفع في كل يوم جمعة برسالة نصية',
      cardHint: 'نتحقق من بطاقتك مرة واحدة لدى البنك دون أي خصم، ثم يُخصم المبلغ تلقائيًا في كل يوم جمعة.',
      walletHint: 'يصلك في كل يوم جمعة رابط للدفع من محفظتك بالبريد الإلكتروني وبرسالة نصية.',
      kioskHint: 'يصلك في كل يوم جمعة رابط تحصل منه على رمز الدفع بالبريد الإلكتروني وبرسالة نصية.',
      waiting: 'اختر الموعد والمبلغ لترى الأيام والمجموع قبل التأكيد.',
      loading: 'جارٍ حساب الأيام…',
      total: (amount: string, count: number, total: string) =>
        count === 1
          ? `سيُدفع ${amount} مرة واحدة، في يوم واحد: المجموع ${total}.`
          : `سيُدفع ${amount} في كل يوم من ${daysAfterMin(count)}: المجموع ${total}.`,
      list: 'الأيام',
      more: (count: number) => `عرض بقية الأيام (${count})`,
      doneLead: (count: number, total: string) => `سيكون تبرعك في ${daysAfterMin(count)}، بمجموع ${total}.`,
      doneLinks: 'في كل يوم جمعة يصلك رابط الدفع بالبريد الإلكتروني وبرسالة نصية، وتدفع منه بلمسة.',
      doneManage: 'وفي كل رسالة رابط تدير منه تبرعك: توقفه مؤقتًا أو تتخطى يومًا أو تغير المبلغ أو تلغيه.',
      each: 'مبلغ كل يوم جمعة',
      newAmount: 'مبلغ جديد لكل يوم جمعة (بالجنيه)',
      raiseNote: (amount: string) =>
        `ينتظر رفع المبلغ إلى ${amount} لكل يوم جمعة أن تتحقق من بطاقتك لدى البنك، ويستمر تبرعك بالمبلغ الحالي حتى ذلك.`,
      skipLegend: 'تخطي يوم',
      skipWhich: 'اليوم الذي تريد تخطيه',
      skip: 'تخطَّ هذا اليوم',
      skipped: 'تخطينا هذا اليوم، ولن يُدفع فيه شيء.',
      amountChanged: 'غيّرنا مبلغ كل يوم جمعة.',
      cancelledNote: 'ألغيت هذا التبرع المجدول، فلن يُدفع شيء في أيامه القادمة.',
      cancelConfirm:
        'هل تريد إلغاء هذا التبرع المجدول؟ لن يُدفع شيء في أيامه القادمة، ولا يمكن التراجع عن الإلغاء.',
      statuses: {
        upcoming: 'قادم',
        due: 'اليوم',
        charging: 'جارٍ الدفع',
        confirmed: 'تم التبرع',
        failed: 'لم يكتمل الدفع',
        link_sent: 'أُرسل رابط الدفع',
        skipped: 'تم تخطيه',
        cancelled: 'أُلغي',
      },
      givers: (count: number) => `يتبرع فيه: ${givers(count)}`,
      confirmed: (count: number, total: string) =>
        count === 0 ? gifts(0) : `وصل منه: ${gifts(count)}، بمجموع ${total}`,
    },
  } satisfies Record<GivingUnit, unknown>,
  submit: 'تأكيد التبرع المجدول',
  submitting: 'جارٍ الحفظ…',
  needsPreview: 'انتظر حتى يظهر المجموع ثم أكّد.',
  toBank: 'جارٍ الانتقال إلى صفحة البنك للتحقق من بطاقتك…',
  bankUnavailable: 'تعذر فتح صفحة البنك الآن. تبرعك المجدول محفوظ وينتظر التحقق من بطاقتك.',
  retryBank: 'حاول فتح صفحة البنك مرة أخرى',
  done: {
    title: 'أُعدّ تبرعك المجدول',
    close: 'تم',
  },
  statuses: {
    setup: 'بانتظار التحقق من البطاقة',
    active: 'نشط',
    paused: 'متوقف مؤقتًا',
    cancelled: 'ملغى',
  },
  schedule: {
    campaign: 'الحملة',
    pattern: 'الموعد',
    method: 'وسيلة الدفع',
    card: (label: string) => `بطاقة بنكية ${label}`,
    status: 'الحالة',
    setupNote: 'لم يُتحقق من بطاقتك بعد، فلن يُخصم شيء حتى يكتمل التحقق.',
    pause: 'إيقاف مؤقت',
    resume: 'استئناف',
    skipThis: (label: string) => `هل تريد تخطي ${label}؟`,
    changeAmount: 'تغيير المبلغ',
    // docs/decisions/027: more a night than the card was verified for waits for the bank
    raiseVerify: 'تحقّق من بطاقتك لدى البنك',
    toBank: 'جارٍ الانتقال إلى صفحة البنك للتحقق من بطاقتك للمبلغ الجديد…',
    bankUnavailable: 'تعذر فتح صفحة البنك الآن. لم يتغير مبلغ تبرعك، ويمكنك المحاولة مرة أخرى.',
    cancel: 'إلغاء التبرع المجدول',
    cancelYes: 'نعم، ألغِ التبرع',
    cancelNo: 'تراجع',
    working: 'جارٍ الحفظ…',
    done: {
      pause: 'أوقفنا تبرعك مؤقتًا، ويمكنك استئنافه متى شئت.',
      resume: 'استأنفنا تبرعك المجدول.',
      raise:
        'المبلغ الجديد أكبر من المبلغ الذي تحققنا به من بطاقتك، فلن يتغير حتى تتحقق منها لدى البنك للمبلغ الجديد. لن يُخصم شيء الآن.',
      cancel: 'ألغينا تبرعك المجدول.',
    },
    reloaded: 'عرضنا تبرعك كما هو الآن، فراجعه ثم أعد المحاولة إن أردت.',
  },
  page: {
    title: 'تبرعك المجدول',
    lead: 'من هنا تدير تبرعك دون تسجيل الدخول.',
    missingToken: 'رابط الإدارة غير مكتمل، افتحه كما وصل في الرسالة.',
    home: 'العودة إلى الرئيسية',
    // docs/decisions/027: a link lasts 30 days; a new one goes only to the schedule's own address
    expiredTitle: 'انتهت صلاحية هذا الرابط',
    renew: 'أرسل لي رابطًا جديدًا',
    renewing: 'جارٍ الإرسال…',
    renewWhere: 'يصل الرابط الجديد إلى البريد الإلكتروني الذي أعددت به هذا التبرع، لا إلى غيره.',
  },
  failed: {
    title: 'لم يكتمل التحقق من البطاقة',
    reasons: {
      declined: 'رفض البنك التحقق من البطاقة.',
      cancelled: 'أُلغي التحقق من البطاقة قبل أن يكتمل.',
      unconfirmed: 'لم يؤكد البنك التحقق من البطاقة.',
      timeout: 'لم يرد البنك في الوقت المناسب.',
      unknown: 'لم نتمكن من التحقق من بطاقتك.',
    },
    nothingCharged: 'لم يُخصم شيء من بطاقتك، ولم يبدأ تبرعك المجدول.',
    tryAgain: 'يمكنك المحاولة مرة أخرى من صفحة الحملة، ببطاقة أخرى أو بمحفظة إلكترونية.',
    // the verification of a raise (docs/decisions/027)
    raiseTitle: 'لم يكتمل التحقق من البطاقة للمبلغ الجديد',
    raiseUnchanged: 'لم يُخصم شيء من بطاقتك، ويستمر تبرعك المجدول بمبلغه السابق.',
    raiseTryAgain: 'يمكنك المحاولة مرة أخرى من رابط إدارة تبرعك في آخر رسالة وصلتك عنه.',
    campaigns: 'تصفح الحملات',
    home: 'العودة إلى الرئيسية',
  },
  mine: {
    title: 'عطائي المجدول',
    lead: 'تبرعاتك المجدولة في الليالي والأيام المباركة، تديرها من هنا.',
  },
  family: {
    title: 'العطاء في الليالي والأيام المباركة',
    lead: 'كم شخصًا اختار أن يتبرع في كل ليلة أو يوم، وما وصل من تبرعاتهم.',
    empty: 'لم يجدول أحد تبرعًا لهذه الحملة بعد.',
    names: (names: string) => `ممن أظهروا أسماءهم: ${names}`,
  },
} as const;

/** The words of one unit of a schedule: its nights, or its Fridays (days). */
export type GivingUnitText = (typeof givingMessages.units)[GivingUnit];
