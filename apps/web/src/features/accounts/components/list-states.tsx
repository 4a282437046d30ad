import type { ReactNode } from 'react';
import { secondaryButton } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { messages } from '../../../lib/messages';
import { accountMessages } from '../../../lib/messages/accounts';

const text = accountMessages.accounts.lists;

/** Grey placeholders while a list loads. */
export function ListSkeleton({ count = 4, tall = true }: { count?: number; tall?: boolean }) {
  return (
    <div role="status" aria-label={messages.loading} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`animate-pulse rounded-2xl bg-brand-100/60 ${tall ? 'h-72' : 'h-28'}`} />
      ))}
    </div>
  );
}

/** A quiet message with an optional action, for an empty list. */
export function EmptyState({ text: message, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-4 py-10 text-center ring-1 ring-brand-100">
      <p className="text-muted">{message}</p>
      {children}
    </div>
  );
}

/** A failed load, with a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl bg-danger-50 px-4 py-8 text-center"
    >
      <p className="font-bold text-danger-700">{message}</p>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        {text.retry}
      </button>
    </div>
  );
}

/** Load more: shown while there is more, disabled while a load runs (SPEC §4). */
export function LoadMoreButton({
  show,
  loading,
  onClick,
}: {
  show: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  if (!show) return null;
  return (
    <div className="mt-8 flex justify-center">
      <button type="button" onClick={onClick} disabled={loading} className={secondaryButton}>
        {loading && <Spinner className="size-5" />}
        {loading ? text.loadingMore : text.loadMore}
      </button>
    </div>
  );
}
