import { licenceWords } from '@athar/contract/charity/licence-words';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import { KIOSK_PAYMENT_STEPS } from '@athar/contract/payments/kiosk-steps';
/** The printable donation receipt (/Receipt/{id}) and the links that open it. */
export const receiptMessages = {
  receipt: {
    view: 'عرض الإيصال',
    viewFor: (donationId: number) => `عرض الإيصال، التبرع رقم ${donationId}`,
    title: 'إيصال تبرع',
    /** the charity's receipt number, one sequence per charity (docs/decisions/018) */
    serial: (serial: number) => `إيصال رقم ${serial}`,
    serialLabel: 'رقم الإيصال',
    amountInWords: 'المبلغ بالحروف',
    charityDetailsLabel: 'بيانات الجمعية المستلمة',
    legalName: licenceWords.legalName,
    registrationNumber: licenceWords.registrationNumberFull,
    permitNumber: licenceWords.permitNumber,
    permitIssuedBy: licenceWords.permitIssuedBy,
    notRecorded: licenceWords.notRecorded,
    /** a refunded donation's receipt was issued, then voided */
    voidedSerial: (serial: number) => `أُلغي الإيصال رقم ${serial} الذي صدر لهذا التبرع.`,
    detailsLabel: 'بيانات التبرع',
    donationNumber: 'رقم التبرع',
    confirmedAt: 'تاريخ تأكيد التبرع',
    donatedAt: 'تاريخ التبرع',
    donorName: 'اسم المتبرع',
    amount: 'المبلغ',
    charity: 'الجمعية',
    campaign: 'الحملة (في ذكرى)',
    project: 'المشروع',
    channel: 'طريقة التبرع',
    channels: DONATION_CHANNEL_NAMES,
    directNote:
      'وصل هذا التبرع مباشرةً إلى حساب الجمعية. أثر أداة تربط المتبرعين بالجمعيات، ولا تحصّل الأموال نيابةً عنها.',
    noRefund: 'لا يمكن تحويل التبرع إلى جهة أخرى أو استرداده بعد تأكيد تحصيله.',
    thanks: 'جزاك الله خيرًا، وتقبّل منك.',
    print: 'اطبع الإيصال',
    printHint: 'يُطبع الإيصال وحده على ورقة A4.',
    pending: {
      title: 'لم يُؤكَّد هذا التبرع بعد',
      text: 'يصدر الإيصال بعد أن تؤكد الجمعية استلام التبرع. افتح هذه الصفحة مرة أخرى لاحقًا.',
      cash: 'سيتواصل معك مندوب الجمعية خلال 72 ساعة لتحصيل تبرعك.',
    },
    failed: {
      title: 'لم يكتمل هذا التبرع',
      text: 'لم يصل هذا التبرع إلى الجمعية، لذلك لا يصدر له إيصال. يمكنك التبرع مرة أخرى من صفحة الحملة.',
    },
    cancelled: {
      title: 'أُلغي هذا التبرع',
      text: 'أُلغي هذا التبرع ولم يُحصَّل، لذلك لا يصدر له إيصال.',
    },
    /** a wallet or Meeza payment the gateway has not confirmed yet */
    gatewayPending: {
      title: 'بانتظار تأكيد الدفع',
      text: 'لم يصلنا تأكيد عملية الدفع من بوابة الدفع بعد. يصدر الإيصال فور تأكيدها؛ افتح هذه الصفحة مرة أخرى بعد قليل.',
    },
    refunded: {
      title: 'تم رد هذا التبرع',
      text: 'رُدّ مبلغ هذا التبرع أو أُلغيت عملية دفعه بعد تأكيدها، فلم يعد يُحتسب للحملة ولا يصدر له إيصال.',
    },
    /** a kiosk reference code (Fawry-style) waiting to be paid */
    kiosk: {
      title: 'ادفع تبرعك برمز الدفع',
      lead: 'سُجّل تبرعك، ولا يُحتسب للحملة إلا بعد دفع هذا الرمز.',
      codeLabel: 'رمز الدفع',
      amountLabel: 'المبلغ المطلوب دفعه',
      copy: 'انسخ الرمز',
      /** the button's accessible name: its visible words first, then the code it copies */
      copyLabel: (reference: string) => `انسخ الرمز ${reference}`,
      copied: 'تم النسخ',
      copyFailed: 'تعذّر النسخ، حدّد الرمز وانسخه يدويًا.',
      expiresAt: (when: string) => `ادفعه قبل ${when} (بتوقيت القاهرة)`,
      howTitle: 'طريقة الدفع',
      how: KIOSK_PAYMENT_STEPS,
      countsAfterPayment: 'يظهر تبرعك في قائمة المتبرعين ويصدر إيصاله بعد الدفع، ولا يلزمك شيء إن لم تدفع.',
    },
    kioskExpired: {
      title: 'انتهت صلاحية رمز الدفع',
      text: 'لم يُدفع الرمز قبل موعده، فأُلغي هذا التبرع ولم يُحتسب. يمكنك التبرع مرة أخرى من صفحة الحملة.',
      donateAgain: 'تبرّع مرة أخرى',
    },
    toCampaign: 'صفحة الحملة',
  },
} as const;
