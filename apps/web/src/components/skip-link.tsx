import { messages } from '../lib/messages';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps past the navbar to the page content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-lg bg-sand-400 px-4 py-2 font-bold text-brand-900 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {messages.skipToContent}
    </a>
  );
}
