import { shellMessages } from './messages/shell';

/**
 * Every piece of text the web app shows lives here and in ./messages/ (PRODUCT.md §2, §8); components never
 * hard-code words. This object holds the shell's text (header, footer, errors, page titles), which
 * the entry chunk needs; a feature imports its own section (`discoveryMessages`, `accountMessages`…)
 * from ./messages/<area> so that section lands in the feature's lazy chunk, not in the entry.
 */
export const messages = {
  brand: 'أثر',
  documentTitle: (page: string) => `${page} | أثر`,
  skipToContent: 'انتقل إلى المحتوى',
  loading: 'جارٍ التحميل…',
  genericError: 'عذرًا، حدثت مشكلة في طلبك',
  ...shellMessages,
} as const;

export type PageKey = keyof typeof messages.pages;
