// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Breach } from '@athar/contract/operator/breaches';
import type { DataRequest } from '@athar/contract/operator/data-requests';
import { dataProtectionMessages } from '@athar/contract/operator/data-protection-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import {
  breachesRoute,
  changeDataRequestRoute,
  consentRegisterRoute,
  dataRequestsRoute,
  operatorMeRoute,
  operatorStepUpRoute,
  recordBreachRoute,
  userLookupRoute,
} from '@athar/contract/routes/operator';
import { clearAlerts } from '../../../../lib/alerts';
import { feeConsoleMessages } from '../../../../lib/messages/fees';
import { figuresConsoleMessages } from '../../../../lib/messages/figures';
import { settlementConsoleMessages } from '../../../../lib/messages/settlement';
import { operatorConsoleMessages } from '../../../../lib/messages/operator';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';
import {
  answerCalls,
  callsTo,
  envelope,
  on,
  operatorProfile,
  sentBodies,
} from '../../../../test/api-answers';
import { renderConsole, stepUpNeeded } from '../../console.test-support';

configure({ asyncUtilTimeout: 5_000 });
const text = dataProtectionConsoleMessages;

/** An erasure asked by e-mail, five days late. */
function lateRequest(given: Partial<DataRequest> = {}): DataRequest {
  return {
    id: 41,
    kind: 'erasure',
    user_id: null,
    requester_name: 'ليلى حسن',
    requester_email: 'laila@example.com',
    requester_phone: null,
    received_at: '2026-10-31T09:00:00.000Z',
    received_via: 'email',
    notes: null,
    status: 'open',
    refusal_reason: null,
    closed_at: null,
    due_on: '2026-11-30',
    days_left: -5,
    overdue: true,
    recorded_by: 7,
    ...given,
  };
}

function breach(given: Partial<Breach> = {}): Breach {
  return {
    id: 5,
    discovered_at: '2026-12-06T08:00:00.000Z',
    description: 'رسالة بريد أُرسلت إلى غير صاحبها',
    data_kinds: ['emails'],
    people_affected: 1,
    center_notified_at: null,
    people_notified_at: null,
    closed_at: null,
    notify_by: '2026-12-09T08:00:00.000Z',
    hours_left: 70,
    overdue: false,
    notified_late: false,
    recorded_by: 7,
    ...given,
  };
}

const dataProtection = () => envelope([operatorProfile({ roles: ['data_protection'] })]);

describe('the operators’ console: data protection', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('flags a late request and refuses it only with a reason', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: dataProtection,
      [on(dataRequestsRoute)]: () => envelope([{ requests: [lateRequest()], next_after: null }]),
      [on(changeDataRequestRoute)]: ({ body }) =>
        envelope([lateRequest({ ...(body as object), days_left: null, overdue: false })], {
          message: dataProtectionMessages.requestChanged,
        }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/data-protection');

    const card = await screen.findByRole('article', { name: text.requests.title('محو', 41) });
    expect(within(card).getByText(text.requests.overdue)).toBeTruthy();
    expect(within(card).getByText(text.requests.lateBy(5), { exact: false })).toBeTruthy();
    expect(screen.queryByText(text.readOnly)).toBeNull();

    await user.click(
      within(card).getByRole('button', {
        name: text.requests.moveLabel(text.requests.refuse, text.requests.title('محو', 41)),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: text.requests.refuseTitle });
    await user.click(within(dialog).getByRole('button', { name: text.requests.refuse }));
    expect(callsTo(api, changeDataRequestRoute)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(text.requests.refuseReason), 'لا يوجد حساب بهذا البريد');
    await user.click(within(dialog).getByRole('button', { name: text.requests.refuse }));
    await screen.findByText(dataProtectionMessages.requestChanged);
    expect(sentBodies(api, changeDataRequestRoute)).toEqual([
      { status: 'refused', refusal_reason: 'لا يوجد حساب بهذا البريد' },
    ]);
    expect(callsTo(api, changeDataRequestRoute)[0]!.params.id).toBe('41');
  });

  it('records a breach: its kinds, its people, and the moment of discovery as an instant', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: dataProtection,
      [on(breachesRoute)]: () => envelope([{ breaches: [breach()], next_before: null }]),
      [on(recordBreachRoute)]: () =>
        envelope([breach({ id: 6 })], { message: dataProtectionMessages.breachRecorded }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/data-protection?section=breaches');

    const card = await screen.findByRole('article', { name: text.breaches.title(5) });
    expect(within(card).getByText(text.breaches.hoursLeft(70))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.breaches.record }));
    const form = screen.getByRole('form', { name: text.breaches.form.recordTitle });
    await user.type(within(form).getByLabelText(text.breaches.form.description), 'تسرّب قائمة بريد المتابعين');
    await user.type(within(form).getByLabelText(text.breaches.form.people), '120');
    await user.click(within(form).getByRole('checkbox', { name: 'عناوين البريد الإلكتروني' }));
    await user.click(within(form).getByRole('button', { name: text.breaches.form.submit }));

    await screen.findByText(dataProtectionMessages.breachRecorded);
    const [sent] = sentBodies(api, recordBreachRoute);
    expect(sent).toMatchObject({
      description: 'تسرّب قائمة بريد المتابعين',
      data_kinds: ['emails'],
      people_affected: '120',
    });
    expect(sent!.discovered_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: text.breaches.form.recordTitle })).toBeNull(),
    );
  });

  it('filters the consent register by purpose and day', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: dataProtection,
      [on(consentRegisterRoute)]: () =>
        envelope([
          {
            consents: [
              {
                id: 9,
                purpose: 'follow',
                basis: 'consent',
                policy_version: '2026-11',
                given_at: '2026-12-01T10:00:00.000Z',
                subject_id: 4,
              },
            ],
            next_before: null,
          },
        ]),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/data-protection?section=consents');

    const table = await screen.findByRole('table', { name: text.consents.listLabel });
    expect(within(table).getByText(text.consents.purposes.follow)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(text.consents.purpose), 'follow');
    await user.type(screen.getByLabelText(text.consents.from), '2026-12-01');
    await user.click(screen.getByRole('button', { name: text.consents.apply }));
    await waitFor(() =>
      expect(callsTo(api, consentRegisterRoute).at(-1)!.query.get('purpose')).toBe('follow'),
    );
    const query = callsTo(api, consentRegisterRoute).at(-1)!.query;
    expect([query.get('from'), query.get('to')]).toEqual(['2026-12-01', null]);
    expect(callsTo(api, consentRegisterRoute)[0]!.query.get('purpose')).toBeNull();
  });

  it('looks an account up by e-mail after a fresh code', async () => {
    let fresh = false;
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['admin'] })]),
      [on(dataRequestsRoute)]: () => envelope([{ requests: [], next_after: null }]),
      [on(userLookupRoute)]: () =>
        fresh
          ? envelope([
              {
                id: 77,
                user_name: 'ليلى حسن',
                email: 'laila@example.com',
                msisdn: null,
                verified_at: null,
                created_at: '2026-01-01T00:00:00.000Z',
                total_donations: 3,
                total_campaigns: 1,
                total_consents: 4,
              },
            ])
          : stepUpNeeded(),
      [on(operatorStepUpRoute)]: () => {
        fresh = true;
        return envelope([{ until: '2026-12-06T10:20:00.000Z' }], { message: operatorMessages.steppedUp });
      },
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/data-protection');
    // an admin reads: no recording
    await screen.findByText(text.readOnly);
    expect(screen.queryByRole('button', { name: text.requests.record })).toBeNull();

    await user.click(screen.getByRole('button', { name: text.sections.lookup }));
    await user.type(screen.getByLabelText(text.lookup.email), 'laila@example.com');
    await user.click(screen.getByRole('button', { name: text.lookup.submit }));
    const stepUp = await screen.findByRole('dialog', { name: operatorConsoleMessages.stepUp.title });
    await user.type(within(stepUp).getByRole('textbox'), '135790');
    await user.click(within(stepUp).getByRole('button', { name: operatorConsoleMessages.stepUp.submit }));

    const found = await screen.findByRole('article', { name: text.lookup.account(77) });
    expect(within(found).getByText('ليلى حسن')).toBeTruthy();
    expect(sentBodies(api, userLookupRoute)).toEqual([
      { email: 'laila@example.com' },
      { email: 'laila@example.com' },
    ]);
  });

  it('shows each section only to the duties that open it', async () => {
    vi.stubGlobal(
      'fetch',
      answerCalls({ [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['finance'] })]) }),
    );
    renderConsole('/operator/data-protection');
    await screen.findByText(operatorMessages.roleMissing);
    const menu = screen.getByRole('navigation', { name: operatorConsoleMessages.nav.label });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      operatorConsoleMessages.nav.overview,
      feeConsoleMessages.operator.nav,
      settlementConsoleMessages.nav,
      figuresConsoleMessages.nav,
    ]);
  });
});
