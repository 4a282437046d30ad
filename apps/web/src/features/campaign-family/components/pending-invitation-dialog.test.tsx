// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationToMe } from '@athar/contract/remembrance/co-admins';
import { familyMessages as apiFamilyMessages } from '@athar/contract/remembrance/family-messages';
import {
  acceptMyInvitationRoute,
  declineMyInvitationRoute,
  myInvitationsRoute,
} from '@athar/contract/routes/remembrance-family';
import { familyMessages } from '../../../lib/messages/family';
import { createQueryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { answerCalls, callsTo, envelope, on, refusal, sessionUser } from '../../../test/api-answers';
import { PendingInvitationDialog } from './pending-invitation-dialog';

configure({ asyncUtilTimeout: 5_000 });

const text = familyMessages.waiting;

/** An invitation from a woman, to manage the campaign of a deceased woman. */
const INVITATION: InvitationToMe = {
  invite_id: 31,
  campaign_id: 40,
  campaign_title: 'نادية فهمي',
  deceased_gender: 'female',
  inviter_name: 'سارة محمود',
  expires_at: '2026-06-10T12:00:00.000Z',
};

let waiting: InvitationToMe[] = [];
const api = answerCalls({
  [on(myInvitationsRoute)]: () => envelope(waiting),
  [on(acceptMyInvitationRoute)]: () => {
    waiting = [];
    return envelope([{ campaign_id: 40 }], { message: apiFamilyMessages.invitationAccepted });
  },
  [on(declineMyInvitationRoute)]: () => {
    waiting = [];
    return envelope([], { message: apiFamilyMessages.invitationDeclinedNow });
  },
});

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<PendingInvitationDialog />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const dialog = () => screen.findByRole('dialog', { name: text.title });

describe('an invitation waiting for the signed-in account (issue 35)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    saveSession(sessionUser());
    waiting = [INVITATION];
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('asks, in words that fit the deceased and a woman who invites, and accepts nothing on its own', async () => {
    renderAt('/');
    const asked = await dialog();
    expect(asked.textContent).toContain(familyMessages.invitation.lead('المرحومة نادية فهمي'));
    expect(asked.textContent).toContain('الدعوة من: سارة محمود');
    expect(asked.textContent).not.toMatch(/يدعوك|أرسل /);
    expect(callsTo(api, acceptMyInvitationRoute)).toEqual([]);
    expect(callsTo(api, declineMyInvitationRoute)).toEqual([]);
  });

  it('accepts on the press and leads to the campaign’s family page', async () => {
    const user = renderAt('/');
    await dialog();
    await user.click(screen.getByRole('button', { name: text.accept }));
    const link = await screen.findByRole('link', { name: familyMessages.invitation.goManage });
    expect(link.getAttribute('href')).toBe('/Campaign/40/family');
    expect(screen.getByText(familyMessages.invitation.accepted)).toBeTruthy();
    expect(callsTo(api, acceptMyInvitationRoute).map((call) => call.params)).toEqual([{ inviteid: '31' }]);
  });

  it('declines on the press and asks no more', async () => {
    const user = renderAt('/');
    await dialog();
    await user.click(screen.getByRole('button', { name: text.decline }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, declineMyInvitationRoute).map((call) => call.params)).toEqual([{ inviteid: '31' }]);
    expect(callsTo(api, acceptMyInvitationRoute)).toEqual([]);
  });

  it('puts it off with «لاحقًا», answering nothing', async () => {
    const user = renderAt('/');
    await dialog();
    await user.click(screen.getByRole('button', { name: text.later }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, acceptMyInvitationRoute)).toEqual([]);
    expect(callsTo(api, declineMyInvitationRoute)).toEqual([]);
  });

  it('says why in Arabic when the invitation closed meanwhile', async () => {
    vi.stubGlobal(
      'fetch',
      answerCalls({
        [on(myInvitationsRoute)]: () => envelope(waiting),
        [on(acceptMyInvitationRoute)]: () => refusal(apiFamilyMessages.invitationRevoked, 409),
      }),
    );
    const user = renderAt('/');
    await dialog();
    await user.click(screen.getByRole('button', { name: text.accept }));
    await screen.findByText(apiFamilyMessages.invitationRevoked);
  });

  it('stays out of the way of the mailed link’s own page', async () => {
    renderAt('/Invitation?token=Abc_123-x');
    await waitFor(() => expect(callsTo(api, myInvitationsRoute)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
