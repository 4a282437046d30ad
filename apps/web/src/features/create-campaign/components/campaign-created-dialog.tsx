import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { ModalDialog } from '../../../components/modal-dialog';
import { ShortLinkCopy } from '../../../components/short-link-copy';
import { campaignMessages } from '../../../lib/messages/campaigns';

const text = campaignMessages.createCampaign;

/**
 * The success modal (PRODUCT.md §2): created, hidden until 100 EGP, the short link to share right away (with
 * a copy button), the terms, and on to the campaign page.
 */
export function CampaignCreatedDialog({
  shortLink,
  onNext,
}: {
  /** the new campaign's `/<code>` address; null keeps the dialog closed */
  shortLink: string | null;
  onNext: () => void;
}) {
  return (
    <ModalDialog open={shortLink !== null} onClose={onNext} title={text.successTitle}>
      <div className="flex flex-col gap-4">
        <p className="leading-relaxed">{text.successText}</p>
        {shortLink && <ShortLinkCopy shortLink={shortLink} />}
        <p className="text-sm text-muted">
          {text.termsLead}{' '}
          <Link to="/Terms" className="font-bold text-brand-700 underline underline-offset-4">
            {text.termsLink}
          </Link>
        </p>
        <button type="button" onClick={onNext} className={`${primaryButton} w-full`}>
          {text.goToCampaign}
        </button>
      </div>
    </ModalDialog>
  );
}
