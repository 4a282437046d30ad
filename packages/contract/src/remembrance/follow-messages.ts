/** Arabic answers of the follow form, its confirmation link and its unsubscribe links (PRODUCT.md §11.3). */
export const followMessages = {
  followed: 'سجّلنا اختياراتك، وستصلك التذكيرات على بريدك الإلكتروني إن شاء الله',
  confirmSent: 'أرسلنا رسالة إلى بريدك الإلكتروني، افتح الرابط الذي فيها لتأكيد المتابعة',
  chooseOne: 'اختر تذكيرًا واحدًا على الأقل',
  emailRequired: 'من فضلك اكتب بريدك الإلكتروني',
  accountWithoutEmail: 'لا يوجد بريد إلكتروني في حسابك، أضفه من إعدادات الحساب أولًا',
  campaignNotFound: 'الحملة غير موجودة',
  limited: 'طلبات متابعة كثيرة لهذا البريد، حاول بعد قليل',
  confirmInvalid: 'رابط التأكيد غير صالح، افتحه كما وصل في الرسالة',
  confirmExpired: 'انتهت صلاحية رابط التأكيد، سجّل متابعتك من صفحة الحملة من جديد',
  confirmed: 'تأكدت متابعتك، وستصلك التذكيرات التي اخترتها',
  unsubscribeInvalid: 'رابط إيقاف التذكير غير صالح، افتحه كما وصل في الرسالة',
  unsubscribed: 'أوقفنا هذه الرسائل، ولن تصلك بعد الآن',
} as const;
