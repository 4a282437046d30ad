import type { ProjectDraftStatus } from '@athar/contract/charity/project-drafts';

/**
 * The charity console's project writing page (/charity/project-drafts): drafts, revisions and the
 * operators' answer (docs/decisions/037).
 */
export const projectDraftsMessages = {
  nav: 'كتابة المشاريع',
  title: 'كتابة المشاريع',
  lead: 'اكتب مشروعًا جديدًا أو عدّل مشروعًا قائمًا وأرسله إلى فريق أثر. يظهر المشروع لإنشاء الحملات بعد الموافقة، ويبقى المشروع القائم كما هو حتى يُقبل تعديله.',
  newTitle: 'مشروع جديد',
  editTitle: 'تعديل المسودة',
  listLabel: 'مسودات المشاريع وتعديلاتها',
  emptyTitle: 'لا توجد مسودات بعد',
  name: 'اسم المشروع',
  description: 'وصف المشروع',
  descriptionHint: 'ما الذي يصل إلى المستفيد، وأين، وكيف تُنفَّذ الوحدة.',
  amount: 'سعر الوحدة (بالجنيه)',
  amountHint: 'من 100 إلى 10,000,000 جنيه. لا يغيّر السعر الجديد ما تعرضه الحملات القائمة.',
  category: 'التصنيف',
  categoryPlaceholder: 'اختر التصنيف',
  kindLegend: 'نوع الصدقة',
  kind: { jariya: 'صدقة جارية (أصل دائم: بئر، مبنى، أجهزة)', sadaqa: 'صدقة' },
  zakat: 'يجوز إخراج الزكاة لهذا المشروع',
  save: 'حفظ المسودة',
  saving: 'جارٍ الحفظ…',
  picture: 'صورة المشروع',
  pictureHint: 'JPEG أو PNG أو WebP حتى 3 ميجابايت.',
  uploadPicture: 'رفع الصورة',
  uploading: 'جارٍ الرفع…',
  submit: 'إرسال للمراجعة',
  submitting: 'جارٍ الإرسال…',
  revisionOf: 'تعديل لمشروع قائم',
  liveAmount: (amount: string) => `السعر الحالي: ${amount}`,
  reviewMessage: 'ملاحظة فريق أثر',
  status: {
    draft: 'مسودة',
    pending: 'في انتظار المراجعة',
    returned: 'أعيد للتعديل',
    approved: 'مقبول',
  } satisfies Record<ProjectDraftStatus, string>,
} as const;

/** The charity's live projects on the same page: start a revision, or retire one. */
export const liveProjectsMessages = {
  title: 'مشاريع الجمعية القائمة',
  listLabel: 'مشاريع الجمعية القائمة',
  unitPrice: (amount: string) => `سعر الوحدة: ${amount}`,
  revise: 'تعديل المشروع',
  reviseTitle: 'تعديل يُرسل للمراجعة',
  close: 'إغلاق',
  retire: 'إيقاف المشروع',
  confirmRetire: 'تأكيد الإيقاف: لن يظهر لإنشاء حملات جديدة',
  retired: 'متوقف',
} as const;
