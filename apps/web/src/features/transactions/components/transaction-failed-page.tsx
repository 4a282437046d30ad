import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { donationMessages } from '../../../lib/messages/donation';

const text = donationMessages.donation;

/** /TransactionFailed and /transactionfailed: the transfer did not go through (SPEC §2). */
export function TransactionFailedPage() {
  return (
    <section
      aria-labelledby="transaction-failed-title"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <div aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-danger-50">
        <span className="text-3xl font-bold text-danger-700">!</span>
      </div>
      <h1 id="transaction-failed-title" className="text-2xl font-bold text-brand-900">
        {text.failedTitle}
      </h1>
      <p className="text-muted">{text.failedText}</p>
      <Link to="/Campaigns" className={primaryButton}>
        {text.tryAgain}
      </Link>
    </section>
  );
}
