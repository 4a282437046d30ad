// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invitationRoute } from '@athar/contract/routes/remembrance-family';
import { familyMessages } from '../../../lib/messages/family';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, on } from '../../../test/api-answers';
import { InvitationPage } from './invitation-page';

configure({ asyncUtilTimeout: 5_000 });

const text = familyMessages.invitation;
const TOKEN = 'Abc_123-x';
let state = 'open';
const api = answerCalls({
  [on(invitationRoute)]: () =>
    envelope({
      campaign_id: 40,
      campaign_title: 'نادية فهمي',
      deceased_gender: 'female',
      inviter_name: 'سارة محمود',
      email: 'huda@example.com',
      state,
    }),
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/Invitation?token=${TOKEN}`]}>
        <Routes>
          <Route path="/Invitation" element={<InvitationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/Invitation for a guest (issue 35)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    state = 'open';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names who invited in words that fit a woman, and both ways in come back to the invitation', async () => {
    renderPage();
    await screen.findByText('الدعوة من: سارة محمود');
    const back = encodeURIComponent(`/Invitation?token=${TOKEN}`);
    expect(screen.getByRole('link', { name: text.login }).getAttribute('href')).toBe(`/Login?next=${back}`);
    expect(screen.getByRole('link', { name: text.register }).getAttribute('href')).toBe(
      `/Register?next=${back}`,
    );
  });

  it('says so when the invitee declined it already', async () => {
    state = 'declined';
    renderPage();
    await screen.findByText(text.states.declined);
    expect(screen.queryByRole('link', { name: text.register })).toBeNull();
  });
});
