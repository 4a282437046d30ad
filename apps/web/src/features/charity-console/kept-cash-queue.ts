import { z } from 'zod';
import { cashQueueItem, type CashQueueItem } from '@athar/contract/charity/cash-queue';
import type { StaffMember } from '@athar/contract/charity/staff-login';
import type { QueueFilter } from './api/cash-queue';

/**
 * The last cash queue each filter loaded, kept in localStorage so a field worker whose phone loses
 * its connection can still read it (PRODUCT.md §2.8). It holds donors' names, phones and addresses: that is
 * acceptable because it is exactly what the queue page shows the logged-in staff member, it is kept
 * for one staff member of one charity only (another login on the phone never reads it), and logout
 * (or a refused staff token) removes it.
 */
const STORAGE_KEY = 'athar.console.cash-queue';
/** A few places a worker moves between; older ones make room. */
const MAX_FILTERS = 6;

const keptEntry = z.object({ filter: z.string(), saved_at: z.string(), items: z.array(cashQueueItem) });
const keptQueues = z.object({ owner: z.string(), entries: z.array(keptEntry) });
type KeptQueues = z.infer<typeof keptQueues>;

export interface KeptCashQueue {
  items: CashQueueItem[];
  /** when the queue was loaded from the server (ISO) */
  savedAt: string;
}

type Owner = Pick<StaffMember, 'id' | 'ngo_id'>;

const ownerKey = (staff: Owner) => `${staff.ngo_id}:${staff.id}`;
const filterKey = (filter: QueueFilter) => `${filter.city ?? ''}:${filter.area ?? ''}`;

function read(): KeptQueues | null {
  try {
    const parsed = keptQueues.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps a queue just loaded, in place of that filter's older one. */
export function keepCashQueue(
  staff: Owner,
  filter: QueueFilter,
  items: CashQueueItem[],
  now = new Date(),
): void {
  const owner = ownerKey(staff);
  const key = filterKey(filter);
  const stored = read();
  const others = stored?.owner === owner ? stored.entries.filter((entry) => entry.filter !== key) : [];
  const entry = { filter: key, saved_at: now.toISOString(), items };
  const next: KeptQueues = { owner, entries: [entry, ...others].slice(0, MAX_FILTERS) };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or refused (private browsing): the queue is then only readable online
  }
}

/** The queue this staff member last loaded with this filter, or null. */
export function keptCashQueue(staff: Owner, filter: QueueFilter): KeptCashQueue | null {
  const stored = read();
  if (stored?.owner !== ownerKey(staff)) return null;
  const entry = stored.entries.find((candidate) => candidate.filter === filterKey(filter));
  return entry ? { items: entry.items, savedAt: entry.saved_at } : null;
}

/** The staff session ended: nothing of the charity's donors stays on the phone. */
export function forgetKeptCashQueues(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // no storage: nothing was kept
  }
}
