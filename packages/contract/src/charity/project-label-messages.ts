/**
 * Arabic answers about a project's honest labels (docs/decisions/018), shared by the server and the console.
 */
export const projectLabelMessages = {
  kindInvalid: 'نوع الصدقة إما «صدقة جارية» لأصل دائم أو «صدقة»',
  zakatInvalid: 'حدد هل يجوز إخراج الزكاة لهذا المشروع أم لا',
  saved: 'تم حفظ تصنيف المشروع',
} as const;
