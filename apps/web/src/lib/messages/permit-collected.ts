import type { PermitChannel } from '@athar/contract/charity/permit-collected';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import { countText } from '@athar/contract/plural';

/** What was confirmed under a permit, in both consoles (issue 39). */
export const permitCollectedMessages = {
  title: 'ما تأكد بموجب هذا التصريح',
  show: 'اعرض ما تأكد بموجبه',
  hide: 'أخفِ المبالغ',
  loading: 'جارٍ حساب المبالغ…',
  lead: 'كل تبرع تأكد في مدة التصريح وكان هذا التصريح هو الساري عند تأكيده، كما يذكره إيصاله.',
  total: 'الإجمالي',
  count: (count: number) =>
    countText(count, {
      zero: 'لم يتأكد أي تبرع',
      one: 'تبرع واحد',
      two: 'تبرعان',
      few: (n) => `${n} تبرعات`,
      many: (n) => `${n} تبرعًا`,
      other: (n) => `${n} تبرع`,
    }),
  channel: 'طريقة الدفع',
  countHeading: 'عدد التبرعات',
  channels: Object.fromEntries(
    (['card', 'wallet', 'kiosk', 'meeza', 'cash', 'sms'] as const).map((channel) => [
      channel,
      DONATION_CHANNEL_NAMES[channel],
    ]),
  ) as Record<PermitChannel, string>,
  csv: 'تنزيل CSV',
  pdf: 'تنزيل PDF',
  csvLabel: (number: string) => `تنزيل بيان التصريح ${number} بصيغة CSV`,
  pdfLabel: (number: string) => `تنزيل بيان التصريح ${number} بصيغة PDF`,
  downloading: 'جارٍ التنزيل…',
  downloaded: 'تم تنزيل البيان',
} as const;
