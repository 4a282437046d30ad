// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { charityReconciliationRoute } from '@athar/contract/routes/settlement';
import type { CharityReconciliation } from '@athar/contract/settlement/charity-reconciliation';
import type { SettlementException } from '@athar/contract/settlement/settlement-endpoints';
import { settlementOutcomeNames } from '@athar/contract/settlement/settlement-messages';
import { charityReconciliationMessages as text } from '../../../lib/messages/charity-reconciliation';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, on, refusal } from '../../../test/api-answers';
import { CharityReconciliationPage } from './charity-reconciliation-page';

configure({ asyncUtilTimeout: 5_000 });

const duplicate: SettlementException = {
  id: 51,
  outcome: 'duplicate',
  provider: 'sms',
  account: '97013',
  import_id: 9,
  file_name: 'sms-2026-12.csv',
  line_number: 4,
  provider_transaction_id: '=cmd|calc',
  reference: '=cmd|calc',
  settled_amount: 5,
  fee: 2,
  payout_reference: 'AGG-PO-97013-202612',
  donation_id: null,
  donation_amount: null,
  donation_status: null,
  confirmed_at: null,
  resolved_at: null,
  resolution_note: null,
  description: null,
  deposit: null,
  duplicate_of: { import_id: 8, file_name: 'sms-2026-12-first.csv', line_number: 2 },
};
/** a bank statement's credit naming no recorded deposit, its description written to hurt (052) */
const HOSTILE = '<img src=x onerror=alert(1)> =HYPERLINK("x")';
const credit: SettlementException = {
  ...duplicate,
  id: 52,
  outcome: 'credit_unknown',
  provider: 'statement',
  account: '3',
  file_name: 'statement-2026-12.csv',
  provider_transaction_id: 'DEP-UNKNOWN-9',
  reference: 'DEP-UNKNOWN-9',
  payout_reference: null,
  description: HOSTILE,
  duplicate_of: null,
};
const answer: CharityReconciliation = {
  channels: [
    { channel: 'sms', lines: 3, matched: 1, open_exceptions: 2, settled: 500, fees: 200 },
    { channel: 'cash', lines: 2, matched: 1, open_exceptions: 1, settled: 35_000, fees: 0 },
  ],
  exceptions: [duplicate, credit],
  overdue_cash: [
    {
      ngo_id: 3,
      ngo_name: 'جمعية سنابل الخير',
      representative_id: 12,
      representative_name: 'المندوب سامح',
      donations: 2,
      amount: 40_000,
      oldest_collected_at: '2026-11-20T10:00:00Z',
    },
  ],
};
let refuse = false;
const network = answerCalls({
  [on(charityReconciliationRoute)]: () =>
    refuse ? refusal('مطابقة التسويات لمالية الجمعية ومديرها فقط', 403) : envelope([answer]),
});

describe('the charity’s own reconciliation page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    network.mockClear();
    vi.unstubAllGlobals();
    refuse = false;
  });
  const renderPage = () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/charity/reconciliation']}>
          <CharityReconciliationPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('shows each channel’s matching, its exceptions read-only with the file that carried a duplicate first, and overdue cash per representative', async () => {
    renderPage();
    const channels = await screen.findByRole('region', { name: text.channels.label });
    expect(
      within(channels).getByRole('heading', {
        name: `${text.channels.names.sms} · ${text.channels.lines(3)}`,
      }),
    ).toBeTruthy();
    expect(within(channels).getByText(text.channels.exceptions(2))).toBeTruthy();
    const exceptions = screen.getByRole('region', { name: text.exceptions.label });
    expect(within(exceptions).getByRole('heading', { name: settlementOutcomeNames.duplicate })).toBeTruthy();
    expect(
      within(exceptions).getByText(text.exceptions.duplicateOf('sms-2026-12-first.csv', 2)),
    ).toBeTruthy();
    // a provider's text that a spreadsheet would run is shown as text, left to right
    expect(within(exceptions).getByText('=cmd|calc').getAttribute('dir')).toBe('ltr');
    expect(within(exceptions).queryAllByRole('button')).toHaveLength(0);
    // the bank statement's: its own outcome, the cash row, the bank's description as text, never markup
    expect(
      within(exceptions).getByRole('heading', { name: settlementOutcomeNames.credit_unknown }),
    ).toBeTruthy();
    expect(within(exceptions).getByText(HOSTILE)).toBeTruthy();
    expect(exceptions.querySelector('img')).toBeNull();
    expect(
      within(channels).getByRole('heading', {
        name: `${text.channels.names.cash} · ${text.channels.lines(2)}`,
      }),
    ).toBeTruthy();
    const overdue = screen.getByRole('region', { name: text.overdue.label });
    expect(within(overdue).getByText(text.overdue.representative('المندوب سامح'))).toBeTruthy();
    expect(within(overdue).getByText(new RegExp(text.overdue.donations(2)))).toBeTruthy();
  });

  it('says in Arabic when the server refuses, with a way to try again', async () => {
    refuse = true;
    renderPage();
    expect(await screen.findByText('مطابقة التسويات لمالية الجمعية ومديرها فقط')).toBeTruthy();
    expect(screen.getByRole('button')).toBeTruthy();
  });
});
