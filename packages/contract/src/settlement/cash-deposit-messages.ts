import { countText } from '../plural';

/** What the api says about cash deposits (issue 39), in Arabic. */
export const cashDepositMessages = {
  recorded: 'سُجّل الإيداع وربطت به التبرعات النقدية التي يحملها',
  financeOnly: 'تسجيل إيداعات النقد للمالية ومدير الجمعية فقط',
  amountRequired: 'اكتب مبلغ الإيداع بالقروش، رقمًا صحيحًا أكبر من صفر',
  dayRequired: 'اختر يوم الإيداع',
  dayFuture: 'لا يكون يوم الإيداع بعد اليوم',
  referenceRequired: 'اكتب مرجع البنك كما في إيصال الإيداع (حتى 80 حرفًا، بلا رموز تحكم)',
  donationsRequired: 'اختر التبرعات النقدية التي يحملها هذا الإيداع',
  donationsTooMany: 'الإيداع الواحد يحمل 500 تبرع على الأكثر',
  slipRequired: 'أرفق صورة إيصال الإيداع',
  depositNotFound: 'لم نجد هذا الإيداع بين إيداعات جمعيتكم',
  /** the sum of the chosen donations differs from the amount typed */
  sumMismatch: (sum: string, amount: string) =>
    `مجموع التبرعات المختارة ${sum} لا يساوي مبلغ الإيداع ${amount}؛ لم يُسجَّل شيء`,
  /** a donation not of this charity, not cash, or not collected */
  notCollected: (id: number) => `التبرع رقم ${id} ليس تبرعًا نقديًا مُحصّلًا لجمعيتكم؛ لم يُسجَّل شيء`,
  alreadyDeposited: (id: number) => `التبرع رقم ${id} في إيداع مسجّل من قبل؛ لم يُسجَّل شيء`,
  duplicateReference: 'سُجّل إيداع بمرجع البنك هذا من قبل',
  donations: (count: number) =>
    countText(count, {
      zero: 'لا تبرعات',
      one: 'تبرع واحد',
      two: 'تبرعان',
      few: (n) => `${n} تبرعات`,
      many: (n) => `${n} تبرعًا`,
      other: (n) => `${n} تبرع`,
    }),
} as const;
