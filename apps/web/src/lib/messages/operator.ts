import { CASH_CONTACT_HOURS } from '@athar/contract/constants';
import type { AuditActorKind } from '@athar/contract/operator/audit';
import { operatorMessages } from '@athar/contract/operator/messages';
import { operatorRoleNames, type OperatorRole } from '@athar/contract/operator/roles';
import { PERMIT_WARNING_DAYS } from '@athar/contract/operator/overview';
import { countText } from '@athar/contract/plural';

/**
 * The operators' console (/operator, issue 36): its login with a second factor, the first screen, the
 * audit log and the operators. What the server answers is said in its own words (operatorMessages).
 */
export const operatorConsoleMessages = {
  console: 'لوحة المشغّلين',
  /** the tab's title of each screen */
  pages: {
    login: 'دخول المشغّلين',
    enrol: 'تفعيل التحقق بخطوتين',
    verify: 'رمز التحقق',
    overview: 'النظرة العامة',
    audit: 'سجل التدقيق',
    operators: 'المشغّلون',
    notFound: 'الصفحة غير موجودة',
  },
  /** an operator's duties in words, as the header and the operators' list say them */
  duties: (roles: readonly OperatorRole[]) => roles.map((role) => operatorRoleNames[role]).join('، '),
  checking: 'جارٍ التحقق من الجلسة…',
  checkFailed: 'تعذّر التحقق من جلستك',
  retry: 'إعادة المحاولة',
  header: {
    operatorLabel: 'المشغّل',
    dutiesLabel: 'المهام',
    logout: 'تسجيل الخروج',
  },
  nav: {
    label: 'أقسام لوحة المشغّلين',
    overview: 'النظرة العامة',
    audit: 'سجل التدقيق',
    operators: 'المشغّلون',
  },
  login: {
    title: 'دخول المشغّلين',
    lead: 'لوحة تشغيل أثر. بعد كلمة المرور يُطلب رمز من تطبيق المصادقة على هاتفك.',
    submit: 'متابعة',
    submitting: 'جارٍ التحقق…',
  },
  code: {
    label: 'رمز التحقق',
    hint: 'ستة أرقام من تطبيق المصادقة',
  },
  verify: {
    title: 'أدخل رمز التحقق',
    lead: 'افتح تطبيق المصادقة على هاتفك واكتب الرمز المكوّن من ستة أرقام الظاهر لحساب أثر.',
    recoveryLead: 'فقدت هاتفك؟ اكتب أحد رموز الاسترداد العشرة التي حفظتها عند تفعيل التحقق بخطوتين.',
    submit: 'دخول',
    submitting: 'جارٍ التحقق…',
    useRecovery: 'استخدم رمز استرداد',
    useApp: 'استخدم رمز تطبيق المصادقة',
    recoveryLabel: 'رمز الاسترداد',
    recoveryHint: 'عشرة أحرف وأرقام مثل abcde-fghij، ويصلح كل رمز مرة واحدة',
    otherAccount: 'الدخول بحساب آخر',
  },
  enrol: {
    title: 'فعّل التحقق بخطوتين',
    lead: 'يلزم حساب كل مشغّل رمزٌ من تطبيق مصادقة على هاتفه مع كلمة المرور. فعّله مرة واحدة الآن:',
    steps: [
      'ثبّت تطبيق مصادقة على هاتفك، مثل Google Authenticator أو Microsoft Authenticator.',
      'امسح رمز QR بالتطبيق، أو اكتب فيه المفتاح يدويًا.',
      'اكتب الرمز المكوّن من ستة أرقام الذي يظهر في التطبيق.',
    ],
    preparing: 'جارٍ تجهيز رمز QR…',
    qrAlt: 'رمز QR يضيف حسابك في أثر إلى تطبيق المصادقة',
    openApp: 'أو افتحه في تطبيق المصادقة على هذا الجهاز',
    secretLabel: 'المفتاح للإدخال اليدوي',
    copySecret: 'انسخ المفتاح',
    secretCopied: 'نُسخ المفتاح',
    copyFailed: 'تعذّر النسخ؛ اكتب المفتاح يدويًا',
    submit: 'تفعيل',
    submitting: 'جارٍ التفعيل…',
  },
  recovery: {
    title: 'رموز الاسترداد',
    lead: 'إن فقدت هاتفك يفتح لك كل رمز منها حسابك مرة واحدة. انسخها أو نزّلها كملف واحفظها بعيدًا عن هاتفك: لن تظهر هنا مرة أخرى.',
    listLabel: 'رموز الاسترداد العشرة',
    copy: 'انسخ',
    copied: 'نُسخت الرموز',
    copyFailed: 'تعذّر النسخ؛ نزّل الرموز كملف أو اكتبها',
    download: 'نزّل كملف',
    fileName: 'athar-recovery-codes.txt',
    fileHeading: (email: string) => `رموز الاسترداد لحساب أثر ${email} — يصلح كل رمز مرة واحدة`,
    saved: 'حفظت الرموز',
    continue: 'متابعة إلى اللوحة',
  },
  stepUp: {
    title: 'تأكيد برمز التحقق',
    lead: operatorMessages.stepUpNeeded,
    submit: 'تأكيد',
    submitting: 'جارٍ التحقق…',
    cancel: 'إلغاء',
  },
  overview: {
    greeting: (name: string) => `مرحبًا، ${name}`,
    lead: 'ما يحتاج انتباه فريق التشغيل اليوم.',
    expiring: {
      title: `تصاريح تنتهي خلال ${PERMIT_WARNING_DAYS} يومًا`,
      empty: `لا ينتهي أي تصريح سارٍ خلال ${PERMIT_WARNING_DAYS} يومًا`,
      permit: (number: string) => `تصريح رقم ${number}`,
      endsOn: (day: string) => `آخر يوم فيه ${day}`,
    },
    withoutPermit: {
      title: 'جمعيات بلا تصريح سارٍ اليوم',
      empty: 'لكل جمعية تصريح سارٍ اليوم',
      note: 'لا تقبل حملاتها التبرعات حتى يُسجَّل تصريح جديد.',
    },
    overdueCash: {
      title: `تبرعات نقدية لم تُحصَّل خلال ${CASH_CONTACT_HOURS} ساعة`,
      empty: 'لا توجد تبرعات نقدية متأخرة التحصيل',
      count: (count: number) =>
        countText(count, {
          zero: 'لا توجد تبرعات متأخرة',
          one: 'تبرع واحد متأخر',
          two: 'تبرعان متأخران',
          few: (n) => `${n} تبرعات متأخرة`,
          many: (n) => `${n} تبرعًا متأخرًا`,
          other: (n) => `${n} تبرع متأخر`,
        }),
      oldest: (at: string) => `أقدمها منذ ${at}`,
    },
  },
  audit: {
    title: 'سجل التدقيق',
    lead: 'كل ما فعله المشغّلون والموظفون والمستخدمون والنظام، الأحدث أولًا. لا يُعدَّل السجل ولا يُحذف منه شيء.',
    filters: {
      label: 'تصفية السجل',
      actorKind: 'نوع الفاعل',
      allKinds: 'كل الأنواع',
      actorId: 'رقم الفاعل',
      action: 'الإجراء',
      actionHint: 'اسم الإجراء أو بدايته، مثل operator.login',
      objectKind: 'نوع الموضوع',
      objectId: 'رقم الموضوع',
      from: 'من يوم',
      to: 'إلى يوم',
      apply: 'اعرض',
      clear: 'مسح التصفية',
    },
    actorKinds: {
      operator: 'مشغّل',
      staff: 'موظف جمعية',
      user: 'مستخدم',
      system: 'النظام',
      command: 'أمر موقّع',
      anonymous: 'غير معروف',
    } satisfies Record<AuditActorKind, string>,
    tableLabel: 'قيود سجل التدقيق، الأحدث أولًا',
    columns: {
      at: 'الوقت',
      actor: 'الفاعل',
      action: 'الإجراء',
      object: 'الموضوع',
      changes: 'التغييرات',
      origin: 'العنوان',
    },
    actorId: (id: number) => `رقم ${id}`,
    /** a changed field, written left to right as its names and values are */
    change: (field: string, before: string, after: string) => `${field}: ${before} → ${after}`,
    none: '—',
    empty: 'لا توجد قيود بهذه التصفية',
    emptyText: 'غيّر التصفية أو وسّع المدة.',
    more: 'المزيد',
    export: 'تصدير CSV',
    exporting: 'جارٍ التصدير…',
    exportHint: 'ملف بكل القيود المطابقة للتصفية الحالية؛ يُطلب رمز تحقق جديد قبل التنزيل.',
    exported: 'تم تنزيل السجل',
    fileName: 'athar-audit.csv',
  },
  operators: {
    title: 'المشغّلون',
    lead: 'حسابات فريق التشغيل ومهامها وحالة التحقق بخطوتين.',
    listLabel: 'حسابات المشغّلين',
    you: 'حسابك',
    duties: 'المهام',
    factor: 'التحقق بخطوتين',
    enrolled: 'مفعّل',
    notEnrolled: 'غير مفعّل: يفعّله صاحب الحساب عند دخوله التالي',
    recoveryLeft: 'رموز الاسترداد المتبقية',
    recoveryCount: (count: number) =>
      countText(count, {
        zero: 'لم يبقَ أي رمز',
        one: 'رمز واحد',
        two: 'رمزان',
        few: (n) => `${n} رموز`,
        many: (n) => `${n} رمزًا`,
        other: (n) => `${n} رمز`,
      }),
    reset: 'إعادة ضبط التحقق بخطوتين',
    resetLabel: (name: string) => `إعادة ضبط التحقق بخطوتين لحساب ${name}`,
    confirmTitle: 'إعادة ضبط التحقق بخطوتين',
    confirmText: (name: string) =>
      `حساب ${name}: يُطلب تفعيل التحقق بخطوتين من جديد عند الدخول التالي، وتنتهي جلسات الحساب المفتوحة الآن، وتبطل رموز استرداده.`,
    confirm: 'أعِد الضبط',
    resetting: 'جارٍ إعادة الضبط…',
    cancel: 'إلغاء',
    empty: 'لا يوجد مشغّلون',
  },
  noPermission: {
    text: operatorMessages.roleMissing,
    back: 'العودة إلى النظرة العامة',
  },
  notFound: {
    text: 'لا توجد صفحة بهذا العنوان في لوحة المشغّلين.',
    back: 'العودة إلى النظرة العامة',
  },
} as const;
