// @vitest-environment happy-dom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operatorMessages } from '@athar/contract/operator/messages';
import { operatorMeRoute } from '@athar/contract/routes/operator';
import {
  resolveSettlementExceptionRoute,
  settlementExceptionsRoute,
  settlementImportsRoute,
  uploadSettlementRoute,
} from '@athar/contract/routes/settlement';
import type { SettlementException, SettlementImport } from '@athar/contract/settlement/settlement-endpoints';
import { settlementMessages, settlementOutcomeNames } from '@athar/contract/settlement/settlement-messages';
import { clearAlerts } from '../../../lib/alerts';
import { settlementConsoleMessages } from '../../../lib/messages/settlement';
import {
  answerCalls,
  callsTo,
  envelope,
  on,
  operatorProfile,
  refusal,
  sentBodies,
} from '../../../test/api-answers';
import { renderConsole } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });
const text = settlementConsoleMessages;

const imported: SettlementImport = {
  id: 3,
  provider: 'bank',
  account: 'TESTATHAR01',
  file_name: 'settlement-TESTATHAR01-2026-12-05.csv',
  sha256: 'a'.repeat(64),
  lines: 120,
  matched: 117,
  fees: 1,
  exceptions: 2,
  not_settled: 1,
  imported_at: '2026-12-06T09:00:00.000Z',
  new: false,
};
const mismatch: SettlementException = {
  id: 41,
  outcome: 'amount_mismatch',
  provider: 'bank',
  account: 'TESTATHAR01',
  import_id: 3,
  file_name: imported.file_name,
  line_number: 7,
  provider_transaction_id: '=HYPERLINK("x")',
  reference: 'athar-88-ab12cd34',
  settled_amount: 210,
  fee: 4.5,
  payout_reference: 'PO20261205TESTATHAR01',
  donation_id: 88,
  donation_amount: 200,
  donation_status: 'confirmed',
  confirmed_at: '2026-12-05T08:00:00.000Z',
  resolved_at: null,
  resolution_note: null,
  description: null,
  deposit: null,
  duplicate_of: null,
};

describe('the reconciliation page of the operators’ console (issue 39)', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('shows finance the imports and the exceptions beside their donations, and resolves one with a note', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['finance'] })]),
      [on(settlementImportsRoute)]: () => envelope([{ imports: [imported], next_before: null }]),
      [on(settlementExceptionsRoute)]: () => envelope([{ exceptions: [mismatch], next_before: null }]),
      [on(resolveSettlementExceptionRoute)]: () =>
        envelope([{ ...mismatch, resolved_at: '2026-12-06T10:00:00.000Z', resolution_note: 'x' }], {
          message: settlementMessages.resolved,
        }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/reconciliation');
    const queue = await screen.findByRole('region', { name: text.queue.label });
    expect(await within(queue).findByText(settlementOutcomeNames.amount_mismatch)).toBeTruthy();
    // the provider's text shown as typed, never run
    expect(within(queue).getByText('=HYPERLINK("x")')).toBeTruthy();
    expect(within(queue).getByText(text.queue.donation(88))).toBeTruthy();
    expect(within(queue).getByText(text.queue.line(imported.file_name, 7))).toBeTruthy();
    const files = screen.getByRole('region', { name: text.imports.label });
    expect(await within(files).findByText(imported.file_name)).toBeTruthy();
    expect(within(files).getByText(new RegExp(text.imports.exceptions(2)))).toBeTruthy();

    await user.click(within(queue).getByRole('button', { name: text.queue.resolve }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'حوّل البنك الفرق في اليوم التالي');
    await user.click(within(dialog).getByRole('button', { name: text.resolve.submit }));
    expect(await screen.findByText(settlementMessages.resolved)).toBeTruthy();
    expect(sentBodies(api, resolveSettlementExceptionRoute)).toEqual([
      { note: 'حوّل البنك الفرق في اليوم التالي' },
    ]);
  });

  it('uploads the chosen file and shows the server’s refusal naming the bad line', async () => {
    const refusedLine = settlementMessages.badLine(3, settlementMessages.reasons.net);
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['finance'] })]),
      [on(settlementImportsRoute)]: () => envelope([{ imports: [], next_before: null }]),
      [on(settlementExceptionsRoute)]: () => envelope([{ exceptions: [], next_before: null }]),
      [on(uploadSettlementRoute)]: () => refusal(refusedLine, 400),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/reconciliation');
    expect(await screen.findByText(text.queue.empty)).toBeTruthy();
    const file = new File(['Merchant ID,…\r\n'], 'bank.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(text.upload.label), file);
    await user.click(screen.getByRole('button', { name: text.upload.submit }));
    expect(await screen.findByText(refusedLine)).toBeTruthy();
    const [call] = callsTo(api, uploadSettlementRoute);
    expect(call!.body).toBeInstanceOf(FormData);
    expect(((call!.body as FormData).get('file') as File).name).toBe('bank.csv');
    // a provider's file names its own account: no charity is sent
    expect(call!.query.has('charity')).toBe(false);
  });

  it('sends a bank statement with the charity its number names (docs/decisions/052)', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['finance'] })]),
      [on(settlementImportsRoute)]: () => envelope([{ imports: [], next_before: null }]),
      [on(settlementExceptionsRoute)]: () => envelope([{ exceptions: [], next_before: null }]),
      [on(uploadSettlementRoute)]: () =>
        envelope([{ ...imported, provider: 'statement', account: '7', new: true }], {
          message: settlementMessages.imported,
        }),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/reconciliation');
    expect(await screen.findByText(text.queue.empty)).toBeTruthy();
    const file = new File(['date,bank_reference,amount,description\r\n'], 'statement.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText(text.upload.label), file);
    await user.type(screen.getByLabelText(text.upload.charityLabel), ' 7 ');
    await user.click(screen.getByRole('button', { name: text.upload.submit }));
    // the call the upload made (its success is a toast, outside the page)
    await vi.waitFor(() => expect(callsTo(api, uploadSettlementRoute)).toHaveLength(1));
    const [call] = callsTo(api, uploadSettlementRoute);
    expect(call!.query.get('charity')).toBe('7');
  });

  it('is closed to another duty', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['moderator'] })]),
    });
    vi.stubGlobal('fetch', api);
    renderConsole('/operator/reconciliation');
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.queryByRole('region', { name: text.queue.label })).toBeNull();
    expect(screen.getByText(operatorMessages.roleMissing)).toBeTruthy();
  });
});
