import { deceasedWords, isAlreadyHonoured, type DeceasedGender } from '@athar/contract/deceased-gender';
import type { SadaqaKind } from '@athar/contract/projects/labels';
import { campaignPageMessages } from './campaign-page';
import { campaignShareMessages } from './campaign-share';
import { campaignStepsMessages } from './campaign-steps';

/**
 * The gift's name by the project's honest label (docs/decisions/018): صدقة جارية only for a lasting asset.
 */
const sadaqaName: Record<SadaqaKind, string> = { jariya: 'صدقة جارية', sadaqa: 'صدقة' };

/**
 * Starting a campaign, its page and its printable condolence card. Texts about the deceased take
 * their gender (docs/decisions/013). The steps and the page are modules of their own, which the
 * campaign page's first chunk imports alone.
 */
export const campaignMessages = {
  campaignSteps: campaignStepsMessages,
  campaignPage: { ...campaignPageMessages, ...campaignShareMessages },
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
