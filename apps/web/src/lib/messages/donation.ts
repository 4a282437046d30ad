import { donateButtonMessages } from './donate-button';

/** The donation form, payment flows and their results. */
export const donationMessages = {
  donation: {
    ...donateButtonMessages,
    formTitle: (title: string) => `تبرّع في ذكرى ${title}`,
    fields: {
      userName: 'الاسم',
      email: 'البريد الإلكتروني',
      emailLocked: 'بريد حسابك، لا يمكن تغييره هنا',
      phone: 'رقم الهاتف',
      phoneHint: '11 رقمًا يبدأ بـ 01، يتصل بك عليه مندوب الجمعية',
      /** the wallet: the number goes on to the payment page, typed once */
      walletPhone: 'رقم المحفظة',
      walletPhoneHint: '11 رقمًا يبدأ بـ 01، نكتبه لك في صفحة الدفع',
      amount: 'المبلغ بالجنيه',
      amountHint: 'الحد الأدنى 100 جنيه',
      /** the amounts offered to tap, in EGP, and the choice that opens the amount field */
      amountLegend: 'مبلغ التبرع',
      amountChoices: [100, 200, 500],
      amountOther: 'مبلغ آخر',
      paymentMethod: 'طريقة الدفع',
      city: 'المحافظة',
      cityPlaceholder: 'اختر المحافظة',
      area: 'المنطقة',
      areaPlaceholder: 'اختر المنطقة',
      areaFirstCity: 'اختر المحافظة أولًا',
      address: 'العنوان بالتفصيل',
      addressHint: 'الشارع ورقم العقار والدور والشقة وعلامة مميزة',
      comment: 'رسالة تظهر مع تبرعك (اختياري)',
      optional: '(اختياري)',
      addComment: 'أضف رسالة للأسرة',
      commentHint: (length: number, max: number) => `يُفضّل ألا يزيد على ${max} حرفًا (${length}/${max})`,
    },
    /** each method in words a donor knows, with one line of what happens next */
    methods: {
      cash: 'نقدًا من البيت',
      cashHint: 'يتصل بك مندوب الجمعية خلال 72 ساعة ويأتي لاستلام المبلغ',
      card: 'فيزا أو ماستركارد',
      cardHint: 'تكتب بيانات البطاقة في صفحة البنك الآمنة وتدفع الآن',
      wallet: 'محفظة موبايل (فودافون كاش وغيرها)',
      walletHint: 'يصلك رمز تأكيد على المحفظة وتدفع الآن',
      kiosk: 'الدفع في فوري أو أمان',
      kioskHint: 'نعطيك رقمًا تدفع به في أي منفذ فوري أو أمان خلال 48 ساعة',
      meeza: 'بطاقة ميزة',
      meezaHint: 'تكتب بيانات البطاقة في صفحة الدفع الآمنة وتدفع الآن',
    },
    /**
     * a night's one-tap link (docs/decisions/027, amendment): the donor as the schedule knows them, the
     * e-mail and the phone masked, in place of their fields until «تغيير»
     */
    nightDonor: {
      givesAs: 'تبرع باسم',
      walletPhone: 'رقم المحفظة المنتهي بـ',
      change: 'تغيير',
      /** after «تغيير» for a screen reader, which tells the two buttons apart */
      changeDonor: 'الاسم والبريد الإلكتروني',
      changePhone: 'رقم المحفظة',
      loading: 'جارٍ تجهيز بيانات تبرعك…',
    },
    addressTitle: 'عنوان التحصيل',
    submit: 'تأكيد التبرع',
    submitting: 'جارٍ تسجيل تبرعك…',
    /** wallet, kiosk code and Meeza: the donation is recorded, then the browser goes to the gateway's page */
    redirecting: 'جارٍ تحويلك إلى صفحة الدفع…',
    checkoutUnreachable:
      'تعذّر فتح صفحة الدفع الآن، ولم يُخصم منك أي مبلغ. تحقق من اتصالك بالإنترنت ثم اضغط «تأكيد التبرع» مرة أخرى.',
    cardOverlayTitle: 'الدفع بالبطاقة',
    cardFrameTitle: 'صفحة الدفع الآمنة للبنك',
    cardLoading: 'جارٍ فتح صفحة الدفع الآمنة…',
    cardSaving: 'جارٍ تأكيد الدفع مع البنك…',
    successTitle: 'شكرًا لك، تقبّل الله منك',
    successCash: 'سُجّل تبرعك، وسيتواصل معك مندوب الجمعية خلال 72 ساعة لتحصيله، ثم يظهر في قائمة المتبرعين.',
    successCard: 'تم الدفع بنجاح، ووصل تبرعك إلى الجمعية. جزاك الله خيرًا.',
    successCardPending: 'استلمنا عملية الدفع، ونؤكدها مع البنك الآن. سيظهر تبرعك في القائمة فور تأكيده.',
    donationNumber: 'رقم التبرع',
    shareTitle: 'شارك الحملة ليتضاعف الأثر',
    termsLead: 'بتبرعك أنت توافق على',
    termsLink: 'الشروط والأحكام',
    done: 'تم',
    returning: 'جارٍ التحقق من نتيجة عملية الدفع…',
    failedTitle: 'لم تكتمل عملية الدفع',
    /** the failure page's title when it knows the campaign */
    failedTitleFor: (campaignTitle: string) => `لم يكتمل تبرعك في ذكرى ${campaignTitle}`,
    failedText: 'يمكنك المحاولة مرة أخرى، أو اختيار طريقة دفع أخرى.',
    /** why the payment did not go through, when this browser knows it (said once: the advice is failedText) */
    failedReasons: {
      declined: 'لم تُقبل عملية الدفع، ولم يُخصم منك أي مبلغ.',
      insufficient: 'الرصيد لا يكفي لهذا التبرع، ولم يُخصم منك أي مبلغ.',
      cancelled: 'أُلغيت عملية الدفع قبل إتمامها، ولم يُخصم منك أي مبلغ.',
      timeout: 'لم يصلنا رد من البنك في الوقت المحدد، ولم تكتمل عملية الدفع. حاول بعد قليل.',
      unconfirmed:
        'لم يؤكد البنك عملية الدفع بعد. إن خُصم المبلغ من بطاقتك فسيُؤكَّد تبرعك تلقائيًا ويظهر في قائمة المتبرعين خلال دقائق، فلا تكرر الدفع قبل أن تتحقق.',
    },
    /** who refused, when the failure page knows how the donor paid (the gateway's `?method=`) */
    failedByMethod: {
      card: {
        declined: 'رفض البنك الدفع بهذه البطاقة، ولم يُخصم منك أي مبلغ.',
        insufficient: 'رصيد البطاقة لا يكفي لهذا التبرع، ولم يُخصم منك أي مبلغ.',
      },
      wallet: {
        declined: 'رفضت المحفظة عملية الدفع، ولم يُخصم منك أي مبلغ.',
        insufficient: 'رصيد المحفظة لا يكفي لهذا التبرع، ولم يُخصم منك أي مبلغ.',
      },
      meeza: {
        declined: 'رُفض الدفع ببطاقة ميزة، ولم يُخصم منك أي مبلغ.',
        insufficient: 'رصيد بطاقة ميزة لا يكفي لهذا التبرع، ولم يُخصم منك أي مبلغ.',
      },
    },
    /** the payment return (/TransactionDonation) while the api still has the donation pending */
    returnPendingTitle: 'تبرعك قيد التأكيد',
    returnPendingText:
      'عدت من صفحة الدفع، ونتحقق الآن من العملية. لم يُؤكَّد تبرعك بعد، فلا تدفع مرة أخرى؛ ستنتقل هذه الصفحة إلى الحملة فور تأكيده.',
    returnFollowReceipt: 'تابع حالة تبرعك',
    returnToCampaign: 'العودة إلى صفحة الحملة',
    retryOnCampaign: 'أعد المحاولة على صفحة الحملة',
    tryAgain: 'حاول مرة أخرى',
  },
} as const;
