// @vitest-environment happy-dom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationCase, QueueItem } from '@athar/contract/moderation/queue';
import { moderationMessages as serverMessages } from '@athar/contract/moderation/messages';
import { operatorMeRoute } from '@athar/contract/routes/operator';
import {
  moderationCaseRoute,
  moderationDecisionRoute,
  moderationQueueRoute,
} from '@athar/contract/routes/moderation';
import { clearAlerts } from '../../../lib/alerts';
import { operatorModerationMessages } from '../../../lib/messages/operator-moderation';
import { answerCalls, envelope, on, operatorProfile, sentBodies } from '../../../test/api-answers';
import { renderConsole } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });
const text = operatorModerationMessages;

const item: QueueItem = {
  campaign_id: 12,
  title: 'منصور الأول',
  reports: 2,
  severe: true,
  first_queued_at: '2026-12-06T09:00:00.000Z',
  first_look_due_at: '2026-12-07T09:00:00.000Z',
  first_look_at: null,
  first_look_late: false,
  moderation: null,
};
const found = (given: Partial<ModerationCase> = {}): ModerationCase => ({
  campaign_id: 12,
  title: 'منصور الأول',
  description: 'صدقة جارية',
  image: null,
  created_at: '2026-12-01T09:00:00.000Z',
  creator_name: 'منى صابر',
  ngo_name: 'جمعية النور',
  collected: 200,
  moderation: null,
  take_down_request: null,
  reports: [
    {
      id: 5,
      reason: 'money_outside',
      reason_label: 'يطلب مالًا خارج أثر',
      details: 'يطلب تحويلًا',
      contact: '01011112222',
      stage: 'queue',
      created_at: '2026-12-06T09:00:00.000Z',
      family_answer: null,
      closed_how: null,
    },
  ],
  decisions: [],
  ...given,
});

describe('the moderators’ queue in the console (docs/decisions/033)', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('opens to a moderator, lists the campaigns with their clock, and hides from finance', async () => {
    vi.stubGlobal(
      'fetch',
      answerCalls({
        [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['moderator'] })]),
        [on(moderationQueueRoute)]: () => envelope([{ items: [item], next: null }]),
      }),
    );
    renderConsole('/operator/moderation');
    const list = await screen.findByRole('list', { name: text.listLabel });
    expect(within(list).getByText('منصور الأول')).toBeTruthy();
    expect(within(list).getByText(text.reports(2))).toBeTruthy();
    expect(within(list).getByText(text.severe)).toBeTruthy();
    cleanup();
    vi.stubGlobal(
      'fetch',
      answerCalls({ [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['finance'] })]) }),
    );
    renderConsole('/operator/moderation');
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.queryByRole('list', { name: text.listLabel })).toBeNull();
  });

  it('shows a case with the reporter’s contact and pauses with a reason', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['moderator'] })]),
      [on(moderationCaseRoute)]: () => envelope([found()]),
      [on(moderationDecisionRoute)]: () =>
        envelope([found({ moderation: 'paused' })], { message: serverMessages.paused }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/moderation/12');
    expect(await screen.findByRole('heading', { name: text.caseTitle('منصور الأول') })).toBeTruthy();
    expect(screen.getByText('01011112222')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.outcomes.paused }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'يطلب تحويلًا خارج أثر');
    await user.click(within(dialog).getByRole('button', { name: text.send }));
    expect(await screen.findByText(serverMessages.paused)).toBeTruthy();
    expect(sentBodies(api, moderationDecisionRoute)).toEqual([
      { outcome: 'paused', reason: 'يطلب تحويلًا خارج أثر' },
    ]);
  });
});
