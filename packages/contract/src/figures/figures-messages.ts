/** Arabic answers of the dashboards' calls (issue 39). Free of zod: the web reads them too. */
export const figuresMessages = {
  fromInvalid: 'اكتب يوم البداية بالصيغة 2026-11-01',
  toInvalid: 'اكتب يوم النهاية بالصيغة 2026-11-30',
  granularityInvalid: 'اختر العرض باليوم أو بالشهر',
  rangeReversed: 'يوم البداية بعد يوم النهاية',
  rangeTooLong: (days: number) => `أطول مدة تُعرض ${days} يومًا`,
  charityInvalid: 'رقم الجمعية غير صحيح',
  charityNotFound: 'هذه الجمعية غير موجودة',
  seasons: { ramadan: 'رمضان', dhu_al_hijjah: 'ذو الحجة' },
  /** the CSV's columns, after the channels' own (count and amount of each) */
  csv: {
    period: 'الفترة',
    season: 'الموسم الهجري',
    channelCount: (channel: string) => `${channel} (عدد)`,
    channelAmount: (channel: string) => `${channel} (ج.م)`,
    confirmedCount: 'عدد التبرعات المؤكدة',
    collected: 'المحصّل (ج.م)',
    settled: 'المسوّى (ج.م)',
    reconciled: 'المطابَق (ج.م)',
    refundedCount: 'عدد المستردة',
    refunded: 'المسترد (ج.م)',
    donors: 'المتبرعون',
    campaignsCreated: 'حملات أُنشئت',
    campaignsReached: 'حملات بلغت 100 ج.م',
    total: 'المجموع',
  },
} as const;
