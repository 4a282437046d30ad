import { useEffect, useRef, useState } from 'react';
import type { DonationAction } from '@athar/contract/charity/donation-action';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-error';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import type { QueueFilter } from '../api/cash-queue';
import { keepPageOffline } from '../../../lib/keep-page-offline';
import { useQueueView } from '../queue-view';
import { CashDonationCard } from './cash-donation-card';
import { ConsoleListSkeleton } from './console-list-skeleton';
import { DonationActionDialog, type ActionTarget } from './donation-action-dialog';
import { QueueFilters } from './queue-filters';
import { StaleQueueBanner } from './stale-queue-banner';

const text = charityConsoleMessages.charity.queue;
const gridClass = 'grid gap-4 lg:grid-cols-2';

/**
 * /charity: the charity's pending cash donations, oldest first, each with its clock and actions; with
 * no connection, the last queue loaded on this phone under a banner saying it may be out of date.
 */
export function CashQueuePage() {
  const [filter, setFilter] = useState<QueueFilter>({});
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const { view, refetch, loadedAt } = useQueueView(filter);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // a closed donation's card is gone when its dialog closes: focus goes back to the heading
  const focusHeading = useRef(false);

  // each fresh load: the page and its files are kept for a reload without a connection
  useEffect(() => {
    if (loadedAt > 0) keepPageOffline();
  }, [loadedAt]);

  useEffect(() => {
    if (target || !focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [target]);

  const onDone = (action: DonationAction) => {
    focusHeading.current = action !== 'contacted';
    setTarget(null);
  };

  const filtered = filter.city !== undefined;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8" aria-labelledby="queue-title">
      <div className="mb-5">
        <h1
          id="queue-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-900 outline-none sm:text-3xl"
        >
          {text.title}
        </h1>
        <p className="mt-2 max-w-2xl text-muted">{text.lead}</p>
      </div>
      {view.kind === 'list' && view.staleSince ? <StaleQueueBanner loadedAt={view.staleSince} /> : null}
      <QueueFilters filter={filter} onChange={setFilter} />
      <div className="mt-6">
        {view.kind === 'loading' ? (
          <ConsoleListSkeleton className={gridClass} />
        ) : view.kind === 'error' ? (
          <ErrorState message={errorMessage(view.error)} onRetry={() => void refetch()} />
        ) : view.items.length === 0 ? (
          <EmptyState title={text.emptyTitle} text={filtered ? text.emptyFilteredText : text.emptyText} />
        ) : (
          <>
            <p className="mb-3 font-bold text-brand-900" aria-live="polite">
              {text.count(view.items.length)}
            </p>
            <ul aria-label={text.listLabel} className={gridClass}>
              {view.items.map((item) => (
                <li key={item.id}>
                  <CashDonationCard item={item} onAction={(action) => setTarget({ item, action })} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <DonationActionDialog target={target} onClose={() => setTarget(null)} onDone={onDone} />
    </section>
  );
}
