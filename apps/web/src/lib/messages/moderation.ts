/**
 * Moderation on the campaign page's first screen (docs/decisions/033): its menu's «إبلاغ», donations
 * paused, the page under review; and the charity's marked cash collection. The report form's and the
 * family's words are in reports.ts, loaded with them. Never a word that accuses.
 */
export const moderationMessages = {
  menu: {
    open: 'المزيد',
    label: 'خيارات الصفحة',
    report: 'إبلاغ',
  },
  paused: {
    title: 'التبرع متوقف مؤقتًا للمراجعة',
    reason: 'يراجع فريق أثر هذه الصفحة الآن. تبقى الصفحة ظاهرة، ويعود التبرع حين تنتهي المراجعة.',
    channels: 'لا تُقبل التبرعات الآن بأي وسيلة، ومنها الرسائل النصية.',
    lead: 'لا يمكن التبرع لهذه الحملة الآن.',
    donate: 'التبرع متوقف مؤقتًا',
  },
  underReview: {
    title: 'هذه الصفحة قيد المراجعة',
    text: 'يراجع فريق أثر هذه الصفحة الآن، وتعود حين تنتهي المراجعة بإذن الله.',
    discover: 'تصفّح حملات أخرى',
    familyNotice: 'هذه الصفحة محجوبة عن الزوار حتى تنتهي المراجعة؛ وصلتكم رسالة بالسبب.',
  },
  /** the charity's cash queue: a pending collection of a campaign under review stays, marked */
  cashQueue: 'الحملة قيد المراجعة لدى أثر والتبرع لها متوقف مؤقتًا؛ القرار في هذا التحصيل لكم.',
} as const;
