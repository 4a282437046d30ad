import { deceasedWords, type DeceasedGender } from '@athar/contract/deceased-gender';

/**
 * Following a campaign by mail (PRODUCT.md §11.3): the «ذكّرني» form, its confirmation and unsubscribe pages.
 */
export const followMessages = {
  form: {
    title: 'ذكّرني',
    lead: (gender: DeceasedGender) =>
      `نرسل إليك رسالة في المناسبات التي تختارها، لتتذكّر ${deceasedWords.theDeceased(gender)} بالدعاء والصدقة.`,
    legend: 'ذكّرني بـ',
    anniversary: 'الذكرى السنوية للوفاة بالتقويم الهجري',
    anniversaryHint: (day: string) => `توافق ${day} من كل عام هجري`,
    ramadan: 'بداية أول رمضان بعد الوفاة',
    arafah: 'يوم عرفة من كل عام',
    friday: 'كل يوم جمعة',
    familyUpdates: 'أخبار الأسرة وتحديثاتها عن الحملة',
    email: 'بريدك الإلكتروني',
    emailHint: 'نرسل إليه رسالة تأكيد أولًا، ولا نعرضه لأحد',
    accountEmail: 'تصلك التذكيرات على البريد الإلكتروني لحسابك.',
    chooseOne: 'اختر تذكيرًا واحدًا على الأقل',
    submit: 'ذكّرني',
    update: 'حفظ اختياراتي',
    submitting: 'جارٍ الحفظ…',
    following: 'أنت تتابع هذه الحملة، ويمكنك تعديل اختياراتك هنا.',
    pendingMine: 'لم تؤكد متابعتك بعد: افتح رابط التأكيد في بريدك واضغط «تأكيد المتابعة».',
    doneConfirmed: 'تم، ستصلك التذكيرات التي اخترتها على بريدك الإلكتروني إن شاء الله.',
    donePending: 'أرسلنا إليك رسالة تأكيد، افتح الرابط الذي فيها واضغط «تأكيد المتابعة» لتبدأ التذكيرات.',
    change: 'تعديل الاختيارات',
  },
  confirm: {
    title: 'تأكيد المتابعة',
    lead: 'بالضغط على الزر تتأكد متابعة الحملة بهذا البريد، وتبدأ التذكيرات التي اختيرت في الطلب. إن لم يكن الطلب منك فأغلق الصفحة، ولن يصلك شيء.',
    action: 'تأكيد المتابعة',
    working: 'جارٍ تأكيد متابعتك…',
    doneTitle: 'تأكدت متابعتك',
    done: (title: string) =>
      title ? `ستصلك التذكيرات التي اخترتها عن حملة ${title}.` : 'ستصلك التذكيرات التي اخترتها.',
    missingToken: 'رابط التأكيد غير مكتمل، افتحه كما وصل في الرسالة',
    home: 'العودة إلى الرئيسية',
  },
  unsubscribe: {
    title: 'إيقاف التذكير',
    lead: 'بالضغط على الزر تتوقف الرسائل التي يخصّها هذا الرابط، دون حاجة إلى تسجيل الدخول.',
    action: 'إيقاف الرسائل',
    working: 'جارٍ إيقاف الرسائل…',
    doneTitle: 'أوقفنا الرسائل',
    occasions: {
      anniversary: 'تذكير الذكرى السنوية',
      ramadan: 'تذكير رمضان',
      arafah: 'تذكير يوم عرفة',
      friday: 'تذكير يوم الجمعة',
      family_update: 'رسائل أخبار الأسرة',
      all: 'كل رسائل هذه الحملة',
    },
    done: (what: string, title: string) => (title ? `أوقفنا ${what} عن حملة ${title}.` : `أوقفنا ${what}.`),
    missingToken: 'رابط الإيقاف غير مكتمل، افتحه كما وصل في الرسالة',
    home: 'العودة إلى الرئيسية',
  },
} as const;
