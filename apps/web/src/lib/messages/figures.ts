import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import { figuresMessages } from '@athar/contract/figures/figures-messages';
import { cashDepositMessages } from '@athar/contract/settlement/cash-deposit-messages';

/** The dashboards «الأرقام» of the operators' and the charity's consoles (issue 39). */
export const figuresConsoleMessages = {
  nav: 'الأرقام',
  title: 'الأرقام',
  operatorLead:
    'تبرعات كل الجمعيات المؤكدة يومًا بيوم وبكل وسيلة، وما سوّاه مزودو الدفع وما طابقناه، والمتبرعون والحملات، والنقد المتأخر تحصيله.',
  charityLead:
    'تبرعات الجمعية المؤكدة يومًا بيوم وبكل وسيلة، وما سوّاه مزودو الدفع وما طابقناه، والمتبرعون والحملات، والنقد المتأخر تحصيله.',
  range: {
    label: 'المدة المعروضة',
    from: 'من يوم',
    to: 'إلى يوم',
    granularity: 'العرض',
    day: 'باليوم',
    month: 'بالشهر',
    show: 'اعرض',
    charity: 'الجمعية (رقمها)',
    charityHint: 'اتركه فارغًا لكل الجمعيات',
  },
  download: 'تنزيل الأرقام (CSV)',
  downloaded: 'نُزّل ملف الأرقام',
  loading: 'جارٍ تحميل الأرقام…',
  empty: 'لا تبرعات مؤكدة ولا حملات في هذه المدة',
  cards: {
    label: 'مجاميع المدة',
    confirmed: 'التبرعات المؤكدة',
    collected: 'المحصّل',
    settled: 'المسوّى',
    reconciled: 'المطابَق',
    refunded: 'المسترد',
    donors: 'المتبرعون (مجموع الأيام)',
    campaignsCreated: 'حملات أُنشئت',
    campaignsReached: 'حملات بلغت 100 ج.م',
  },
  channels: DONATION_CHANNEL_NAMES,
  seasons: figuresMessages.seasons,
  season: (name: string, year: number) => `${name} ${year} هـ`,
  seasonsNone: 'لا يقع رمضان ولا ذو الحجة في هذه المدة',
  seasonsLabel: 'المواسم الهجرية في المدة',
  bars: {
    title: 'التبرعات المؤكدة بالوسيلة',
    description: 'أعمدة مكدسة: لكل فترة عمود، وفيه مبلغ كل وسيلة دفع بلونها؛ المواسم الهجرية مظللة.',
    table: 'الأرقام جدولًا',
  },
  lines: {
    title: 'المحصّل والمسوّى والمطابَق',
    description: 'ثلاثة خطوط عبر الفترات: المحصّل، وما سوّاه المزود، وما طابق مبلغه مبلغ التبرع.',
    table: 'الأرقام جدولًا',
  },
  table: {
    period: 'الفترة',
    season: 'الموسم',
    total: 'المجموع',
  },
  overdue: {
    title: 'نقد تأخر تحصيله أكثر من 72 ساعة',
    none: 'لا نقد متأخر الآن',
    summary: (donations: string, amount: string) => `${donations} بمبلغ ${amount}`,
    donations: cashDepositMessages.donations,
    since: (day: string) => `أقدمها منذ ${day}`,
  },
} as const;
