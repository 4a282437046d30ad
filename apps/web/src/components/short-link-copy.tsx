import { useId } from 'react';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { campaignShareMessages } from '../lib/messages/campaign-share';
import { secondaryButton } from './button-classes';

const text = campaignShareMessages;

/**
 * The campaign's short link `/<code>` written out, so a family can read it aloud or type it, with a copy
 * button. The confirmation is said right beside the button, in a live region that is always
 * there, so a screen reader announces it and nobody has to look for a banner at the top of the page.
 */
export function ShortLinkCopy({ shortLink }: { shortLink: string }) {
  const labelId = useId();
  const { copyState, copy } = useCopyToClipboard(shortLink);

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <p id={labelId} className="text-sm text-muted">
        {text.shortLinkLabel}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={shortLink}
          dir="ltr"
          className="min-w-0 break-all rounded-lg bg-brand-50 px-3 py-2 font-mono font-bold text-brand-800 underline-offset-4 hover:underline"
        >
          {shortLink.replace(/^https?:\/\//, '')}
        </a>
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          {text.copyLink}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm font-bold text-brand-700">
        {copyState === 'copied' ? text.linkCopied : copyState === 'failed' ? text.copyFailed(shortLink) : ''}
      </p>
    </div>
  );
}
