/** Arabic answers about the categories operators keep (docs/decisions/037). */
export const categoryMessages = {
  nameInvalid: 'اكتب اسم التصنيف بالعربية، من 2 إلى 60 حرفًا',
  orderInvalid: 'الترتيب رقم صحيح من 0 إلى 1000',
  nameTaken: 'يوجد تصنيف بهذا الاسم',
  pictureRequired: 'اختر صورة للتصنيف',
  notFound: 'لم نجد هذا التصنيف',
  alreadyRetired: 'هذا التصنيف متوقف بالفعل',
  added: 'أُضيف التصنيف',
  saved: 'تم حفظ التصنيف',
  pictureSaved: 'تم حفظ صورة التصنيف',
  retired: 'أُوقف التصنيف: لن يظهر للاختيار، وتبقى مشاريعه عليه',
} as const;
