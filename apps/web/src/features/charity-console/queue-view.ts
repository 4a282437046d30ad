import { useMemo } from 'react';
import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import { useConnection } from '../../lib/alerts';
import { isConnectionFailure } from '../../lib/api-error';
import { useStaffSession } from '../../lib/staff-session';
import { useCashQueue, type QueueFilter } from './api/cash-queue';
import { keptCashQueue } from './kept-cash-queue';

/** What the queue page shows: the list (with when it was loaded, when it may be out of date), or why not. */
export type QueueView =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'list'; items: CashQueueItem[]; staleSince: string | null };

/**
 * The cash queue, online from the server; with no connection (the browser offline, or the call never
 * reaching the api), the last one loaded, in memory or kept on the phone, marked with its time.
 */
export function useQueueView(filter: QueueFilter) {
  const queue = useCashQueue(filter);
  const staff = useStaffSession();
  const offline = useConnection() === 'offline';
  const connectionLost = offline || isConnectionFailure(queue.error ?? queue.failureReason);
  const kept = useMemo(
    () => (connectionLost && staff ? keptCashQueue(staff, filter) : null),
    [connectionLost, staff, filter],
  );

  let view: QueueView;
  if (connectionLost && queue.data) {
    view = { kind: 'list', items: queue.data, staleSince: new Date(queue.dataUpdatedAt).toISOString() };
  } else if (connectionLost && kept) {
    view = { kind: 'list', items: kept.items, staleSince: kept.savedAt };
  } else if (queue.isError) {
    view = { kind: 'error', error: queue.error };
  } else if (queue.isPending) {
    view = { kind: 'loading' };
  } else {
    view = { kind: 'list', items: queue.data, staleSince: null };
  }
  return { view, refetch: queue.refetch, loadedAt: queue.dataUpdatedAt };
}
