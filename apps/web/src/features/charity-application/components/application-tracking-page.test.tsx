// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationMessages } from '@athar/contract/applications/application-messages';
import type { TrackedApplication } from '@athar/contract/applications/applications';
import { citiesRoute } from '@athar/contract/routes/catalogue';
import { answerApplicationRoute, trackApplicationRoute } from '@athar/contract/routes/applications';
import { charityApplicationMessages } from '../../../lib/messages/charity-application';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, callsTo, envelope, refusal } from '../../../test/api-answers';
import { ApplicationTrackingPage } from './application-tracking-page';

configure({ asyncUtilTimeout: 5_000 });

const text = charityApplicationMessages;
const TOKEN = 'Tracking_token-of-the-new-application-00000';
const REQUEST = 'أرفقوا قرار مجلس الإدارة الأخير';
const waiting: TrackedApplication = {
  status: 'changes_requested',
  operator_message: REQUEST,
  submitted_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-02T10:00:00.000Z',
  fields: {
    legal_name: 'جمعية النور للتنمية',
    registration_number: '4127/2009',
    city_id: 2,
    governorate: 'الجيزة',
    address: 'شارع التحرير، الدقي',
    contact_name: 'منى إبراهيم',
    contact_phone: '01012345678',
    contact_email: 'mona@nour.example',
    website: null,
    bank: 'misr',
    account_holder: 'جمعية النور للتنمية',
    iban: 'EG380019000500000000263180002',
  },
  documents: [
    { kind: 'registration_certificate', uploaded_at: '2026-12-01T10:00:00.000Z' },
    { kind: 'board_decision', uploaded_at: '2026-12-01T10:00:00.000Z' },
  ],
};
const api = answerCalls({
  [citiesRoute.path]: () =>
    envelope([
      { id: 1, ar_name: 'القاهرة' },
      { id: 2, ar_name: 'الجيزة' },
    ]),
  [`GET ${trackApplicationRoute.path}`]: ({ query }) =>
    query.get('token') === TOKEN ? envelope([waiting]) : refusal(applicationMessages.trackingInvalid, 400),
  [`POST ${answerApplicationRoute.path}`]: () =>
    envelope([{ ...waiting, status: 'submitted', operator_message: null }], {
      message: applicationMessages.answered,
    }),
});

function renderPage(token: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/JoinAsCharity/track/${token}`]}>
        <Routes>
          <Route path="/JoinAsCharity/track/:token" element={<ApplicationTrackingPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('/JoinAsCharity/track/:token (issue 37)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it("shows the operator's request and answers it with the fields as stored, documents kept", async () => {
    const user = renderPage(TOKEN);
    await screen.findByText(REQUEST);
    expect(screen.getByText(text.tracking.statuses.changes_requested)).toBeTruthy();
    const governorate = screen.getByLabelText<HTMLSelectElement>(text.fields.city_id);
    await waitFor(() => expect(governorate.selectedOptions[0]?.textContent).toBe('الجيزة'));
    expect(screen.getAllByText(text.documentKept)).toHaveLength(2);
    await user.clear(screen.getByLabelText(text.fields.address));
    await user.type(screen.getByLabelText(text.fields.address), 'شارع فيصل، الجيزة');
    await user.click(screen.getByRole('button', { name: text.tracking.answer }));
    await screen.findByText(applicationMessages.answered);
    const [sent] = callsTo(api, answerApplicationRoute);
    expect(sent!.query.get('token')).toBe(TOKEN);
    const form = sent!.body as FormData;
    expect(form.get('address')).toBe('شارع فيصل، الجيزة');
    expect(form.get('city_id')).toBe('2');
    expect(form.get('board_decision')).toBeNull();
    expect(screen.getByText(text.tracking.statuses.submitted)).toBeTruthy();
  });

  it('says a wrong link is wrong, and shows nothing of any application', async () => {
    renderPage('not-the-token');
    await screen.findByText(applicationMessages.trackingInvalid);
    expect(screen.queryByText(REQUEST)).toBeNull();
  });
});
