import { Link } from 'react-router';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { ModalDialog } from '../../../components/modal-dialog';
import { receiptPath } from '../../../lib/entity-paths';
import { donationMessages } from '../../../lib/messages/donation';
import { receiptMessages } from '../../../lib/messages/receipt';
import { useSession } from '../../../lib/session';
import { shareCampaignOf } from '../share-moment';
import { FollowForm } from './follow-form';
import { ShareButtons } from './share-buttons';
import { SmsBanner } from './sms-banner';

const text = donationMessages.donation;

/** How the donation ended: cash awaiting collection, card paid, or card paid and being confirmed. */
export type DonationOutcome = 'cash' | 'card' | 'card-pending';

export interface DonationSuccess {
  donationId: number;
  outcome: DonationOutcome;
  /** opens the receipt page without logging in; null when the donation came back without it */
  receiptKey: string | null;
}

const outcomeText: Record<DonationOutcome, string> = {
  cash: text.successCash,
  card: text.successCard,
  'card-pending': text.successCardPending,
};

/** PRODUCT.md §2 Success dialog: a confirmation, the donation number, a share link, /Terms, the SMS way. */
export function DonationSuccessDialog({
  campaign,
  success,
  onClose,
}: {
  campaign: CampaignDetails;
  success: DonationSuccess | null;
  onClose: () => void;
}) {
  // without the key only the logged-in owner can open the receipt
  const loggedIn = useSession() !== null;
  return (
    <ModalDialog open={success !== null} onClose={onClose} title={text.successTitle}>
      {success && (
        <div className="flex flex-col gap-4">
          <p role="status" className="leading-relaxed">
            {outcomeText[success.outcome]}
          </p>
          <p className="flex flex-wrap items-baseline gap-2 rounded-xl bg-brand-50 px-4 py-3">
            <span className="text-muted">{text.donationNumber}</span>
            <span dir="ltr" className="font-mono text-xl font-bold text-brand-900">
              {success.donationId}
            </span>
          </p>
          {success.receiptKey || loggedIn ? (
            <Link to={receiptPath(success.donationId, success.receiptKey)} className={secondaryButton}>
              {receiptMessages.receipt.view}
            </Link>
          ) : null}
          <div className="flex flex-col gap-2">
            <p className="font-bold text-brand-900">{text.shareTitle}</p>
            {/* ShareButtons writes the short link out itself */}
            <ShareButtons campaign={shareCampaignOf(campaign, window.location.origin)} moments={['thanks']} />
          </div>
          <SmsBanner campaign={campaign} />
          <div className="border-t border-sand-200 pt-4">
            <FollowForm campaignId={campaign.campaign_id} gender={campaign.deceased_gender} compact />
          </div>
          <p className="text-sm text-muted">
            {text.termsLead}{' '}
            <Link to="/Terms" className="font-bold text-brand-700 underline underline-offset-4">
              {text.termsLink}
            </Link>
          </p>
          <button type="button" className={`${primaryButton} w-full`} onClick={onClose}>
            {text.done}
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
