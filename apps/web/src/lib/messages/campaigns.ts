import {
  byGender,
  deceasedWords,
  isAlreadyHonoured,
  type DeceasedGender,
} from '@athar/contract/deceased-gender';
import { countWords } from '@athar/contract/plural';
import type { SadaqaKind } from '@athar/contract/projects/labels';

/**
 * The gift's name by the project's honest label (docs/decisions/018): صدقة جارية only for a lasting asset.
 */
const sadaqaName: Record<SadaqaKind, string> = { jariya: 'صدقة جارية', sadaqa: 'صدقة' };

/**
 * Starting a campaign, its page and its printable condolence card. Texts about the deceased take
 * their gender (docs/decisions/013) and are written out in both forms through `byGender`.
 */
export const campaignMessages = {
  campaignSteps: {
    label: 'خطوات إنشاء الحملة',
    steps: ['اختر المشروع', 'أنشئ الحملة', 'انشرها على نطاق واسع'],
    stepOf: (step: number) => `الخطوة ${step} من 3`,
  },
  campaignPage: {
    /** the tab title, as the server's HTML shell writes it (apps/api/src/lib/app-shell.ts) */
    tabTitle: (deceasedName: string) => `في ذكرى ${deceasedName}`,
    breadcrumbLabel: 'مسار التنقل',
    breadcrumbHome: 'الرئيسية',
    breadcrumbDiscover: 'اكتشف الحملات',
    imageAlt: (title: string) => `صورة حملة ${title}`,
    createdOn: (date: string) => `أُنشئت في ${date}`,
    /** under the deceased's name */
    mercy: (gender: DeceasedGender) => deceasedWords.mercy(gender),
    hiddenNotice:
      'لن تظهر هذه الحملة في قوائم الموقع حتى تصل تبرعاتها المؤكدة إلى 100 جنيه، لكن رابطها ورمزها يعملان من الآن: شاركهما مع الأهل والأحباب.',
    projectLabel: 'المشروع:',
    more: 'المزيد',
    unitCost: (amount: string) => `تكلفة الوحدة الواحدة: ${amount}`,
    byCharity: (ngo: string) => `تنفّذه ${ngo}`,
    shareLabel: 'مشاركة الحملة',
    /**
     * The share buttons' labels (PRODUCT.md §11.7). The messages themselves are in the contract
     * (@athar/contract/remembrance/whatsapp-texts), shared with the mails.
     */
    share: {
      whatsapp: 'أرسل على واتساب',
      /** said by screen readers after the button's text: it leaves the site */
      opensWhatsapp: '(يفتح واتساب)',
      momentLabel: 'المناسبة',
      moments: {
        condolence: 'العزاء',
        anniversary: 'الذكرى السنوية',
        ramadan: 'رمضان',
        arafah: 'يوم عرفة',
        friday: 'يوم الجمعة',
        thanks: 'بعد التبرع',
        khatma: 'ختمة القرآن',
      },
      preview: 'نص الرسالة',
    },
    shortLinkLabel: 'رابط الحملة المختصر',
    copyLink: 'نسخ الرابط',
    linkCopied: 'تم نسخ رابط الحملة',
    copyFailed: (link: string) => `تعذّر النسخ، انسخ الرابط يدويًا: ${link}`,
    whatsapp: 'واتساب',
    facebook: 'فيسبوك',
    nativeShare: 'مشاركة…',
    condolenceCard: 'اطبع بطاقة العزاء',
    progressTitle: 'ما جُمع للحملة',
    progressLabel: 'نسبة ما جُمع من الهدف',
    ofTarget: (target: string) => `جُمعت من هدف ${target}`,
    donorsLabel: 'المتبرعون',
    unitsLabel: 'وحدات المشروع',
    donors: countWords.donors,
    units: countWords.unitsCompleted,
    createdBy: (name: string) => `أنشأ الحملة: ${name}`,
    smsTitle: 'تبرّع برسالة نصية',
    smsText: (shortNumber: string, amount: number) =>
      `أرسل رسالة فيها الرمز التالي إلى الرقم ${shortNumber}، وقيمة كل رسالة ${amount} جنيهات تُضاف إلى الحملة.`,
    donorsTitle: 'المتبرعون',
    noDonations: (gender: DeceasedGender) =>
      byGender(gender, {
        male: 'لا توجد تبرعات بعد. كن أول من يترك أثرًا في ذكراه.',
        female: 'لا توجد تبرعات بعد. كن أول من يترك أثرًا في ذكراها.',
      }),
    /** the creator's edit of the deceased's details (PATCH /api/campaigns/{campid}) */
    edit: {
      open: 'تعديل بيانات الحملة',
      title: (gender: DeceasedGender) =>
        byGender(gender, { male: 'تعديل بيانات الفقيد', female: 'تعديل بيانات الفقيدة' }),
      save: 'حفظ التعديلات',
      saving: 'جارٍ الحفظ…',
      cancel: 'إلغاء',
    },
    loadMore: 'عرض المزيد',
  },
  condolenceCard: {
    print: 'اطبع البطاقة',
    back: 'العودة إلى صفحة الحملة',
    /** above the name: «… في ذكرى المرحومة», or «… في ذكرى» when the family's title already says it */
    inMemory: (title: string, gender: DeceasedGender, kind: SadaqaKind) =>
      isAlreadyHonoured(title)
        ? `${sadaqaName[kind]} في ذكرى`
        : `${sadaqaName[kind]} في ذكرى ${deceasedWords.theLate(gender)}`,
    /** under the name */
    mercy: (gender: DeceasedGender) => deceasedWords.mercy(gender),
    /** quoted with its source, wherever it is quoted (messages.test.ts checks) */
    hadith: '«إذا مات ابن آدم انقطع عمله إلا من ثلاث: صدقة جارية، أو علم يُنتفع به، أو ولد صالح يدعو له»',
    hadithSource: '(رواه مسلم)',
    /** the card's closing prayer for the deceased */
    prayer: (gender: DeceasedGender) => deceasedWords.prayer(gender),
    qrLabel: (link: string) => `رمز QR يفتح صفحة الحملة: ${link}`,
    scan: (project: string) => `امسح الرمز وتبرّع لمشروع ${project}`,
    sms: (shortNumber: string, amount: number) =>
      `أو أرسل رسالة (${amount} جنيهات) إلى ${shortNumber} بالرمز`,
  },
  /** /ChooseCampaign: step 1 of 3 (PRODUCT.md §2 Choose campaign). */
  chooseCampaign: {
    lead: 'اختر مشروع الخير الذي تُهدى صدقته الجارية إلى روح من تحب، ثم أكمل بيانات الحملة.',
    viewsLabel: 'طريقة عرض المشاريع',
    byCategory: 'حسب المجال',
    showAll: 'عرض الكل',
    categoriesLabel: 'مجالات المشاريع',
    emptyTitle: 'لا توجد مشاريع في هذا المجال بعد',
    emptyText: 'اختر مجالًا آخر، أو اعرض كل المشاريع.',
    allEmptyTitle: 'لا توجد مشاريع بعد',
    choose: (name: string) => `أنشئ حملة لمشروع ${name}`,
  },
  /** /CreateCampaign: step 2 of 3 (PRODUCT.md §2 Create campaign). */
  createCampaign: {
    lead: 'اكتب بيانات الفقيد وبياناتك، ثم اضغط «التالي» لإنشاء الحملة.',
    projectLabel: 'المشروع',
    ngoLabel: 'الجمعية',
    targetLabel: 'هدف الحملة',
    deceasedTitle: 'بيانات الفقيد',
    creatorTitle: 'بياناتك',
    guestNote: 'سننشئ لك حسابًا بهذه البيانات لتتابع حملتك.',
    deceasedName: 'اسم الفقيد',
    /** asked, never assumed (docs/decisions/013): the texts about the deceased follow it */
    gender: {
      legend: 'ذكر أم أنثى؟',
      hint: 'لنكتب «رحمه الله» أو «رحمها الله» كما ينبغي.',
      male: 'ذكر',
      female: 'أنثى',
    },
    description: 'نبذة قصيرة',
    descriptionHint: 'كلمات من القلب أو دعاء، 1000 حرف على الأكثر',
    image: 'صورة الفقيد',
    imageHint: 'اختيارية، أقل من 3 ميجابايت (JPG أو PNG أو WebP أو GIF أو AVIF)',
    chooseImage: 'اختر صورة',
    changeImage: 'غيّر الصورة',
    removeImage: 'احذف الصورة',
    imagePreviewAlt: 'معاينة الصورة المختارة',
    phone: 'رقم هاتفك',
    previous: 'السابق',
    next: 'التالي',
    submitting: 'جارٍ إنشاء الحملة…',
    successTitle: 'تم إنشاء الحملة بنجاح',
    successText:
      'لن تظهر الحملة في قوائم الموقع حتى يصل إجمالي التبرعات المؤكدة إلى 100 جنيه، لكن رابطها يعمل من الآن: شاركه مع الأهل والأحباب.',
    termsLead: 'بإنشائك الحملة أنت توافق على',
    termsLink: 'الشروط والأحكام',
    goToCampaign: 'التالي: صفحة الحملة',
    existingAccount: {
      title: 'لديك حساب بهذا البريد الإلكتروني',
      text: 'أدخل كلمة مرور حسابك لتسجّل الدخول وتكمل إنشاء الحملة، وسيبقى ما كتبته كما هو.',
      password: 'كلمة مرور حسابك',
      submit: 'سجّل الدخول وأنشئ الحملة',
      submitting: 'جارٍ تسجيل الدخول…',
      forgot: 'نسيت كلمة المرور؟',
    },
  },
} as const;
