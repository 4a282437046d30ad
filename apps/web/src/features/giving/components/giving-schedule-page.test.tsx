// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { givingMessages as apiText } from '@athar/contract/giving/giving-messages';
import { getScheduleSessionIdEndpoint } from '@athar/contract/payments/schedule-checkout';
import {
  actOnScheduleRoute,
  manageScheduleRoute,
  renewScheduleLinkRoute,
} from '@athar/contract/routes/giving';
import { givingMessages } from '../../../lib/messages/giving';
import { createQueryClient } from '../../../lib/query-client';
import { clearSession } from '../../../lib/session';
import {
  answerCalls,
  envelope,
  hostAnswer,
  on,
  refusal,
  scheduleView as schedule,
  sentBodies,
  sentBody,
} from '../../../test/api-answers';
import { GivingSchedulePage } from './giving-schedule-page';

configure({ asyncUtilTimeout: 5_000 });

const text = givingMessages.schedule;
const nights = givingMessages.units.night;
const CHANGED = 'تغيّر هذا التبرع المجدول من مكان آخر، فراجعه ثم أعد المحاولة.';
const TOKEN = 'OTJuy3Q5gQYuHxoekHH3P8bOSVSDMDBjvEgJITbXtp4';
const EXPIRED = 'bjwVFHCTBc5o23zN9NX8k2pcDWwgjNa8Jiqzyoiz8w-';
const PAY = 'https://pay.athar.test';
/** what the card was verified for: more a night waits for the bank (docs/decisions/027) */
const VERIFIED_PIASTERS = 50_000;

let current = schedule();
let conflictOnce = false;
let loads = 0;

const api = answerCalls({
  [on(manageScheduleRoute)]: ({ query }) => {
    if (query.get('id') === '7' && query.get('token') === EXPIRED) return refusal(apiText.linkExpired, 410);
    if (query.get('id') !== '7' || query.get('token') !== TOKEN)
      return refusal('لم نجد هذا التبرع المجدول.', 404);
    loads += 1;
    return envelope(current);
  },
  [on(actOnScheduleRoute)]: ({ body: sent }) => {
    const body = sent as Record<string, unknown>;
    if (conflictOnce) {
      conflictOnce = false;
      current = schedule({ version: 4, status: 'paused' });
      return refusal(CHANGED, 409);
    }
    if (body.version !== current.version) return refusal(CHANGED, 409);
    const next = { ...current, version: current.version + 1 };
    if (body.action === 'pause') next.status = 'paused';
    if (body.action === 'resume') next.status = 'active';
    // as the api answers a cancellation: the nights still to come are cancelled
    if (body.action === 'cancel') {
      next.status = 'cancelled';
      next.nights = current.nights.map((night) =>
        night.status === 'upcoming' ? { ...night, status: 'cancelled' as const } : night,
      );
    }
    if (body.action === 'amount' && Number(body.amount) * 100 > VERIFIED_PIASTERS) {
      current = { ...next, raise_piasters: Number(body.amount) * 100 };
      return envelope({ ...current, setup_token: 'raise-setup-token' });
    }
    if (body.action === 'amount') next.amount_piasters = Number(body.amount) * 100;
    if (body.action === 'skip')
      next.nights = current.nights.map((night) =>
        night.night === body.night ? { ...night, status: 'skipped' as const } : night,
      );
    current = next;
    return envelope({ ...current, setup_token: null });
  },
  [on(renewScheduleLinkRoute)]: () => envelope([], { message: apiText.linkRenewed }),
  [on(getScheduleSessionIdEndpoint, PAY)]: () =>
    hostAnswer(getScheduleSessionIdEndpoint, {
      Success: true,
      sessionId: 'SESSION-7',
      lightboxUrl: `${PAY}/bank/lightbox`,
      paymentPageUrl: `${PAY}/bank/pay?session=SESSION-7`,
    }),
});
const actions = () => sentBodies(api, actOnScheduleRoute);

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/GivingSchedule/:scheduleId" element={<GivingSchedulePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the schedule’s signed page (issue 21)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    clearSession();
    current = schedule();
    conflictOnce = false;
    loads = 0;
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('shows the schedule and its nights, and pauses and resumes sending the version it shows', async () => {
    const user = renderAt(`/GivingSchedule/7?token=${encodeURIComponent(TOKEN)}`);
    expect(await screen.findByRole('link', { name: 'محمد علي' })).toBeTruthy();
    expect(screen.getByText('بطاقة بنكية •••• 0008')).toBeTruthy();
    expect(screen.getByText('100 ج.م')).toBeTruthy();
    expect(screen.getByText(givingMessages.patternNames.last_ten)).toBeTruthy();
    expect(screen.getByText('ليلة 21 رمضان').nextSibling?.textContent).toBe(nights.statuses.confirmed);

    await user.click(button(text.pause));
    expect(await screen.findByText(text.done.pause)).toBeTruthy();
    expect(screen.getByText(givingMessages.statuses.paused)).toBeTruthy();
    await user.click(button(text.resume));
    expect(await screen.findByText(text.done.resume)).toBeTruthy();
    expect(actions()).toEqual([
      { id: 7, token: TOKEN, action: 'pause', version: 3 },
      { id: 7, token: TOKEN, action: 'resume', version: 4 },
    ]);
  });

  it('offers the night of the mail’s link first, and skips it', async () => {
    const user = renderAt(`/GivingSchedule/7?token=${encodeURIComponent(TOKEN)}&night=2027-03-03`);
    expect(await screen.findByText(text.skipThis('ليلة 23 رمضان'))).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>(nights.skipWhich).value).toBe('2027-03-03');
    await user.click(button(nights.skip));
    expect(await screen.findByText(nights.skipped)).toBeTruthy();
    expect(actions()).toEqual([{ id: 7, token: TOKEN, action: 'skip', version: 3, night: '2027-03-03' }]);
    expect(screen.getByText('ليلة 23 رمضان').nextSibling?.textContent).toBe(nights.statuses.skipped);
  });

  it('says in Arabic when the schedule changed meanwhile, and shows it as it now is', async () => {
    conflictOnce = true;
    const user = renderAt(`/GivingSchedule/7?token=${encodeURIComponent(TOKEN)}`);
    await screen.findByRole('link', { name: 'محمد علي' });
    expect(loads).toBe(1);
    await user.click(button(text.pause));
    expect((await screen.findByRole('alert')).textContent).toBe(`${CHANGED} ${text.reloaded}`);
    await waitFor(() => expect(loads).toBe(2));
    // reloaded: paused now, so resume is offered, with the new version
    await user.click(await screen.findByRole('button', { name: text.resume }));
    expect(await screen.findByText(text.done.resume)).toBeTruthy();
    expect(actions().at(-1)).toEqual({ id: 7, token: TOKEN, action: 'resume', version: 4 });
  });

  it('cancels only after a second word, and changes the amount in whole pounds', async () => {
    const user = renderAt(`/GivingSchedule/7?token=${encodeURIComponent(TOKEN)}`);
    await screen.findByRole('link', { name: 'محمد علي' });

    await user.type(screen.getByLabelText(nights.newAmount), '50');
    await user.click(button(text.changeAmount));
    expect(await screen.findByText('أقل مبلغ لكل تبرع ١٠٠ جنيه.')).toBeTruthy();
    expect(actions()).toHaveLength(0);
    await user.clear(screen.getByLabelText(nights.newAmount));
    await user.type(screen.getByLabelText(nights.newAmount), '250');
    await user.click(button(text.changeAmount));
    expect(await screen.findByText('250 ج.م')).toBeTruthy();

    await user.click(button(text.cancel));
    expect(actions()).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain(nights.cancelConfirm);
    await user.click(button(text.cancelNo));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(button(text.cancel));
    await user.click(button(text.cancelYes));
    expect(await screen.findByText(text.done.cancel)).toBeTruthy();
    expect(screen.getByText(givingMessages.statuses.cancelled)).toBeTruthy();
    expect(screen.getByText('ليلة 21 رمضان').nextSibling?.textContent).toBe(nights.statuses.confirmed);
    expect(screen.getByText('ليلة 23 رمضان').nextSibling?.textContent).toBe('أُلغيت');
    expect(screen.queryByText(nights.statuses.upcoming)).toBeNull();
    expect(screen.queryByRole('button', { name: text.pause })).toBeNull();
    expect(actions()).toEqual([
      { id: 7, token: TOKEN, action: 'amount', version: 3, amount: 250 },
      { id: 7, token: TOKEN, action: 'cancel', version: 4 },
    ]);
  });

  it('says a link without its token is incomplete, and an altered one what the api says', async () => {
    renderAt('/GivingSchedule/7');
    expect((await screen.findByRole('alert')).textContent).toBe(givingMessages.page.missingToken);
    cleanup();
    renderAt('/GivingSchedule/7?token=g.7.forged');
    expect((await screen.findByRole('alert')).textContent).toBe('لم نجد هذا التبرع المجدول.');
  });

  describe('issue 34 (docs/decisions/027)', () => {
    let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
    beforeEach(() => {
      const meta = document.createElement('meta');
      meta.name = 'athar-pay-url';
      meta.content = PAY;
      document.head.append(meta);
      assign = vi.fn();
      vi.spyOn(window.location, 'assign').mockImplementation(assign);
    });
    afterEach(() => {
      vi.restoreAllMocks();
      document.head.querySelector('meta[name="athar-pay-url"]')?.remove();
    });

    it('leads a raise above what the card was verified for to the bank’s page, the amount unchanged', async () => {
      const user = renderAt(`/GivingSchedule/7?token=${encodeURIComponent(TOKEN)}`);
      await screen.findByRole('link', { name: 'محمد علي' });
      await user.type(screen.getByLabelText(nights.newAmount), '1000');
      await user.click(button(text.changeAmount));
      expect(await screen.findByText(text.done.raise)).toBeTruthy();
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`${PAY}/bank/pay?session=SESSION-7`));
      expect(sentBody(api, getScheduleSessionIdEndpoint, PAY)).toEqual({
        schedule_id: 7,
        setup_token: 'raise-setup-token',
      });
      // the amount shown is still the one charged; the raise waits
      expect(screen.getByText('100 ج.م')).toBeTruthy();
      expect(screen.getByText(nights.raiseNote('1,000 ج.م'))).toBeTruthy();

      // the page opened again later (the bank's page left): the raise waits, and leads to the bank again
      cleanup();
      assign.mockClear();
      const again = renderAt(`/GivingSchedule/7?token=${encodeURIComponent(TOKEN)}`);
      await again.click(await screen.findByRole('button', { name: text.raiseVerify }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`${PAY}/bank/pay?session=SESSION-7`));
      expect(actions()[1]).toEqual({ id: 7, token: TOKEN, action: 'amount', version: 4, amount: 1000 });
    });

    it('says an expired link expired, and has a new one mailed without asking for an address', async () => {
      const user = renderAt(`/GivingSchedule/7?token=${encodeURIComponent(EXPIRED)}`);
      expect(await screen.findByRole('heading', { name: givingMessages.page.expiredTitle })).toBeTruthy();
      expect(screen.getByText(apiText.linkExpired)).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
      await user.click(button(givingMessages.page.renew));
      expect(await screen.findByText(apiText.linkRenewed)).toBeTruthy();
      expect(sentBody(api, renewScheduleLinkRoute)).toEqual({ id: 7, token: EXPIRED });
      expect(screen.queryByRole('button', { name: givingMessages.page.renew })).toBeNull();
    });
  });
});
