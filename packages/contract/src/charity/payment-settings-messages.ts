/** Arabic answers about a charity's payment settings (the charity console and the operators' console). */
export const paymentSettingsMessages = {
  merchantIdInvalid: 'رقم التاجر يتكون من حروف لاتينية وأرقام و«_» و«-» فقط، بحد أقصى 64 حرفًا',
  merchantNameInvalid: 'اسم التاجر كما سجله البنك: من حرفين إلى 100 حرف',
  merchantIncomplete: 'اكتب رقم التاجر واسمه معًا، أو اتركهما فارغين إن لم تقبل الجمعية البطاقات',
  accountInvalid: 'حساب بوابة الدفع يتكون من حروف لاتينية وأرقام و«_» و«-» فقط، بحد أقصى 64 حرفًا',
  integrationInvalid: 'رقم الربط رقم صحيح موجب من 9 أرقام على الأكثر، أو اتركه فارغًا',
  integrationNeedsAccount: 'اكتب حساب الجمعية لدى بوابة الدفع قبل أرقام الربط',
  smsInvalid: 'رقم الرسائل القصيرة من 3 إلى 6 أرقام، أو اتركه فارغًا',
  bankInvalid: 'اختر البنك من القائمة، أو اتركه فارغًا',
  accountHolderInvalid: 'اسم صاحب الحساب من حرفين إلى 200 حرف',
  ibanInvalid: 'رقم الحساب الدولي (IBAN) يبدأ بـEG ثم 27 رقمًا',
  bankIncomplete: 'اكتب البنك وصاحب الحساب ورقم الحساب الدولي معًا، أو اتركها كلها فارغة',
  reasonInvalid: 'اكتب سبب التغيير (من 3 إلى 500 حرف)',
  nothingChanged: 'لم يتغير شيء في إعدادات الدفع',
  adminOnly: 'إعدادات الدفع يقترحها مدير الجمعية فقط',
  pendingExists: 'يوجد تغيير لإعدادات الدفع ينتظر الموافقة؛ اسحبه أولًا أو انتظر القرار',
  changeNotFound: 'لم نجد هذا التغيير',
  notPending: 'هذا التغيير لم يعد ينتظر الموافقة',
  stale: 'تغيّرت إعدادات الدفع منذ اقتراح هذا التغيير؛ ارفضه واطلب اقتراحًا جديدًا',
  charityNotFound: 'لم نجد هذه الجمعية',
  proposed: 'أُرسل التغيير إلى فريق أثر للموافقة، ولن يُطبَّق قبلها',
  withdrawn: 'سُحب التغيير',
} as const;

/** The settings' names in words (the page, the approval list and the mails). */
export const paymentSettingNames = {
  merchant_id: 'رقم التاجر للبطاقات',
  merchant_name: 'اسم التاجر للبطاقات',
  paymob_account: 'حساب بوابة الدفع',
  wallet_integration_id: 'رقم ربط المحافظ الإلكترونية',
  kiosk_integration_id: 'رقم ربط الدفع في منافذ الدفع',
  meeza_integration_id: 'رقم ربط بطاقات ميزة',
  sms_short_number: 'رقم الرسائل القصيرة',
  bank: 'البنك',
  account_holder: 'صاحب الحساب البنكي',
  iban: 'رقم الحساب الدولي (IBAN)',
} as const;
