/** Consent (PDPL 151/2020), the privacy notice's frame and the download of one's own data. */
export const privacyMessages = {
  consent: {
    /** the box's words; the link to /Privacy follows them */
    label: 'أوافق على سياسة الخصوصية ومعالجة بياناتي لهذا الغرض',
    link: 'اقرأ سياسة الخصوصية',
  },
  page: {
    /** the notice's version: the day it was last changed */
    version: (day: string) => `آخر تحديث لهذه السياسة: ${day}`,
  },
  dataExport: {
    button: 'تنزيل بياناتي',
    busy: 'جارٍ تجهيز ملف بياناتك…',
    hint: 'ملف بكل ما نحفظه عنك: حسابك وتبرعاتك وحملاتك ومفضلتك وموافقاتك.',
    done: 'تم تنزيل ملف بياناتك',
    failed: 'تعذّر تنزيل بياناتك الآن، من فضلك حاول مرة أخرى بعد قليل',
  },
} as const;
