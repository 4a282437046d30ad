/**
 * The favourite star on a campaign's card and page, and the dialog a guest gets on pressing it
 * (PRODUCT.md §4): a module of its own, so the campaign page's chunk carries these words alone.
 */
export const favouriteMessages = {
  favourite: {
    add: (title: string) => `أضف حملة ${title} إلى المفضلة`,
    remove: (title: string) => `أزل حملة ${title} من المفضلة`,
    added: 'تمت إضافة الحملة إلى المفضلة',
    removed: 'تمت إزالة الحملة من المفضلة',
  },
  authPrompt: {
    title: 'سجّل لتحفظ حملاتك المفضلة',
    text: 'أنشئ حسابًا مجانيًا أو سجّل الدخول لتضيف الحملات إلى مفضلتك وتتابعها بسهولة.',
    register: 'إنشاء حساب',
    login: 'تسجيل الدخول',
  },
} as const;
