import { byGender, deceasedWords, type DeceasedGender } from '@athar/contract/deceased-gender';
import { countWords } from '@athar/contract/plural';

/**
 * A campaign's page (PRODUCT.md §2 Campaign donation page): its own module, so the page's chunk
 * carries these words and not the rest of `campaignMessages` (the creation steps, the condolence card).
 * Texts about the deceased take their gender (docs/decisions/013), written out through `byGender`.
 */
export const campaignPageMessages = {
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
  condolenceCard: 'اطبع بطاقة العزاء',
  progressTitle: 'ما جُمع للحملة',
  progressLabel: 'نسبة ما جُمع من الهدف',
  /** before the first unit is complete, that unit is the goal */
  ofTarget: (target: string) => `جُمعت من هدف ${target}`,
  /** past it, the project's price is a unit's, not a goal the total is set against */
  unitPrice: (price: string, units: number) =>
    `سعر الوحدة ${price} · ${countWords.unitsCompletedSentence(units)}`,
  nextUnit: (collected: string, price: string) => `الوحدة التالية: جُمع ${collected} من ${price}`,
  nextUnitLabel: 'ما جُمع للوحدة التالية',
  donorsLabel: 'المتبرعون',
  unitsLabel: 'وحدات المشروع',
  donors: countWords.donors,
  units: countWords.unitsCompleted,
  /** accounts carry no gender: a wording that fits a man and a woman alike */
  createdBy: (name: string) => `من إنشاء: ${name}`,
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
  /** near the top, while a khatma is open: the khatma is the page's last block (khatma-notice.tsx) */
  khatmaNotice: {
    text: 'فتحت الأسرة ختمة للقرآن الكريم: احجز جزءًا منها لتقرأه.',
    link: 'اذهب إلى الختمة',
  },
} as const;
