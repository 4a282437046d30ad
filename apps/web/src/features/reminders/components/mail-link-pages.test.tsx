// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmFollowRoute, unsubscribeFollowRoute } from '@athar/contract/routes/remembrance-follows';
import { followMessages as apiFollowMessages } from '@athar/contract/remembrance/follow-messages';
import { followMessages } from '../../../lib/messages/follows';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, callsTo, envelope, on, refusal } from '../../../test/api-answers';
import { ConfirmFollowPage } from './confirm-follow-page';
import { UnsubscribeFollowPage } from './unsubscribe-follow-page';

configure({ asyncUtilTimeout: 5_000 });

const TOKEN = 'q7Vb2mXo9TzL0cKpA4sYwE1nR8uHdG6jFiN3lZ5yCxQ';
const choices = { anniversary: false, ramadan: false, arafah: false, friday: true, family_updates: false };

let confirmAnswer = () => envelope({ campaign_title: 'سعاد إبراهيم', choices });
const api = answerCalls({
  [on(confirmFollowRoute)]: () => confirmAnswer(),
  [on(unsubscribeFollowRoute)]: () => envelope({ campaign_title: 'سعاد إبراهيم', occasion: 'friday' }),
});

function renderAt(path: string, page: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** docs/decisions/028: opening a mail's link shows its page; only the button's press sends the POST. */
describe('the pages of the mails’ links', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    confirmAnswer = () => envelope({ campaign_title: 'سعاد إبراهيم', choices });
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('confirms a follow only when the button is pressed, never as the page opens', async () => {
    const text = followMessages.confirm;
    const user = renderAt(`/Reminders/Confirm?token=${TOKEN}`, <ConfirmFollowPage />);
    const button = await screen.findByRole('button', { name: text.action });
    expect(screen.getByText(text.lead)).toBeTruthy();
    // a scanner that runs the page's code sends nothing: the page is on screen, nothing was posted
    expect(api).not.toHaveBeenCalled();
    await user.click(button);
    await screen.findByRole('heading', { name: text.doneTitle });
    expect(screen.getByRole('status').textContent).toBe(text.done('سعاد إبراهيم'));
    const sent = callsTo(api, confirmFollowRoute);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.query.get('token')).toBe(TOKEN);
  });

  it('says why a link did not work, and leaves the button for another try', async () => {
    confirmAnswer = () => refusal(apiFollowMessages.confirmExpired);
    const user = renderAt(`/Reminders/Confirm?token=${TOKEN}`, <ConfirmFollowPage />);
    await user.click(await screen.findByRole('button', { name: followMessages.confirm.action }));
    expect((await screen.findByRole('alert')).textContent).toBe(apiFollowMessages.confirmExpired);
    expect(screen.getByRole('button', { name: followMessages.confirm.action })).toBeTruthy();
  });

  it('asks for no press without a token: the link is cut', async () => {
    renderAt('/Reminders/Confirm', <ConfirmFollowPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(followMessages.confirm.missingToken);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stops a reminder only on the button’s press', async () => {
    const follows = followMessages.unsubscribe;
    const user = renderAt(`/Reminders/Unsubscribe?token=${TOKEN}`, <UnsubscribeFollowPage />);
    const stop = await screen.findByRole('button', { name: follows.action });
    expect(api).not.toHaveBeenCalled();
    await user.click(stop);
    expect((await screen.findByRole('status')).textContent).toBe(
      follows.done(follows.occasions.friday, 'سعاد إبراهيم'),
    );
    expect(callsTo(api, unsubscribeFollowRoute)).toHaveLength(1);
  });
});
