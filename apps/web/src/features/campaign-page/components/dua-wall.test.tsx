// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { duaMessages } from '@athar/contract/remembrance/dua-messages';
import { validationMessages } from '@athar/contract/messages';
import { campaignDuasRoute, postDuaRoute } from '@athar/contract/routes/remembrance-duas';
import { clearSession, saveSession } from '../../../lib/session';
import { duaWallMessages } from '../../../lib/messages/duas';
import { privacyMessages } from '../../../lib/messages/privacy';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, dua, envelope, on, sentBodies, sessionUser } from '../../../test/api-answers';
import { DuaWall } from './dua-wall';

configure({ asyncUtilTimeout: 5_000 });

const text = duaWallMessages;
let releasePost: () => void = () => {};

const api = answerCalls({
  [on(campaignDuasRoute)]: () =>
    envelope({
      items: [
        dua({ id: 2, body: 'اللهم اغفر له وارحمه', author_name: null }),
        dua({ id: 1, body: '‏ذكرى طيبة', author_name: 'خالد', created_at: '2026-11-19T10:00:00Z' }),
      ],
      next_before: null,
    }),
  [on(postDuaRoute)]: async () => {
    await new Promise<void>((resolve) => {
      releasePost = resolve;
    });
    return envelope([{ id: 3, status: 'pending' }], { message: duaMessages.postedPending });
  },
});
const posts = () => sentBodies(api, postDuaRoute);

function renderWall() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DuaWall campaignId={6} gender="male" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the dua wall', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('lists the shown duas, naming a writer who gave no name «زائر»', async () => {
    renderWall();
    const list = await screen.findByRole('list', { name: text.listLabel });
    expect(list.textContent).toContain('اللهم اغفر له وارحمه');
    expect(list.textContent).toContain(text.guestName);
    expect(list.textContent).toContain('خالد');
    expect(screen.getAllByRole('button', { name: text.report.label(text.guestName) })).toHaveLength(1);
  });

  it('asks a guest for an e-mail and consent, in Arabic, and posts once however often it is clicked', async () => {
    const user = renderWall();
    await user.click(screen.getByRole('button', { name: text.form.open }));
    // the form is its own chunk, loaded when asked for; it takes the focus once there
    const body = await screen.findByLabelText(text.form.body);
    await vi.waitFor(() => expect(document.activeElement).toBe(body));
    await user.click(screen.getByRole('button', { name: text.form.submit }));
    expect(await screen.findByText(duaMessages.bodyShort)).toBeTruthy();
    expect(screen.getByText(duaMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.consentRequired)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await user.type(screen.getByLabelText(text.form.body), 'رحمه الله وأسكنه فسيح جناته');
    await user.type(screen.getByLabelText(text.form.email), 'guest@example.com');
    await user.click(screen.getByRole('checkbox', { name: privacyMessages.consent.label }));
    const submit = screen.getByRole('button', { name: text.form.submit });
    await user.click(submit);
    await waitFor(() => expect(posts()).toHaveLength(1));
    const busy = screen.getByRole('button', { name: text.form.submitting });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await user.click(busy);
    releasePost();
    // دعاء is masculine (issue 35)
    expect(await screen.findByText('وصل دعاؤك، وسيظهر بعد موافقة الأسرة.')).toBeTruthy();
    expect(posts()).toEqual([
      {
        campaign_id: 6,
        body: 'رحمه الله وأسكنه فسيح جناته',
        author_name: '',
        email: 'guest@example.com',
        consent: true,
      },
    ]);
  });

  it('asks a logged-in visitor for no e-mail', async () => {
    saveSession(sessionUser());
    const user = renderWall();
    await user.click(screen.getByRole('button', { name: text.form.open }));
    expect(await screen.findByLabelText(text.form.body)).toBeTruthy();
    expect(screen.queryByLabelText(text.form.email)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: privacyMessages.consent.label })).toBeNull();
  });
});
