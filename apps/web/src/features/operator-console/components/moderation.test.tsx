// @vitest-environment happy-dom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationCase, QueueItem } from '@athar/contract/moderation/queue';
import { moderationMessages as serverMessages } from '@athar/contract/moderation/messages';
import { operatorMeRoute } from '@athar/contract/routes/operator';
import {
  moderationCaseRoute,
  moderationDecisionRoute,
  moderationHideRoute,
  moderationHistoryRoute,
  moderationQueueRoute,
} from '@athar/contract/routes/moderation';
import { clearAlerts } from '../../../lib/alerts';
import { operatorModerationMessages } from '../../../lib/messages/operator-moderation';
import { operatorCaseHistoryMessages } from '../../../lib/messages/operator-case-history';
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
  take_down_waiting: null,
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
      dua_id: null,
      update: null,
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
  signals: [],
  hidden_parts: [],
  appeals: [],
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
        [on(moderationQueueRoute)]: () =>
          envelope([
            {
              items: [
                item,
                {
                  ...item,
                  campaign_id: 13,
                  title: 'سلمى الثانية',
                  take_down_waiting: {
                    requested_by: 'مشرفة الطلب',
                    requested_at: '2026-12-06T10:00:00.000Z',
                  },
                },
              ],
              next: null,
            },
          ]),
      }),
    );
    renderConsole('/operator/moderation');
    const list = await screen.findByRole('list', { name: text.listLabel });
    expect(within(list).getByText('منصور الأول')).toBeTruthy();
    expect(within(list).getAllByText(text.reports(2))).toHaveLength(2);
    expect(within(list).getAllByText(text.severe)).toHaveLength(2);
    // four eyes: the take-down waiting for a second moderator is marked, with who asked for it
    const [first, second] = within(list).getAllByTestId('queue-item');
    expect(within(first!).queryByText(text.takeDownWaiting)).toBeNull();
    expect(within(second!).getByText(text.takeDownWaiting)).toBeTruthy();
    expect(within(second!).getByText(/طلبه مشرفة الطلب في/)).toBeTruthy();
    cleanup();
    vi.stubGlobal(
      'fetch',
      answerCalls({ [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['finance'] })]) }),
    );
    renderConsole('/operator/moderation');
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.queryByRole('list', { name: text.listLabel })).toBeNull();
  });

  it('shows the campaign’s history in its case, an older page on «أحداث أقدم» (docs/decisions/044)', async () => {
    const history = operatorCaseHistoryMessages;
    const event = { by: null, what: [], reason: null, count: null, amount: null };
    vi.stubGlobal(
      'fetch',
      answerCalls({
        [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['moderator'] })]),
        [on(moderationCaseRoute)]: () => envelope([found()]),
        [on(moderationHistoryRoute)]: ({ query }) =>
          query.has('before_key')
            ? envelope([
                {
                  items: [
                    { ...event, kind: 'created', at: '2026-12-01T09:00:00.000Z', key: 'c12', by: 'منى صابر' },
                  ],
                  next: null,
                },
              ])
            : envelope([
                {
                  items: [
                    {
                      ...event,
                      kind: 'edited',
                      at: '2026-12-05T09:00:00.000Z',
                      key: 'e3',
                      by: 'منى صابر',
                      what: ['photo', 'description'],
                    },
                    {
                      ...event,
                      kind: 'donations',
                      at: '2026-12-04T09:00:00.000Z',
                      key: 'd20261204',
                      count: 3,
                      amount: 450,
                    },
                  ],
                  next: { before_at: '2026-12-04T09:00:00.000Z', before_key: 'd20261204' },
                },
              ]),
      }),
    );
    const { user } = renderConsole('/operator/moderation/12');
    const list = await screen.findByRole('list', { name: history.listLabel });
    expect(within(list).getByText(/عدّل منى صابر: الصورة، النص/)).toBeTruthy();
    expect(within(list).getByText(/3 تبرعات · 450/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: history.more }));
    expect(await within(list).findByText(/أنشأها منى صابر/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: history.more })).toBeNull();
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

  it('shows the signals Athar computed, each with what it points to (docs/decisions/036)', async () => {
    vi.stubGlobal(
      'fetch',
      answerCalls({
        [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['moderator'] })]),
        [on(moderationCaseRoute)]: () =>
          envelope([
            found({
              reports: [
                {
                  id: 6,
                  dua_id: null,
                  update: null,
                  reason: 'signal',
                  reason_label: 'إشارات رصدها أثر',
                  details: null,
                  contact: null,
                  stage: 'queue',
                  created_at: '2026-12-06T09:00:00.000Z',
                  family_answer: null,
                  closed_how: null,
                },
              ],
              signals: [
                {
                  kind: 'same_deceased',
                  label: 'نفس اسم الفقيد وتاريخ الوفاة في حملة أخرى',
                  detail: '',
                  source: 'campaign',
                  source_id: null,
                  other: { campaign_id: 7, title: 'منصور عبد الحميد', code: 1007 },
                  created_at: '2026-12-06T09:00:00.000Z',
                },
                {
                  kind: 'money_in_text',
                  label: 'رقم هاتف أو بيانات تحويل في النص',
                  detail: '01012345678',
                  source: 'family_update',
                  source_id: 3,
                  other: null,
                  created_at: '2026-12-06T09:05:00.000Z',
                },
              ],
            }),
          ]),
      }),
    );
    renderConsole('/operator/moderation/12');
    const section = await screen.findByRole('region', { name: text.signalsTitle });
    const [same, money] = within(section).getAllByTestId('case-signal');
    expect(within(same!).getByRole('link', { name: 'منصور عبد الحميد' }).getAttribute('href')).toBe(
      '/CampaignDonation/%D9%85%D9%86%D8%B5%D9%88%D8%B1_%D8%B9%D8%A8%D8%AF_%D8%A7%D9%84%D8%AD%D9%85%D9%8A%D8%AF/7',
    );
    expect(within(same!).getByRole('link', { name: text.otherCase }).getAttribute('href')).toBe(
      '/operator/moderation/7',
    );
    expect(within(money!).getByText('01012345678')).toBeTruthy();
    expect(within(money!).getByText(text.signalSources.family_update, { exact: false })).toBeTruthy();
  });

  it('shows no signals section on a case without any', async () => {
    vi.stubGlobal(
      'fetch',
      answerCalls({
        [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['moderator'] })]),
        [on(moderationCaseRoute)]: () => envelope([found()]),
      }),
    );
    renderConsole('/operator/moderation/12');
    expect(await screen.findByRole('heading', { name: text.caseTitle('منصور الأول') })).toBeTruthy();
    expect(screen.queryByRole('region', { name: text.signalsTitle })).toBeNull();
  });

  it('hides an update a signal was found in, with a reason, and lists what is hidden (docs/decisions/036)', async () => {
    const signal = {
      kind: 'money_in_text' as const,
      label: 'رقم هاتف أو بيانات تحويل في النص',
      detail: '01012345678',
      source: 'family_update' as const,
      source_id: 3,
      other: null,
      created_at: '2026-12-06T09:05:00.000Z',
    };
    const hiddenNow = found({
      signals: [signal],
      hidden_parts: [
        {
          part: 'family_update',
          part_id: 3,
          label: 'تحديث من العائلة',
          text: 'حولوا على 01012345678',
          image_url: null,
          reason: 'رقم تحويل خارج أثر',
          hidden_at: '2026-12-06T10:00:00.000Z',
        },
      ],
    });
    let hid = false;
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['moderator'] })]),
      [on(moderationCaseRoute)]: () => envelope([hid ? hiddenNow : found({ signals: [signal] })]),
      [on(moderationHideRoute)]: () => {
        hid = true;
        return envelope([hiddenNow], { message: serverMessages.hidden });
      },
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/moderation/12');
    const hideSection = await screen.findByRole('region', { name: text.hideTitle });
    expect(within(hideSection).getByRole('button', { name: text.hide('صورة الحملة') })).toBeTruthy();
    await user.click(
      within(hideSection).getByRole('button', { name: text.hide(text.numbered('تحديث من العائلة', 3)) }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'رقم تحويل خارج أثر');
    await user.click(within(dialog).getByRole('button', { name: text.send }));
    expect(await screen.findByText(serverMessages.hidden)).toBeTruthy();
    expect(sentBodies(api, moderationHideRoute)).toEqual([
      { part: 'family_update', part_id: 3, reason: 'رقم تحويل خارج أثر' },
    ]);
    const hidden = await screen.findByRole('region', { name: text.hiddenTitle });
    expect(within(hidden).getByText('حولوا على 01012345678')).toBeTruthy();
    expect(screen.getByRole('button', { name: text.outcomes.restored })).toBeTruthy();
  });
});
