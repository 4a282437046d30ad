/**
 * The charity console on a phone that lost its connection (PRODUCT.md §2.8): the last loaded cash queue,
 * shown as possibly out of date, and actions refused rather than lost.
 */
export const consoleOfflineMessages = {
  staleTitle: (loadedAt: string) => `قد تكون هذه القائمة قديمة — آخر تحديث ${loadedAt}`,
  staleText:
    'لا يوجد اتصال بالخادم الآن، فهذه آخر قائمة حُمّلت على هذا الهاتف. يمكنك قراءتها، لكن لن يُحفظ أي إجراء حتى يعود الاتصال.',
  /** refused before sending: the browser says it is offline */
  offlineRefused:
    'لا يوجد اتصال بالإنترنت، فلم يُحفظ هذا الإجراء. ما أدخلته ما زال هنا: أعد المحاولة حين يعود الاتصال.',
  /** sent, but no answer came: the server may not have it */
  notSaved:
    'تعذّر الوصول إلى الخادم، فلم يُحفظ هذا الإجراء. ما أدخلته ما زال هنا: تحقّق من اتصالك ثم أعد المحاولة.',
} as const;
