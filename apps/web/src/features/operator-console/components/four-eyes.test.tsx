// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalRecord } from '@athar/contract/operator/approvals';
import type { ConsolePermit } from '@athar/contract/operator/console-permits';
import { operatorMessages } from '@athar/contract/operator/messages';
import {
  approvalsRoute,
  approveRoute,
  operatorMeRoute,
  operatorPermitsRoute,
  operatorsRoute,
  operatorStepUpRoute,
  rejectApprovalRoute,
  requestApprovalRoute,
  setRolesRoute,
} from '@athar/contract/routes/operator';
import { clearAlerts } from '../../../lib/alerts';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';
import {
  answerCalls,
  callsTo,
  envelope,
  on,
  operatorListItem,
  operatorProfile,
  refusal,
  sentBodies,
} from '../../../test/api-answers';
import { renderConsole, stepUpNeeded } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });
const text = fourEyesMessages;

/** A permit revocation asked by Karim (8), waiting. */
function approval(given: Partial<ApprovalRecord> = {}): ApprovalRecord {
  return {
    id: 31,
    action: 'permit.revoke',
    object_id: 12,
    object_label: 'جمعية النور — تصريح 2026/153',
    reason: 'انتهى خطاب المديرية',
    requested_by: 8,
    requested_by_name: 'كريم منصور',
    requested_at: '2026-12-06T09:00:00.000Z',
    status: 'pending',
    decided_by: null,
    decided_at: null,
    decision_note: null,
    ...given,
  };
}

function permit(given: Partial<ConsolePermit> = {}): ConsolePermit {
  return {
    id: 12,
    ngo_id: 3,
    ngo_name: 'جمعية النور',
    permit_number: '2026/153',
    issuing_body: 'مديرية التضامن الاجتماعي بالقاهرة',
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    scope: 'online',
    status: 'approved',
    in_force_today: true,
    created_at: '2026-01-01T08:00:00.000Z',
    purpose: null,
    has_document: false,
    refusal_reason: null,
    decided_at: '2026-01-02T08:00:00.000Z',
    revoked_at: null,
    ...given,
  };
}

/** The server's step-up: refused until the code 135790 is given. */
function steppedUp() {
  let fresh = false;
  return {
    guard: (answer: () => Response) => () => (fresh ? answer() : stepUpNeeded()),
    stepUp: () => {
      fresh = true;
      return envelope([{ until: '2026-12-06T10:20:00.000Z' }], { message: operatorMessages.steppedUp });
    },
  };
}

describe('the operators’ console: four eyes (approvals, duties, permits)', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('approves another’s request after a fresh code, and offers only «اسحب الطلب» on one’s own', async () => {
    const server = steppedUp();
    const own = approval({ id: 32, requested_by: 7, requested_by_name: 'هدى الشريف', object_label: 'سامي' });
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['onboarding'] })]),
      [on(approvalsRoute)]: () => envelope([{ approvals: [approval(), own], next_before: null }]),
      [on(approveRoute)]: server.guard(() =>
        envelope([approval({ status: 'approved' })], { message: operatorMessages.approvalApproved }),
      ),
      [on(rejectApprovalRoute)]: () =>
        envelope([{ ...own, status: 'withdrawn' }], { message: operatorMessages.approvalWithdrawn }),
      [on(operatorStepUpRoute)]: server.stepUp,
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/approvals');

    const list = await screen.findByRole('list', {
      name: text.approvals.listLabel(text.approvals.tabs.pending),
    });
    const mine = within(list).getAllByRole('article')[1]!;
    expect(within(mine).getByText(text.approvals.yours)).toBeTruthy();
    expect(
      within(mine)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([text.approvals.withdraw]);
    const theirs = within(list).getAllByRole('article')[0]!;
    expect(within(theirs).getByText('انتهى خطاب المديرية')).toBeTruthy();
    expect(within(theirs).getByText('كريم منصور')).toBeTruthy();

    await user.click(within(theirs).getByRole('button', { name: /^وافق على طلب/ }));
    const stepUp = await screen.findByRole('dialog', { name: operatorConsoleMessages.stepUp.title });
    await user.type(within(stepUp).getByRole('textbox'), '135790');
    await user.click(within(stepUp).getByRole('button', { name: operatorConsoleMessages.stepUp.submit }));
    await screen.findByText(operatorMessages.approvalApproved);
    expect(callsTo(api, approveRoute).map((call) => call.params.id)).toEqual(['31', '31']);

    // one's own: withdrawn with a note (the reject call), never approved
    await user.click(within(mine).getByRole('button', { name: /^اسحب طلب/ }));
    const withdraw = await screen.findByRole('dialog', { name: text.approvals.withdrawTitle });
    await user.type(within(withdraw).getByLabelText(text.approvals.noteLabel), 'قدّمته خطأً');
    await user.click(within(withdraw).getByRole('button', { name: text.approvals.confirmWithdraw }));
    await screen.findByText(operatorMessages.approvalWithdrawn);
    expect(sentBodies(api, rejectApprovalRoute)).toEqual([{ note: 'قدّمته خطأً' }]);
    expect(callsTo(api, rejectApprovalRoute)[0]!.params.id).toBe('32');
  });

  it('asks to revoke an approved permit with a reason (a `permit.revoke` approval)', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['onboarding'] })]),
      // the approved permits come two pages long: «المزيد» asks for those before the last one shown
      [on(operatorPermitsRoute)]: ({ query }) =>
        envelope([
          query.get('before') === '12'
            ? { permits: [permit({ id: 9, permit_number: '2025/090' })], next_before: null }
            : { permits: [permit()], next_before: 12 },
        ]),
      [on(requestApprovalRoute)]: () =>
        envelope([approval()], { message: operatorMessages.approvalRequested }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/permits?status=approved');

    const card = await screen.findByRole('article', { name: text.permits.number('2026/153') });
    expect(within(card).queryByRole('button', { name: text.permits.approveLabel('2026/153') })).toBeNull();
    await user.click(within(card).getByRole('button', { name: text.permits.revokeLabel('2026/153') }));
    const dialog = await screen.findByRole('dialog', { name: text.permits.revokeTitle('2026/153') });
    await user.click(within(dialog).getByRole('button', { name: text.reason.send }));
    expect(await within(dialog).findByText(text.reason.tooShort)).toBeTruthy();
    expect(callsTo(api, requestApprovalRoute)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(text.reason.label), 'انتهى خطاب المديرية');
    await user.click(within(dialog).getByRole('button', { name: text.reason.send }));
    await screen.findByText(operatorMessages.approvalRequested);
    expect(sentBodies(api, requestApprovalRoute)).toEqual([
      { action: 'permit.revoke', object_id: 12, reason: 'انتهى خطاب المديرية' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, operatorPermitsRoute)[0]!.query.get('status')).toBe('approved');

    await user.click(screen.getByRole('button', { name: operatorConsoleMessages.more }));
    await screen.findByRole('article', { name: text.permits.number('2025/090') });
    expect(callsTo(api, operatorPermitsRoute).at(-1)!.query.get('before')).toBe('12');
    expect(screen.queryByRole('button', { name: operatorConsoleMessages.more })).toBeNull();
  });

  it('saves the other duties at once and asks a second operator for admin, with a reason', async () => {
    const karim = operatorListItem();
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile()]),
      [on(operatorsRoute)]: () => envelope([karim]),
      [on(setRolesRoute)]: ({ body }) =>
        (body as { roles: string[] }).roles.includes('admin')
          ? refusal(operatorMessages.adminNeedsApproval, 409)
          : envelope([{ ...karim, roles: (body as { roles: never[] }).roles }], { message: 'تم' }),
      [on(requestApprovalRoute)]: () =>
        envelope([approval({ action: 'operator.grant_admin' })], {
          message: operatorMessages.approvalRequested,
        }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/operators');

    const card = await screen.findByRole('article', { name: 'كريم منصور' });
    await user.click(within(card).getByRole('button', { name: text.duties.editLabel('كريم منصور') }));
    const dialog = await screen.findByRole('dialog', { name: text.duties.title('كريم منصور') });
    await user.click(within(dialog).getByRole('checkbox', { name: 'المالية' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'الإشراف على المحتوى' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'إدارة المشغّلين' }));
    expect(within(dialog).getByText(text.duties.adminNote)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(fourEyesMessages.reason.label), 'مديرة العمليات الجديدة');
    await user.click(within(dialog).getByRole('button', { name: text.duties.askAdmin }));

    await screen.findByText(operatorMessages.approvalRequested);
    expect(sentBodies(api, setRolesRoute)).toEqual([{ roles: ['moderator'] }]);
    expect(sentBodies(api, requestApprovalRoute)).toEqual([
      { action: 'operator.grant_admin', object_id: 8, reason: 'مديرة العمليات الجديدة' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
