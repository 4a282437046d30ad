// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleView } from '@athar/contract/giving/schedules';
import { actOnMyScheduleRoute, mySchedulesRoute } from '@athar/contract/routes/giving';
import { givingMessages } from '../../../lib/messages/giving';
import { createQueryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import {
  answerCalls,
  callsTo,
  envelope,
  on,
  scheduleNight,
  scheduleView,
  sessionUser,
} from '../../../test/api-answers';
import { MySchedules } from './my-schedules';

configure({ asyncUtilTimeout: 5_000 });

/** A wallet gift every Friday evening until the end of June, set up before docs/decisions/030. */
const SCHEDULE = scheduleView({
  id: 12,
  pattern: 'fridays',
  amount_piasters: 20_000,
  type: 4,
  ends_on: '2027-06-25',
  card_label: null,
  version: 2,
  nights: [
    scheduleNight({ night: '2027-06-04', occasion: 'friday', label: 'يوم الجمعة 4 يونيو 2027 — مساءً' }),
  ],
});

let schedules: ScheduleView[] = [];
const api = answerCalls({
  [on(mySchedulesRoute)]: () => envelope({ schedules }),
  [on(actOnMyScheduleRoute)]: () => envelope({ ...SCHEDULE, status: 'paused', version: 3 }),
});
const posts = () => callsTo(api, actOnMyScheduleRoute).map(({ url, body }) => ({ url: url.pathname, body }));

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MySchedules />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('«عطائي المجدول» on /MyDonations (issue 21)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    saveSession(
      sessionUser({
        user_id: 5,
        user_name: 'سارة',
        email: 'sara@example.com',
        msisdn: '',
        access_token: 'token-5',
      }),
    );
  });
  afterEach(() => {
    cleanup();
    clearSession();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('shows nothing at all while the donor has no schedule', async () => {
    schedules = [];
    renderSection();
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: givingMessages.mine.title })).toBeNull();
  });

  it('lists the donor’s schedules and acts on one by its own address with its version', async () => {
    schedules = [SCHEDULE];
    const user = renderSection();
    expect(await screen.findByRole('heading', { name: givingMessages.mine.title })).toBeTruthy();
    expect(screen.getByText('مساء كل جمعة، حتى 2027-06-25')).toBeTruthy();
    // a Friday is a day: its amount, its list and its status in a day's words
    expect(screen.getByText(givingMessages.units.day.each)).toBeTruthy();
    expect(screen.getByRole('heading', { name: givingMessages.units.day.list })).toBeTruthy();
    expect(screen.getByText(givingMessages.units.day.statuses.upcoming)).toBeTruthy();
    expect(screen.getByText(givingMessages.methods.wallet)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: givingMessages.schedule.pause }));
    expect(await screen.findByText(givingMessages.schedule.done.pause)).toBeTruthy();
    expect(screen.getByText(givingMessages.statuses.paused)).toBeTruthy();
    expect(posts()).toEqual([
      { url: '/api/users/giving-schedules/12', body: { action: 'pause', version: 2 } },
    ]);
  });
});
