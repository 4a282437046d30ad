/**
 * Sharing a campaign (PRODUCT.md §11.7): the page's share buttons and short link, the success dialog's
 * and the khatma's. Apart from the page's own words (./campaign-page): the buttons load after the
 * first paint. `campaignMessages.campaignPage` holds both.
 */
export const campaignShareMessages = {
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
} as const;
