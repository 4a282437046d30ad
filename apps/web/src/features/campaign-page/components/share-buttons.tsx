import { useState } from 'react';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import type { SadaqaKind } from '@athar/contract/projects/labels';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { secondaryButton } from '../../../components/button-classes';
import { ShortLinkCopy } from '../../../components/short-link-copy';

const text = campaignMessages.campaignPage;

/** The short link written out with its copy button, then WhatsApp, Facebook and the device's share sheet. */
export function ShareButtons({
  title,
  gender,
  kind,
  shortLink,
}: {
  title: string;
  gender: DeceasedGender;
  /** the project's honest label: the shared text calls the gift صدقة جارية only for a lasting asset */
  kind: SadaqaKind;
  shortLink: string;
}) {
  const [canShare] = useState(() => typeof navigator.share === 'function');
  const shareText = text.shareText(title, gender, kind);

  return (
    <div className="flex flex-col gap-3">
      <ShortLinkCopy shortLink={shortLink} />
      <div className="flex flex-wrap gap-2" role="group" aria-label={text.shareLabel}>
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
    </div>
  );
}
