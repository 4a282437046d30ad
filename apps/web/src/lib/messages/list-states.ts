/**
 * A list's states — more, loading, failed, search and sort labels — used by the shared list parts
 * (components/) in every chunk that shows a list, apart from the browsing pages' words (discovery.ts).
 */
export const listStateMessages = {
  loadMore: 'عرض المزيد',
  loadingMore: 'جارٍ التحميل…',
  retry: 'حاول مرة أخرى',
  errorTitle: 'تعذّر تحميل هذا القسم',
  errorText: 'حدثت مشكلة أثناء التحميل. تحقّق من اتصالك ثم حاول مرة أخرى.',
  searchLabel: 'ابحث بالاسم',
  sortLabel: 'ترتيب حسب',
  loadingLabel: 'جارٍ تحميل القائمة',
} as const;
