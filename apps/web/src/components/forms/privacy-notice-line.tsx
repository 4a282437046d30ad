import { privacyMessages } from '../../lib/messages/privacy';

const text = privacyMessages.processing;

export type ProcessingPurpose = keyof typeof text.purposes;

/**
 * The one line under the button of a form whose sending is the person's request (registration, a
 * donation, a campaign): no box to tick, since doing what they asked for is the basis (PDPL 151/2020
 * art. 6, docs/decisions/025), and the privacy notice one tap away, in a new tab so the form keeps
 * what was typed.
 */
export function PrivacyNoticeLine({ button, purpose }: { button: string; purpose: ProcessingPurpose }) {
  return (
    <p className="text-sm leading-relaxed text-muted">
      {text.lead(button, text.purposes[purpose])}{' '}
      {/* a page load of its own in a new tab: nothing of the router is needed */}
      <a
        href="/Privacy"
        target="_blank"
        rel="noopener"
        className="font-bold text-brand-700 underline underline-offset-4"
      >
        {text.link}
      </a>
      .
    </p>
  );
}
