import { Suspense, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { messages } from '../../../lib/messages';
import { donateButtonMessages } from '../../../lib/messages/donate-button';
import { donateLead } from '../donate-methods';
import { DonateFlow, prefetchDonateFlow } from './donate-flow-chunk';
import type { DonateFlowProps } from './donate-flow';
import { PausedDonateButton } from './paused-donate-button';
import { returnedDonation } from './returned-donation';

const text = donateButtonMessages;

interface DonatePanelProps extends DonateFlowProps {
  /** the panel's donate button, which the sticky bar watches */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The donate button, painted with the page; what it opens (the donation step, see DonateFlow) is
 * fetched when the donor reaches for it, or at once when a payment return or a retry brings it back.
 */
export function DonatePanel({ buttonRef, ...flow }: DonatePanelProps) {
  const { campaign, methods, formOpen } = flow;
  const location = useLocation();
  // once wanted, the step stays mounted: a card payment or the success dialog outlives the form
  const [wanted, setWanted] = useState(() => returnedDonation(location.state) !== null);
  if (formOpen && !wanted) setWanted(true);

  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-5">
      {/* paused (docs/decisions/018): no form opens, but a card payment started before still comes back */}
      {campaign.donations_paused || !methods ? (
        <PausedDonateButton underReview={campaign.under_review} />
      ) : (
        <>
          <p className="mb-4 text-muted">{donateLead(methods, campaign.sadaqa_kind)}</p>
          <button
            ref={buttonRef}
            type="button"
            className={`${primaryButton} w-full text-lg`}
            aria-haspopup="dialog"
            onClick={() => flow.setFormOpen(true)}
            {...prefetchDonateFlow}
          >
            {text.donate}
          </button>
        </>
      )}
      {wanted && (
        <Suspense
          fallback={
            <p role="status" className="mt-3 flex items-center justify-center gap-2 text-muted">
              <Spinner className="size-5" />
              {messages.loading}
            </p>
          }
        >
          <DonateFlow {...flow} />
        </Suspense>
      )}
    </section>
  );
}
