import type { GivingUnit } from '../hijri/giving-occasions';

/** The Arabic messages of scheduled giving's calls (docs/decisions/020). */
export const givingMessages = {
  patternInvalid: 'اختر متى تريد أن تتبرع.',
  typeInvalid: 'اختر وسيلة الدفع: بطاقة بنكية أو محفظة إلكترونية أو رمز دفع.',
  // the amount is read before the pattern is known: the words fit a night and a day alike
  amountInvalid: 'أدخل مبلغ كل تبرع بالأرقام.',
  amountWhole: 'أدخل مبلغ كل تبرع بالجنيه دون كسور.',
  amountMin: 'أقل مبلغ لكل تبرع ١٠٠ جنيه.',
  amountMax: 'أكثر مبلغ لكل تبرع ١٠٠٬٠٠٠ جنيه.',
  dayInvalid: 'التاريخ غير صحيح.',
  actionInvalid: 'هذا الطلب غير معروف.',
  // setting a schedule up (POST /api/giving-schedules and its preview)
  endsOnRequired: 'اختر آخر يوم تريد أن تتبرع فيه كل أسبوع.',
  endsOnTooFar: 'يمكن أن يمتد التبرع كل أسبوع سنة واحدة على الأكثر، فاختر تاريخًا أقرب.',
  noFridays: 'لا يوجد يوم جمعة بين اليوم والتاريخ الذي اخترته.',
  noFridayEves: 'لا توجد ليلة جمعة (مساء خميس) بين اليوم والتاريخ الذي اخترته.',
  noAnniversary: 'لا يمكن التبرع في ذكرى الوفاة لأن تاريخ الوفاة غير مسجل في هذه الحملة.',
  noNights: 'لا توجد ليلة قادمة لهذا الاختيار.',
  phoneRequired: 'أدخل رقم هاتف محمول مصري لتصلك روابط الدفع برسالة نصية في موعد كل تبرع.',
  limited: 'طلبات كثيرة لجدولة التبرع، من فضلك حاول مرة أخرى بعد قليل.',
  created: 'أُعدّ تبرعك المجدول، وستصلك رسالة بتفاصيله.',
  cardSetup: 'أكمل التحقق من بطاقتك البنكية ليبدأ تبرعك المجدول.',
  // the donor's self-service (signed link, /MyDonations) and the family's counts (H3)
  scheduleNotFound: 'لم نجد هذا التبرع المجدول، أو أن الرابط غير صحيح.',
  versionStale: 'تغيّر هذا الجدول منذ فتحت الصفحة، فراجع حالته الآن ثم أعد المحاولة.',
  cancelledFinal: 'أُلغي هذا التبرع المجدول، ولا يمكن تغييره بعد الإلغاء.',
  notStarted: 'لم يبدأ هذا التبرع المجدول بعد، فأكمل التحقق من بطاقتك البنكية أولًا.',
  paused: 'أُوقف تبرعك المجدول مؤقتًا، ولن يُخصم شيء حتى تستأنفه.',
  resumed: 'استُؤنف تبرعك المجدول.',
  cancelled: 'أُلغي تبرعك المجدول، ولن يُخصم شيء بعد الآن.',
  manageLimited: 'طلبات كثيرة على هذا الرابط، من فضلك حاول مرة أخرى بعد قليل.',
  // issue 34 (docs/decisions/027): links that expire, and a raise the bank verifies first
  linkExpired:
    'انتهت صلاحية رابط الإدارة هذا. اطلب رابطًا جديدًا يصلك على البريد الإلكتروني الذي أعددت به هذا التبرع المجدول.',
  linkRenewed: 'أرسلنا رابطًا جديدًا إلى البريد الإلكتروني الذي أعددت به هذا التبرع المجدول.',
  renewLimited: 'أرسلنا رابطًا جديدًا قبل قليل، فانتظر وصوله أو حاول مرة أخرى بعد ساعة.',
  raiseNeedsVerification:
    'المبلغ الجديد أكبر من المبلغ الذي تحققنا به من بطاقتك، فلن يتغير حتى تتحقق من بطاقتك لدى البنك للمبلغ الجديد. لن يُخصم شيء الآن.',
} as const;

/**
 * What an action on one of a schedule's nights — or days, a Friday being a day (docs/decisions/030) —
 * answers, in the words of the schedule's unit (contract hijri/giving-nights.ts patternUnit).
 */
export const givingUnitMessages = {
  night: {
    notInSchedule: 'هذه الليلة ليست من ليالي هذا التبرع المجدول.',
    passed: 'مضت هذه الليلة، فلا يمكن تخطيها.',
    taken: 'بدأ تنفيذ تبرع هذه الليلة بالفعل، فلا يمكن تخطيها.',
    skipped: 'تُخطّيت هذه الليلة، ولن يُخصم فيها شيء.',
    amountChanged: 'غُيّر مبلغ كل ليلة، ويسري على الليالي القادمة.',
  },
  day: {
    notInSchedule: 'هذا اليوم ليس من أيام هذا التبرع المجدول.',
    passed: 'مضى هذا اليوم، فلا يمكن تخطيه.',
    taken: 'بدأ تنفيذ تبرع هذا اليوم بالفعل، فلا يمكن تخطيه.',
    skipped: 'تُخطّي هذا اليوم، ولن يُخصم فيه شيء.',
    amountChanged: 'غُيّر مبلغ كل يوم، ويسري على الأيام القادمة.',
  },
} as const satisfies Record<GivingUnit, Record<string, string>>;
