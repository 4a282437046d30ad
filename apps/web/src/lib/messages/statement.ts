import { statementText } from '@athar/contract/accounts/statement-text';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';

/** The donor's yearly statement (/MyDonations/statement): the page around the words it shares with the PDF. */
export const statementMessages = {
  statement: {
    ...statementText,
    channels: DONATION_CHANNEL_NAMES,
    heading: 'الكشف السنوي',
    lead: 'كل تبرعاتك المؤكدة في سنة ميلادية، مجمّعة حسب الجمعية، لتحتفظ بها أو تقدّمها مع إقرارك الضريبي.',
    yearLabel: 'السنة',
    downloadPdf: 'تنزيل PDF',
    downloading: 'جارٍ التنزيل…',
    downloaded: 'تم تنزيل الكشف',
    print: 'اطبع الكشف',
    receiptNumber: (serial: number) => `إيصال رقم ${serial}`,
    otherYears: 'سنوات لك فيها تبرعات:',
    browseCampaigns: 'تصفّح الحملات',
    /** the section on /MyDonations that leads to the statement */
    entryTitle: 'الكشف السنوي للتبرعات',
    entryText: 'كشف بتبرعاتك المؤكدة في سنة كاملة لكل جمعية، للطباعة أو التنزيل بصيغة PDF.',
    entryLink: 'افتح الكشف السنوي',
  },
} as const;
