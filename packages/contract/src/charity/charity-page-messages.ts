/** Arabic answers about a charity's public page: its description, logo and name (docs/decisions/037). */
export const charityPageMessages = {
  descriptionInvalid: 'اكتب تعريف الجمعية، من 20 إلى 4000 حرف',
  nameInvalid: 'اكتب اسم الجمعية بالعربية، من 3 إلى 120 حرفًا',
  nameUnchanged: 'هذا هو اسم الجمعية الحالي',
  namePending: 'طلب تغيير الاسم السابق ما زال في انتظار فريق أثر',
  nameTaken: 'توجد جمعية أخرى بهذا الاسم على أثر',
  logoRequired: 'اختر صورة شعار الجمعية',
  reasonInvalid: 'اكتب سبب الرفض، من 5 إلى 1000 حرف',
  changeNotFound: 'لم نجد طلب تغيير الاسم هذا',
  notWaiting: 'طلب تغيير الاسم هذا لم يعد في الانتظار',
  descriptionSaved: 'تم حفظ تعريف الجمعية',
  logoSaved: 'تم حفظ شعار الجمعية',
  nameProposed: 'أُرسل الاسم الجديد إلى فريق أثر للموافقة، ويبقى الاسم الحالي ظاهرًا حتى ذلك الحين',
  nameApproved: 'تمت الموافقة على الاسم الجديد وأصبح ظاهرًا',
  nameRefused: 'رُفض تغيير الاسم وأُبلغت الجمعية بالسبب',
} as const;
