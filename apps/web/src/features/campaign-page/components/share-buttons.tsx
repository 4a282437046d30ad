import { useState } from 'react';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { showError, showSuccess } from '../../../lib/alerts';
import { secondaryButton } from '../../../components/button-classes';

const text = campaignMessages.campaignPage;

/** Copy the short link, WhatsApp, Facebook, and the device's own share sheet where there is one. */
export function ShareButtons({ title, shortLink }: { title: string; shortLink: string }) {
  const [canShare] = useState(() => typeof navigator.share === 'function');
  const shareText = text.shareText(title);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(shortLink);
      showSuccess(text.linkCopied);
    } catch {
      showError(text.copyFailed(shortLink));
    }
  }

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={text.shareLabel}>
      <button type="button" className={secondaryButton} onClick={() => void copyLink()}>
        {text.copyLink}
      </button>
      <a
        className={secondaryButton}
        href={`https://wa.me/?text=${encodeURIComponent(`${shareText} ${shortLink}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {text.whatsapp}
      </a>
      <a
        className={secondaryButton}
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shortLink)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {text.facebook}
      </a>
      {canShare && (
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            void navigator.share({ title: shareText, text: shareText, url: shortLink }).catch(() => {})
          }
        >
          {text.nativeShare}
        </button>
      )}
    </div>
  );
}
