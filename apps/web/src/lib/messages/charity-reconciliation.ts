import { countText } from '@athar/contract/plural';
import { cashDepositMessages } from '@athar/contract/settlement/cash-deposit-messages';

const lines = (count: number) =>
  countText(count, {
    zero: 'لا سطور',
    one: 'سطر واحد',
    two: 'سطران',
    few: (n) => `${n} أسطر`,
    many: (n) => `${n} سطرًا`,
    other: (n) => `${n} سطر`,
  });

const exceptions = (count: number) =>
  countText(count, {
    zero: 'لا استثناءات مفتوحة',
    one: 'استثناء واحد مفتوح',
    two: 'استثناءان مفتوحان',
    few: (n) => `${n} استثناءات مفتوحة`,
    many: (n) => `${n} استثناءً مفتوحًا`,
    other: (n) => `${n} استثناء مفتوح`,
  });

/** The charity console's own reconciliation page (issue 39, docs/decisions/042). */
export const charityReconciliationMessages = {
  nav: 'مطابقة التسويات',
  title: 'مطابقة ما سوّاه مقدّمو الخدمة',
  lead: 'ما استوردته مالية أثر من ملفات التسوية لجمعيتكم، مطابقًا تبرعًا تبرعًا: ما طابق، وما ينتظر المراجعة، والنقد المحصّل الذي تأخّر إيداعه. تحلّ مالية أثر الاستثناءات وتكتب ما وجدته.',
  channels: {
    title: 'لكل وسيلة دفع',
    label: 'ملخّص المطابقة لكل وسيلة دفع',
    empty: 'لم يُستورد بعد أي ملف تسوية فيه سطور لجمعيتكم',
    names: {
      card: 'البطاقات',
      wallet: 'المحافظ',
      kiosk: 'الأكشاك',
      meeza: 'ميزة',
      sms: 'الرسائل القصيرة',
      cash: 'الإيداعات النقدية',
    },
    lines,
    matched: (count: number) => `المطابق: ${lines(count)}`,
    exceptions,
    settled: (amount: string) => `سوّاه مقدّم الخدمة: ${amount}`,
    fees: (amount: string) => `رسومه: ${amount}`,
  },
  exceptions: {
    title: 'استثناءات مفتوحة',
    label: 'استثناءات جمعيتكم المفتوحة، الأحدث أولًا',
    empty: 'لا استثناءات مفتوحة لجمعيتكم',
    readOnly: 'للاطلاع: تحلّها مالية أثر بملاحظة.',
    file: (name: string, line: number | null) =>
      line === null ? `الملف ${name}` : `الملف ${name} · السطر ${line}`,
    transaction: 'معاملة مقدّم الخدمة',
    /** a bank statement's credit: the bank's own words (docs/decisions/052) */
    description: 'وصف البنك',
    settled: (amount: string) => `في الملف: ${amount}`,
    donation: (id: number, amount: string | null) =>
      amount === null ? `التبرع رقم ${id}` : `التبرع رقم ${id} · ${amount}`,
    noDonation: 'لا تبرع عندنا بهذا المرجع',
    duplicateOf: (name: string, line: number) => `وردت أولًا في الملف ${name} · السطر ${line}`,
  },
  overdue: {
    title: 'نقد محصّل لم يُودَع بعد 7 أيام',
    label: 'النقد المحصّل الذي لم يُودَع بعد 7 أيام، لكل مندوب',
    empty: 'لا نقد محصّلًا تأخّر إيداعه',
    representative: (name: string | null) => (name ? `المندوب: ${name}` : 'سُجّل تحصيله من سطر الأوامر'),
    donations: cashDepositMessages.donations,
    since: (at: string) => `أقدمه حُصّل ${at}`,
  },
} as const;
