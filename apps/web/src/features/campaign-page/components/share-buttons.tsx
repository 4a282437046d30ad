import { useId, useState } from 'react';
import {
  whatsappText,
  type ShareCampaign,
  type ShareMoment,
} from '@athar/contract/remembrance/whatsapp-texts';
import { secondaryButton } from '../../../components/button-classes';
import { ShortLinkCopy } from '../../../components/short-link-copy';
import { campaignShareMessages } from '../../../lib/messages/campaign-share';
import { ShareOnWhatsApp } from './share-on-whatsapp';

const text = campaignShareMessages;

/**
 * WhatsApp first, with the ready message of the moment (PRODUCT.md §11.7) — a choice of moments when there
 * are several —, then Facebook and the device's share sheet, the message itself to read, and the
 * short link written out with its copy button.
 */
export function ShareButtons<M extends ShareMoment>({
  campaign,
  moments,
  initialMoment = moments[0],
}: {
  campaign: ShareCampaign;
  /** the messages offered, the first one chosen unless `initialMoment` says otherwise */
  moments: readonly [M, ...M[]];
  initialMoment?: M;
}) {
  const selectId = useId();
  const [canShare] = useState(() => typeof navigator.share === 'function');
  const [moment, setMoment] = useState<M>(initialMoment);
  const message = whatsappText(moment, campaign);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3" role="group" aria-label={text.shareLabel}>
        {moments.length > 1 && (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={selectId} className="shrink-0 text-sm font-bold text-brand-900">
              {text.share.momentLabel}
            </label>
            <select
              id={selectId}
              value={moment}
              onChange={(event) => setMoment(event.target.value as M)}
              className="min-w-0 rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink"
            >
              {moments.map((option) => (
                <option key={option} value={option}>
                  {text.share.moments[option]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <ShareOnWhatsApp moment={moment} campaign={campaign} />
          <a
            className={secondaryButton}
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(campaign.url)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {text.facebook}
          </a>
          {canShare && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => void navigator.share({ text: message }).catch(() => {})}
            >
              {text.nativeShare}
            </button>
          )}
        </div>
        <details className="rounded-xl bg-sand-50 px-4 py-2 text-sm">
          <summary className="cursor-pointer font-bold text-brand-800">{text.share.preview}</summary>
          {/* each line takes its own direction, so the link and the SMS line keep their Latin order */}
          <p className="mt-2 whitespace-pre-line leading-relaxed wrap-anywhere [unicode-bidi:plaintext]">
            {message}
          </p>
        </details>
      </div>
      <ShortLinkCopy shortLink={campaign.url} />
    </div>
  );
}
