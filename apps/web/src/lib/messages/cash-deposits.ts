import { cashDepositMessages } from '@athar/contract/settlement/cash-deposit-messages';

/** The charity console's cash deposits page and the operators' overdue cash (issue 39). */
export const cashDepositConsoleMessages = {
  nav: 'إيداعات النقد',
  title: 'إيداعات النقد في البنك',
  lead: 'سجّل كل إيداع للنقد الذي حصّله مندوبو الجمعية: المبلغ ويومه ومرجع البنك وصورة الإيصال، والتبرعات التي يحملها. يجب أن يساوي مجموعها مبلغ الإيداع.',
  form: {
    title: 'إيداع جديد',
    donations: 'التبرعات النقدية المحصّلة ولم تُودَع بعد',
    none: 'لا تبرعات نقدية محصّلة تنتظر الإيداع',
    donation: (id: number) => `التبرع رقم ${id}`,
    collectedBy: (name: string | null) => (name ? `حصّله ${name}` : 'سُجّل تحصيله من سطر الأوامر'),
    chosen: (count: number, sum: string) =>
      count === 0
        ? 'لم تختر أي تبرع بعد'
        : `المختار: ${cashDepositMessages.donations(count)} · المجموع ${sum}`,
    amount: 'مبلغ الإيداع (ج.م)',
    amountHint: 'كما في إيصال البنك، مثل 350 أو 350.50',
    amountInvalid: 'اكتب المبلغ بالجنيه، وبعد العلامة قرشان على الأكثر',
    day: 'يوم الإيداع',
    reference: 'مرجع البنك',
    slip: 'صورة إيصال الإيداع',
    slipHint: 'صورة JPEG أو PNG أو WebP حتى 3 ميجابايت',
    submit: 'تسجيل الإيداع',
    sending: 'جارٍ التسجيل…',
  },
  list: {
    title: 'الإيداعات المسجّلة',
    label: 'الإيداعات المسجّلة، الأحدث أولًا',
    empty: 'لم يُسجَّل أي إيداع بعد',
    heading: (reference: string) => `مرجع البنك ${reference}`,
    on: (day: string) => `أُودع ${day}`,
    donations: cashDepositMessages.donations,
    slip: 'صورة الإيصال',
    recordedBy: (name: string) => `سجّله ${name}`,
  },
  overdue: {
    title: 'نقد محصّل لم يُودَع بعد 7 أيام',
    label: 'النقد المحصّل الذي لم يُودَع بعد 7 أيام، لكل جمعية ومندوب',
    empty: 'لا نقد محصّلًا تأخّر إيداعه',
    representative: (name: string | null) => (name ? `المندوب: ${name}` : 'سُجّل تحصيله من سطر الأوامر'),
    donations: cashDepositMessages.donations,
    since: (at: string) => `أقدمه حُصّل ${at}`,
  },
} as const;
