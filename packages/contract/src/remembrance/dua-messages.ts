/** Arabic answers of the dua wall (PRODUCT.md §11.1). */
export const duaMessages = {
  campaignRequired: 'الحملة غير صحيحة',
  bodyShort: 'من فضلك اكتب دعاءك أو ذكراك، حرفين على الأقل',
  bodyLong: 'النص طويل، اكتبه في 1000 حرف على الأكثر',
  nameShort: 'الاسم حرفان على الأقل، أو اتركه فارغًا',
  nameLong: 'الاسم 60 حرفًا على الأكثر',
  nameSymbols: 'الاسم حروف وأرقام فقط، دون رموز',
  emailRequired: 'من فضلك اكتب بريدك الإلكتروني، أو سجّل الدخول',
  posted: 'نُشر دعاؤك، تقبّل الله منك',
  postedPending: 'وصل دعاؤك، وسيظهر بعد موافقة الأسرة',
  postLimited: 'أرسلت أدعية كثيرة في وقت قصير، من فضلك حاول مرة أخرى بعد قليل',
  /** guests writing from one address (a household, a carrier's shared address): it names no one */
  addressLimited:
    'وصلتنا أدعية كثيرة من الشبكة التي تتصل منها في وقت قصير، من فضلك حاول مرة أخرى بعد قليل أو سجّل الدخول لتكتب دعاءك الآن',
  reportLimited: 'أرسلت بلاغات كثيرة في وقت قصير، من فضلك حاول مرة أخرى بعد قليل',
  duaNotFound: 'لم نجد هذا الدعاء',
  reported: 'شكرًا لك، وصل بلاغك وستراجعه الأسرة',
  decisionInvalid: 'اختر إظهار الدعاء أو إخفاءه',
  shown: 'ظهر الدعاء على صفحة الحملة',
  hidden: 'أُخفي الدعاء',
  approvalOn: 'لن تظهر الأدعية الجديدة إلا بعد موافقتكم',
  approvalOff: 'ستظهر الأدعية الجديدة فور كتابتها',
  settingInvalid: 'اختر هل تحتاج الأدعية إلى موافقتكم',
} as const;
