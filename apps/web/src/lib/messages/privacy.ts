/** Consent (PDPL 151/2020), the privacy notice's frame and the download of one's own data. */
export const privacyMessages = {
  /** the unticked box of something extra: a follow, a guest's dua, a schedule's mails and texts */
  consent: {
    /** the box's words; the link to /Privacy follows them */
    label: 'أوافق على سياسة الخصوصية ومعالجة بياناتي لهذا الغرض',
    link: 'اقرأ سياسة الخصوصية',
  },
  /**
   * The line under the button of a form whose sending is the request itself (docs/decisions/025): it
   * names the button in its own words, e.g. «بالضغط على «تأكيد التبرع» تُعالَج بياناتك لتنفيذ تبرعك
   * وفق سياسة الخصوصية.», the last words a link to /Privacy.
   */
  processing: {
    lead: (button: string, purpose: string) => `بالضغط على «${button}» تُعالَج بياناتك ${purpose} وفق`,
    link: 'سياسة الخصوصية',
    purposes: {
      donation: 'لتنفيذ تبرعك',
      registration: 'لإنشاء حسابك',
      campaign: 'لإنشاء الحملة',
      /** a guest's press makes the account and then the campaign */
      guestCampaign: 'لإنشاء حسابك والحملة',
    },
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
