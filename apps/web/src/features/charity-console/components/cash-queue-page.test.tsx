// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { OfflineBanner } from '../../../components/offline-banner';
import { reportOnline } from '../../../lib/alerts';
import { consoleOfflineMessages } from '../../../lib/messages/console-offline';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { createQueryClient } from '../../../lib/query-client';
import { clearStaffSession, saveStaffSession } from '../../../lib/staff-session';
import { cairoTimeText } from '../clock-text';
import { keepCashQueue, keptCashQueue } from '../kept-cash-queue';
import { CashQueuePage } from './cash-queue-page';
import { ConsoleHeader } from './console-header';

configure({ asyncUtilTimeout: 5_000 });

const text = charityConsoleMessages.charity;
const offlineText = consoleOfflineMessages;
const STAFF = { id: 7, staff_name: 'منى عبد الله', email: 'staff@example.com', ngo_id: 3, ngo_name: 'جمعية' };
const DONOR = 'حسن عبد الفتاح';
/** as the card shows it: «عبد» held to the next word */
const DONOR_SHOWN = keepCompoundNames(DONOR);
const NOTE = 'اتفقنا على التحصيل غدًا بعد العصر';

const item: CashQueueItem = {
  id: 41,
  donor_name: DONOR,
  msisdn: '01012345678',
  city_id: 1,
  city: 'القاهرة',
  area_id: 2,
  area: 'شبرا',
  address: 'شارع الترعة 12',
  amount: 250,
  comment: null,
  campaign_id: 6,
  campaign_title: 'سقيا الماء',
  created_at: '2026-11-24T08:00:00.000Z',
  contact_deadline: '2026-11-27T08:00:00.000Z',
  hours_left: 30,
  contact_state: 'on_time',
  contacted_at: null,
};

/** The api as the phone reaches it: the queue, or no answer at all (fetch's TypeError) once offline. */
let reachable = true;
const network = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (!reachable) throw new TypeError('Failed to fetch');
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://console.test');
  if (url.pathname === '/api/charity/cash-queue') {
    return new Response(JSON.stringify({ status: 1, message: '', data: [item] }), {
      headers: { 'content-type': 'application/json' },
    });
  }
  if (init?.method === 'POST') {
    return new Response(JSON.stringify({ status: 1, message: 'تم الحفظ', data: [] }), {
      headers: { 'content-type': 'application/json' },
    });
  }
  return new Response('{}', { status: 404 });
});
const posted = () => network.mock.calls.filter(([, init]) => init?.method === 'POST');

/** The browser's own online state, as the console layout's banner follows it. */
function goOffline() {
  reachable = false;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

/** A fresh page load: a new query cache, so only what was kept on the phone survives. */
function openQueue() {
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/charity']}>
        <ConsoleHeader />
        <CashQueuePage />
        <OfflineBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

async function openContactedDialog(user: ReturnType<typeof userEvent.setup>) {
  const list = await screen.findByRole('list', { name: text.queue.listLabel });
  await user.click(within(list).getByRole('button', { name: text.actions.contacted }));
  const dialog = await screen.findByRole('dialog', { name: text.dialogs.contactedTitle });
  const note = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: text.dialogs.note });
  await user.type(note, NOTE);
  await user.click(within(dialog).getByRole('button', { name: text.dialogs.save }));
  return { dialog, note };
}

describe('the cash queue on a phone that loses its connection (issue 22)', () => {
  beforeEach(() => {
    reachable = true;
    localStorage.clear();
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
    reportOnline(true);
    saveStaffSession({ ...STAFF, access_token: 'staff-token' });
  });
  afterEach(() => {
    cleanup();
    network.mockClear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    reportOnline(true);
    clearStaffSession();
  });

  it('shows the last loaded queue after a reload offline, marked as possibly out of date', async () => {
    const online = openQueue();
    await screen.findByRole('heading', { name: DONOR_SHOWN });
    expect(screen.queryByText(offlineText.staleText)).toBeNull();
    const kept = keptCashQueue(STAFF, {});
    expect(kept?.items.map((entry) => entry.id)).toEqual([41]);
    online.unmount();

    goOffline();
    openQueue();
    const banner = await screen.findByText(offlineText.staleTitle(cairoTimeText(kept!.savedAt)));
    expect(banner.closest('[role="status"]')?.textContent).toContain(offlineText.staleText);
    expect(screen.getByRole('heading', { name: DONOR_SHOWN })).toBeTruthy();
    expect(screen.getByText('شارع الترعة 12')).toBeTruthy();
  });

  it('never shows another staff member’s kept queue', async () => {
    keepCashQueue({ id: 99, ngo_id: 3 }, {}, [item], new Date('2026-11-25T10:00:00Z'));
    goOffline();
    openQueue();
    await screen.findByRole('alert');
    expect(screen.queryByRole('heading', { name: DONOR_SHOWN })).toBeNull();
    expect(screen.queryByText(offlineText.staleText)).toBeNull();
  });

  it('refuses an action offline before sending it, says nothing was saved and keeps what was typed', async () => {
    const { user } = openQueue();
    await screen.findByRole('heading', { name: DONOR_SHOWN });
    goOffline();
    const { dialog, note } = await openContactedDialog(user);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(offlineText.offlineRefused);
    expect(note.value).toBe(NOTE);
    expect(posted()).toEqual([]);
    // the dialog is not stuck on "saving": the worker can try again or go back
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: text.dialogs.back }).disabled).toBe(
      false,
    );
  });

  it('says an action that got no answer was not saved, and keeps what was typed', async () => {
    const { user } = openQueue();
    await screen.findByRole('heading', { name: DONOR_SHOWN });
    // the browser still believes it is online, but the network is gone
    reachable = false;
    const { dialog, note } = await openContactedDialog(user);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(offlineText.notSaved);
    expect(note.value).toBe(NOTE);
    // sent once, not queued to be sent again behind the worker's back
    expect(posted()).toHaveLength(1);
  });

  it('forgets the kept queue when the staff member logs out', async () => {
    const { user } = openQueue();
    await screen.findByRole('heading', { name: DONOR_SHOWN });
    expect(keptCashQueue(STAFF, {})).not.toBeNull();
    await user.click(screen.getByRole('button', { name: text.header.logout }));
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(keptCashQueue(STAFF, {})).toBeNull();
  });
});
