// @vitest-environment happy-dom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorMessages } from '@athar/contract/operator/messages';
import {
  auditLogCsvRoute,
  auditLogRoute,
  operatorMeRoute,
  operatorsRoute,
  operatorStepUpRoute,
  resetFactorRoute,
} from '@athar/contract/routes/operator';
import { clearAlerts } from '../../../lib/alerts';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import {
  answerCalls,
  auditEntry,
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

const text = operatorConsoleMessages;
const CSV = '\uFEFFid,at,actor_kind\r\n120,2026-12-06T10:15:00.000Z,operator\r\n';

/** The server's step-up: a fresh code (good for five minutes) opens the sensitive calls after it. */
function withStepUp() {
  let steppedUp = false;
  return {
    isSteppedUp: () => steppedUp,
    stepUp: ({ body }: { body: unknown }) => {
      if ((body as { code: string }).code !== '135790') return refusal(operatorMessages.codeInvalid);
      steppedUp = true;
      return envelope([{ until: '2026-12-06T10:20:00.000Z' }], { message: operatorMessages.steppedUp });
    },
  };
}

const csvFile = () =>
  new Response(CSV, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="athar-audit-2026-12-06.csv"',
    },
  });

describe('the operators’ console: a sensitive action asks a fresh code, then carries on (issue 36)', () => {
  beforeEach(() => vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit'));
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('exports the filtered audit log: refused for want of a code, the dialog, the code, then the file', async () => {
    const server = withStepUp();
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile()]),
      [on(auditLogRoute)]: ({ query }) =>
        envelope([
          query.get('before') === '120'
            ? { entries: [auditEntry({ id: 110, action: 'operator.login.password' })], next_before: null }
            : { entries: [auditEntry()], next_before: 120 },
        ]),
      [on(auditLogCsvRoute)]: () => (server.isSteppedUp() ? csvFile() : stepUpNeeded()),
      [on(operatorStepUpRoute)]: server.stepUp,
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/audit?action=operator.login');

    // the filter of the address is the one asked, and shown in its field
    const table = await screen.findByRole('table', { name: text.audit.tableLabel });
    expect(within(table).getByText('operator.login.verified')).toBeTruthy();
    expect(callsTo(api, auditLogRoute)[0]!.query.get('action')).toBe('operator.login');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: text.audit.filters.action }).value).toBe(
      'operator.login',
    );
    // «المزيد» asks for the page before the last entry shown
    await user.click(screen.getByRole('button', { name: text.more }));
    await within(table).findByText('operator.login.password');
    expect(callsTo(api, auditLogRoute).at(-1)!.query.get('before')).toBe('120');
    expect(screen.queryByRole('button', { name: text.more })).toBeNull();

    const exportButton = screen.getByRole('button', { name: text.audit.export });
    await user.click(exportButton);
    const dialog = await screen.findByRole('dialog', { name: text.stepUp.title });
    expect(within(dialog).getByText(operatorMessages.stepUpNeeded)).toBeTruthy();
    const code = within(dialog).getByRole('textbox', { name: text.code.label });
    await waitFor(() => expect(document.activeElement).toBe(code));

    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: text.stepUp.submit }));
    await within(dialog).findByText(operatorMessages.codeInvalid);
    expect(callsTo(api, auditLogCsvRoute)).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '135790');
    await user.click(within(dialog).getByRole('button', { name: text.stepUp.submit }));
    await screen.findByText(text.audit.exported);
    expect(screen.queryByRole('dialog')).toBeNull();
    // the same filter, asked again after the code
    const exports = callsTo(api, auditLogCsvRoute);
    expect(exports).toHaveLength(2);
    expect(exports.map((call) => call.query.get('action'))).toEqual(['operator.login', 'operator.login']);
    expect(sentBodies(api, operatorStepUpRoute).at(-1)).toEqual({ code: '135790' });
    const file = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
    expect(await file.text()).toBe(CSV);
  });

  it('does nothing more, and says nothing wrong, when the operator cancels the dialog', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile()]),
      [on(auditLogRoute)]: () => envelope([{ entries: [auditEntry()], next_before: null }]),
      [on(auditLogCsvRoute)]: stepUpNeeded,
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/audit');
    await user.click(await screen.findByRole('button', { name: text.audit.export }));
    const dialog = await screen.findByRole('dialog', { name: text.stepUp.title });
    await user.click(within(dialog).getByRole('button', { name: text.stepUp.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // no banner: cancelling is not a failure
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['']);
    expect(callsTo(api, auditLogCsvRoute)).toHaveLength(1);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: text.audit.export }).disabled).toBe(false);
  });

  it('resets another operator’s factor after a confirm and a fresh code, and never offers it on one’s own', async () => {
    const server = withStepUp();
    const karim = operatorListItem();
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile()]),
      [on(operatorsRoute)]: () =>
        envelope([operatorListItem({ id: 7, operator_name: 'هدى الشريف', roles: ['admin'] }), karim]),
      [on(resetFactorRoute)]: () =>
        server.isSteppedUp()
          ? envelope([{ ...karim, enrolled: false, recovery_codes_left: 0 }], {
              message: operatorMessages.factorReset,
            })
          : stepUpNeeded(),
      [on(operatorStepUpRoute)]: server.stepUp,
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/operators');

    const list = await screen.findByRole('list', { name: text.operators.listLabel });
    const own = within(list).getByRole('article', { name: 'هدى الشريف' });
    expect(within(own).getByText(text.operators.you)).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();
    const other = within(list).getByRole('article', { name: 'كريم منصور' });
    expect(within(other).getByText(text.operators.recoveryCount(10))).toBeTruthy();

    await user.click(within(other).getByRole('button', { name: text.operators.resetLabel('كريم منصور') }));
    const confirm = await screen.findByRole('dialog', { name: text.operators.confirmTitle });
    expect(within(confirm).getByText(text.operators.confirmText('كريم منصور'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: text.operators.confirm }));

    const stepUp = await screen.findByRole('dialog', { name: text.stepUp.title });
    await user.type(within(stepUp).getByRole('textbox', { name: text.code.label }), '135790');
    await user.click(within(stepUp).getByRole('button', { name: text.stepUp.submit }));

    await screen.findByText(operatorMessages.factorReset);
    expect(callsTo(api, resetFactorRoute).map((call) => call.params.id)).toEqual(['8', '8']);
    await within(other).findByText(text.operators.notEnrolled);
    expect(within(other).getByText(text.operators.recoveryCount(0))).toBeTruthy();
  });
});
