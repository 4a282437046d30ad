// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePhoneMessages as apiText } from '@athar/contract/giving/schedule-phone-messages';
import { manageScheduleRoute, schedulePhoneRoute } from '@athar/contract/routes/giving';
import { schedulePhoneText as text } from '../../../lib/messages/schedule-phone';
import { createQueryClient } from '../../../lib/query-client';
import { clearSession } from '../../../lib/session';
import {
  answerCalls,
  envelope,
  on,
  refusal,
  scheduleView as schedule,
  sentBodies,
} from '../../../test/api-answers';
import { GivingSchedulePage } from './giving-schedule-page';

configure({ asyncUtilTimeout: 5_000 });

const TOKEN = 'OTJuy3Q5gQYuHxoekHH3P8bOSVSDMDBjvEgJITbXtp4';
const CODE = '482913';
const waiting = { ending: '432', confirmed: false, code_expires_at: '2027-02-20T10:00:00.000Z' };

let current = schedule();
let triesLeft = 5;
let texts = 0;

const api = answerCalls({
  [on(manageScheduleRoute)]: () => envelope(current),
  [on(schedulePhoneRoute)]: ({ body: sent }) => {
    const body = sent as { action: string; code?: string };
    if (body.action === 'resend') {
      if (texts >= 3) return refusal(apiText.codesLimited(3), 429, { msisdn: apiText.codesLimited(3) });
      texts += 1;
      return envelope(current, { message: apiText.codeSent });
    }
    if (body.code !== CODE) {
      triesLeft -= 1;
      return refusal(apiText.codeWrong(triesLeft), 400, { code: apiText.codeWrong(triesLeft) });
    }
    current = { ...current, phone: { ending: '432', confirmed: true, code_expires_at: null } };
    return envelope(current, { message: apiText.confirmed });
  },
});
const phoneCalls = () => sentBodies(api, schedulePhoneRoute);

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/GivingSchedule/7?token=${encodeURIComponent(TOKEN)}`]}>
        <Routes>
          <Route path="/GivingSchedule/:scheduleId" element={<GivingSchedulePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const panel = async () => within(await screen.findByRole('region', { name: text.title }));

describe('the phone of a schedule on its signed page (issue 34)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    clearSession();
    current = schedule({ type: 4, card_label: null, phone: waiting });
    triesLeft = 5;
    texts = 0;
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('says the texts wait for the phone, and confirms it with the code typed in Arabic-Indic digits', async () => {
    const user = renderPage();
    const phone = await panel();
    expect(phone.getByText('432')).toBeTruthy();
    expect(phone.getByText(text.waiting)).toBeTruthy();
    expect(phone.queryByText('01098765432')).toBeNull();

    await user.type(phone.getByLabelText(text.code), '٤٨٢ ٩١٣');
    await user.click(phone.getByRole('button', { name: text.confirm }));
    expect(await phone.findByRole('status')).toHaveProperty('textContent', apiText.confirmed);
    expect(phone.getByText(text.confirmed)).toBeTruthy();
    expect(phone.queryByLabelText(text.code)).toBeNull();
    expect(phoneCalls()).toEqual([{ id: 7, token: TOKEN, action: 'confirm', code: CODE }]);
  });

  it('refuses a code that is not six digits before sending anything, beside the field', async () => {
    const user = renderPage();
    const phone = await panel();
    const field = phone.getByLabelText(text.code);
    await user.type(field, '12a');
    await user.click(phone.getByRole('button', { name: text.confirm }));
    expect(await phone.findByText(apiText.codeInvalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(
      phone.getByText(apiText.codeInvalid).getAttribute('id'),
    );
    expect(document.activeElement).toBe(field);
    expect(phoneCalls()).toEqual([]);
  });

  it('puts a wrong code’s refusal, with the tries left, on the field and moves there', async () => {
    const user = renderPage();
    const phone = await panel();
    const field = phone.getByLabelText(text.code);
    await user.type(field, '111111');
    await user.click(phone.getByRole('button', { name: text.confirm }));
    expect(await phone.findByText(apiText.codeWrong(4))).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    // said once, on the field, not again in the alert
    expect(phone.queryByRole('alert')).toBeNull();
  });

  it('texts a new code on asking, and says so aloud when the phone had enough for a day', async () => {
    const user = renderPage();
    const phone = await panel();
    for (let i = 0; i < 3; i++) {
      await user.click(phone.getByRole('button', { name: text.resend }));
      expect(await phone.findByRole('status')).toHaveProperty('textContent', apiText.codeSent);
    }
    await user.click(phone.getByRole('button', { name: text.resend }));
    expect(await phone.findByRole('alert')).toHaveProperty('textContent', apiText.codesLimited(3));
    expect(phoneCalls()).toHaveLength(4);
  });

  it('shows nothing of a phone for a schedule that texts none, or once it is cancelled', async () => {
    current = schedule({ phone: null });
    renderPage();
    await screen.findByRole('link', { name: 'محمد علي' });
    expect(screen.queryByRole('region', { name: text.title })).toBeNull();
    cleanup();
    current = schedule({ type: 4, status: 'cancelled', phone: waiting });
    renderPage();
    await screen.findByRole('link', { name: 'محمد علي' });
    expect(screen.queryByRole('region', { name: text.title })).toBeNull();
  });
});
