import { formatNumber } from '@athar/contract/money';

/** /TrustandSafety's monthly counts of reports and outcomes (docs/decisions/044): counts only. */
export const trustCountsMessages = {
  title: 'البلاغات والمراجعة شهرًا بشهر',
  lead: 'ننشر كل شهر ما وصلنا من بلاغات وما فعلناه بشأنها، أرقامًا فقط: لا نذكر صفحة ولا عائلة ولا من أبلغ.',
  caption: 'البلاغات والقرارات في آخر 12 شهرًا، الأحدث أولًا',
  scrollHint: 'اسحب الجدول جانبًا لترى بقية الأعمدة.',
  loading: 'جارٍ تحميل الأرقام…',
  month: 'الشهر',
  columns: {
    reports: 'بلاغات وصلتنا',
    asked_family: 'أُرسلت إلى العائلة أولًا',
    dismissed: 'أُغلقت دون إجراء',
    hidden: 'إخفاء جزء من صفحة',
    paused: 'إيقاف التبرع مؤقتًا',
    taken_down: 'إخفاء صفحة للمراجعة',
    restored: 'إعادة صفحة كما كانت',
    appeals_upheld: 'طعون أُبقي قرارها',
    appeals_granted: 'طعون قُبلت',
    median_first_look_minutes: 'الوقت الوسيط حتى أول نظرة',
  },
  /** minutes, as hours and minutes; «—» when nothing was looked at that month */
  firstLook: (minutes: number | null) => {
    if (minutes === null) return '—';
    if (minutes < 60)
      return minutes <= 1
        ? 'دقيقة'
        : minutes === 2
          ? 'دقيقتان'
          : `${formatNumber(minutes)} ${minutes <= 10 ? 'دقائق' : 'دقيقة'}`;
    const hours = Math.round(minutes / 60);
    return hours === 1
      ? 'ساعة'
      : hours === 2
        ? 'ساعتان'
        : `${formatNumber(hours)} ${hours <= 10 ? 'ساعات' : 'ساعة'}`;
  },
} as const;
