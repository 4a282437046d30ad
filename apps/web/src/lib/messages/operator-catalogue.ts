import { formatEgp } from '@athar/contract/money';

/** The operators' «الكتالوج» page (/operator/catalogue): projects and charity names to review (docs/decisions/037). */
export const operatorCatalogueMessages = {
  nav: 'الكتالوج',
  title: 'الكتالوج: مشاريع وأسماء الجمعيات',
  lead: 'مشاريع كتبتها الجمعيات وتنتظر الموافقة قبل أن تظهر لإنشاء الحملات، وأسماء جديدة طلبتها جمعيات لصفحاتها. كل قرار يُسجَّل في سجل التدقيق.',
  projectsTitle: 'مشاريع في انتظار المراجعة',
  projectsLabel: 'المشاريع المنتظرة، الأحدث أولًا',
  projectsEmpty: 'لا توجد مشاريع تنتظر المراجعة',
  namesTitle: 'أسماء جمعيات في انتظار الموافقة',
  namesLabel: 'طلبات تغيير الاسم، الأحدث أولًا',
  namesEmpty: 'لا توجد طلبات تغيير اسم',
  more: 'المزيد',
  unitPrice: (egp: number) => `سعر الوحدة: ${formatEgp(egp)}`,
  livePrice: (egp: number) => `تعديل لمشروع قائم، سعره الحالي ${formatEgp(egp)}`,
  newProject: 'مشروع جديد',
  kind: { jariya: 'صدقة جارية', sadaqa: 'صدقة' },
  zakat: 'يجوز إخراج الزكاة له',
  approve: 'وافق',
  approving: 'جارٍ الحفظ…',
  returnLabel: 'ملاحظة للجمعية (ما يجب تعديله)',
  sendBack: 'أعده للتعديل',
  renaming: (from: string, to: string) => `${from} ← ${to}`,
  refuseLabel: 'سبب الرفض',
  refuse: 'ارفض',
} as const;

/** The categories' section of «الكتالوج». */
export const categoriesConsoleMessages = {
  title: 'التصنيفات',
  listLabel: 'التصنيفات بترتيب ظهورها',
  empty: 'لا توجد تصنيفات',
  name: 'اسم التصنيف',
  order: 'الترتيب',
  picture: 'صورة التصنيف',
  projects: (count: number) => `مشاريع قائمة: ${count}`,
  retired: 'متوقف',
  save: 'حفظ',
  saving: 'جارٍ الحفظ…',
  add: 'إضافة تصنيف',
  addTitle: 'تصنيف جديد',
  newPicture: 'صورة جديدة للتصنيف',
  changePicture: 'تغيير الصورة',
  pictureMissing: 'اختر صورة أولًا',
  retire: 'إيقاف التصنيف',
  confirmRetire: 'تأكيد الإيقاف (تبقى مشاريعه عليه)',
} as const;
