/** The charity console's page editor (/charity/page): description, logo and name (docs/decisions/037). */
export const charityPageMessages = {
  nav: 'صفحة الجمعية',
  title: 'صفحة الجمعية',
  lead: 'التعريف والشعار يتغيران فورًا ويُسجَّلان في سجل النشاط. تغيير اسم الجمعية يراجعه فريق أثر قبل أن يظهر.',
  description: 'تعريف الجمعية',
  saveDescription: 'حفظ التعريف',
  logo: 'شعار الجمعية',
  logoHint: 'JPEG أو PNG أو WebP حتى 3 ميجابايت، ويُعرض مربعًا.',
  uploadLogo: 'رفع الشعار',
  uploading: 'جارٍ الرفع…',
  saving: 'جارٍ الحفظ…',
  currentName: (name: string) => `الاسم الظاهر الآن: ${name}`,
  newName: 'الاسم الجديد',
  proposeName: 'إرسال الاسم للموافقة',
  pendingName: (name: string) => `في انتظار موافقة فريق أثر: ${name}`,
  refusedName: (name: string) => `رُفض الاسم «${name}»`,
} as const;
