// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { cashQueueRoute, markContactedRoute, staffLogoutRoute } from '@athar/contract/routes/charity';
import { OfflineBanner } from '../../../components/offline-banner';
import { reportOnline } from '../../../lib/alerts';
import { consoleOfflineMessages } from '../../../lib/messages/console-offline';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { createQueryClient } from '../../../lib/query-client';
import { clearStaffSession, saveStaffSession } from '../../../lib/staff-session';
import { answerCalls, callsTo, cashQueueItem, envelope, on, unreachable } from '../../../test/api-answers';
import { cairoTimeText } from '../clock-text';
import { keepCashQueue, keptCashQueue } from '../kept-cash-queue';
import { CashQueuePage } from './cash-queue-page';
import { ConsoleHeader } from './console-header';
import { staffMemberRecord } from '../../../test/records/staff';

configure({ asyncUtilTimeout: 5_000 });

const text = charityConsoleMessages.charity;
const offlineText = consoleOfflineMessages;
const STAFF = staffMemberRecord();
const DONOR = 'حسن عبد الفتاح';
/** as the card shows it: «عبد» held to the next word */
const DONOR_SHOWN = keepCompoundNames(DONOR);
const NOTE = 'اتفقنا على التحصيل غدًا بعد العصر';

const item = cashQueueItem({ id: 41, donor_name: DONOR, address: 'شارع الترعة 12' });

/** The api as the phone reaches it: the queue, or no answer at all (fetch's TypeError) once offline. */
let reachable = true;
const answer = answerCalls({
  [cashQueueRoute.path]: () => envelope([item]),
  [on(markContactedRoute)]: () => envelope([], { message: 'تم الحفظ' }),
  [on(staffLogoutRoute)]: () => envelope([], { message: 'تم الحفظ' }),
});
const network = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (!reachable) unreachable();
  return answer(input, init);
});
const posted = () => callsTo(network, markContactedRoute);

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
