// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppealableOutcomeView } from '@athar/contract/moderation/appeals';
import { moderationMessages as serverMessages } from '@athar/contract/moderation/messages';
import { appealOutcomeRoute, familyAppealsRoute } from '@athar/contract/routes/moderation';
import { reportMessages } from '../../../lib/messages/reports';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, on, refusal, sentBodies } from '../../../test/api-answers';
import { FamilyAppealsPanel } from './family-appeals-panel';

configure({ asyncUtilTimeout: 5_000 });
const text = reportMessages.appeals;

const takenDown: AppealableOutcomeView = {
  decision_id: 71,
  outcome: 'taken_down',
  part: null,
  reason: 'نراجع ملكية الصورة',
  decided_at: '2026-12-06T09:00:00.000Z',
  in_force: true,
  appeal: null,
};
let outcomes: AppealableOutcomeView[] = [takenDown];
let secondTime = false;
const api = answerCalls({
  [on(familyAppealsRoute)]: () => envelope(outcomes),
  [on(appealOutcomeRoute)]: () => {
    if (secondTime) return refusal(serverMessages.appealOpen, 409);
    outcomes = [
      {
        ...takenDown,
        appeal: {
          id: 5,
          state: 'open',
          body: 'الصورة صورة والدنا $1',
          created_at: '2026-12-06T10:00:00.000Z',
          answer: null,
          decided_at: null,
        },
      },
    ];
    return envelope(outcomes, { message: serverMessages.appealSent });
  },
});

const renderPanel = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FamilyAppealsPanel campaignId={6} />
    </QueryClientProvider>,
  );

describe('the family appeals a moderator’s decision from their page (migration 044)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
    outcomes = [takenDown];
    secondTime = false;
  });
  afterEach(() => {
    cleanup();
    api.mockClear();
    vi.unstubAllGlobals();
  });

  it('shows the decision and its reason, asks for words before sending, and then shows the appeal waiting', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.getByText(text.outcome.taken_down)).toBeTruthy();
    expect(screen.getByText(takenDown.reason)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.ask }));
    // nothing written: the Arabic message, and nothing sent
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(serverMessages.appealText)).toBeTruthy();
    expect(sentBodies(api, appealOutcomeRoute)).toEqual([]);

    await user.type(screen.getByLabelText(text.label), 'الصورة صورة والدنا $1');
    await user.click(screen.getByRole('button', { name: text.send }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(text.state.open)).toBeTruthy();
    expect(within(status).getByText('الصورة صورة والدنا $1')).toBeTruthy();
    expect(sentBodies(api, appealOutcomeRoute)).toEqual([{ decision_id: 71, body: 'الصورة صورة والدنا $1' }]);
    // an open appeal cannot be asked again from the page
    expect(screen.queryByRole('button', { name: text.ask })).toBeNull();
  });

  it('says the server’s Arabic refusal in the form', async () => {
    secondTime = true;
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.ask }));
    await user.type(screen.getByLabelText(text.label), 'نطلب المراجعة');
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(serverMessages.appealOpen)).toBeTruthy();
  });

  it('shows a decided appeal with the moderator’s words, and nothing when no decision is in force', async () => {
    outcomes = [
      {
        ...takenDown,
        outcome: 'hidden',
        part: 'photo',
        appeal: {
          id: 5,
          state: 'upheld',
          body: 'نطلب إظهار الصورة',
          created_at: '2026-12-06T10:00:00.000Z',
          answer: 'الصورة لعائلة أخرى',
          decided_at: '2026-12-06T12:00:00.000Z',
        },
      },
    ];
    renderPanel();
    expect(await screen.findByText(text.state.upheld)).toBeTruthy();
    expect(screen.getByText('الصورة لعائلة أخرى')).toBeTruthy();
    expect(screen.getByText(text.outcome.hidden('صورة الحملة'))).toBeTruthy();
    // upheld and still in force: it may be asked again
    expect(screen.getByRole('button', { name: text.ask })).toBeTruthy();
    cleanup();
    // granted: no longer in force, nothing to ask
    outcomes = [
      {
        ...takenDown,
        in_force: false,
        appeal: {
          id: 6,
          state: 'granted',
          body: 'نطلب المراجعة',
          created_at: '2026-12-06T10:00:00.000Z',
          answer: 'عادت الصفحة',
          decided_at: '2026-12-06T12:00:00.000Z',
        },
      },
    ];
    renderPanel();
    expect(await screen.findByText(text.state.granted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.ask })).toBeNull();
    cleanup();
    outcomes = [];
    renderPanel();
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: text.title })).toBeNull();
  });
});
