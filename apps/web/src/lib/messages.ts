import { shellMessages } from './messages/shell';
import { discoveryMessages } from './messages/discovery';
import { campaignMessages } from './messages/campaigns';
import { accountMessages } from './messages/accounts';
import { donationMessages } from './messages/donation';
import { receiptMessages } from './messages/receipt';
import { charityConsoleMessages } from './messages/charity';

/**
 * Every piece of text the web app shows, in one place (SPEC §2, §8): components import `messages`
 * from here and never hard-code words. The sections live in ./messages/ by area.
 */
export const messages = {
  brand: 'أثر',
  documentTitle: (page: string) => `${page} | أثر`,
  skipToContent: 'انتقل إلى المحتوى',
  loading: 'جارٍ التحميل…',
  genericError: 'عذرًا، حدثت مشكلة في طلبك',
  ...shellMessages,
  ...discoveryMessages,
  ...campaignMessages,
  ...accountMessages,
  ...donationMessages,
  ...receiptMessages,
  ...charityConsoleMessages,
} as const;

export type PageKey = keyof typeof messages.pages;
