// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatEgp } from '@athar/contract/money';
import {
  cashDepositSlipRoute,
  cashDepositsRoute,
  recordCashDepositRoute,
  undepositedCashRoute,
} from '@athar/contract/routes/settlement';
import { cashDepositMessages as answers } from '@athar/contract/settlement/cash-deposit-messages';
import type { CashDeposit, UndepositedDonation } from '@athar/contract/settlement/cash-deposits';
import { cashDepositConsoleMessages as text } from '../../../lib/messages/cash-deposits';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, callsTo, envelope, on, refusal } from '../../../test/api-answers';
import { CashDepositsPage } from './cash-deposits-page';

configure({ asyncUtilTimeout: 5_000 });

const donations: UndepositedDonation[] = [
  {
    id: 41,
    donor_name: 'سارة عادل',
    amount: 25_000,
    collected_at: '2026-11-20T10:00:00Z',
    collected_by: 'حسن',
  },
  {
    id: 42,
    donor_name: 'خالد منصور',
    amount: 10_050,
    collected_at: '2026-11-21T10:00:00Z',
    collected_by: null,
  },
];
const deposit: CashDeposit = {
  id: 7,
  amount: 12_000,
  deposited_on: '2026-11-30',
  bank_reference: 'DEP-77',
  slip_url: '/api/charity/cash-deposits/7/slip',
  donation_ids: [40],
  recorded_by: 'هالة منصور',
  recorded_at: '2026-11-30T12:00:00Z',
};
let refuse = false;
const network = answerCalls({
  [on(undepositedCashRoute)]: () => envelope(donations),
  [on(cashDepositsRoute)]: () => envelope([deposit]),
  [on(cashDepositSlipRoute)]: () =>
    new Response(new Blob(['RIFF0000WEBP'], { type: 'image/webp' }), {
      headers: { 'Content-Disposition': 'inline; filename="deposit-7-slip.webp"' },
    }),
  [on(recordCashDepositRoute)]: () =>
    refuse
      ? refusal(answers.sumMismatch(formatEgp(350.5), formatEgp(350)), 400, { amount: 'x' })
      : envelope([{ ...deposit, id: 8 }], { message: answers.recorded }),
});

describe('the console’s cash deposits page', () => {
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

  const renderPage = () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/charity/cash-deposits']}>
          <CashDepositsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return userEvent.setup();
  };

  it('sends the ticked donations, the amount in piasters, the day, the reference and the slip', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(text.form.donation(41)) }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(text.form.donation(42)) }));
    expect(screen.getByRole('status').textContent).toBe(text.form.chosen(2, formatEgp(350.5)));
    await user.type(screen.getByLabelText(text.form.amount), '٣٥٠٫٥');
    await user.type(screen.getByLabelText(text.form.day), '2026-12-01');
    await user.type(screen.getByLabelText(text.form.reference), 'DEP-78');
    await user.upload(
      screen.getByLabelText(text.form.slip),
      new File(['x'], 'slip.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: text.form.submit }));
    await waitFor(() => expect(callsTo(network, recordCashDepositRoute)).toHaveLength(1));
    const sent = callsTo(network, recordCashDepositRoute)[0]!.body as FormData;
    expect(sent.get('amount')).toBe('35050');
    expect(sent.getAll('donation_ids')).toEqual(['41', '42']);
    expect(sent.get('bank_reference')).toBe('DEP-78');
    expect((sent.get('slip') as File).name).toBe('slip.jpg');
    const list = screen.getByRole('region', { name: text.list.label });
    // the slip is private: fetched with the staff's session (no public link to it), then saved
    expect(within(list).queryByRole('link', { name: text.list.slip })).toBeNull();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:slip');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await user.click(within(list).getAllByRole('button', { name: text.list.slip })[0]!);
    await waitFor(() => expect(callsTo(network, cashDepositSlipRoute)).toHaveLength(1));
    expect(callsTo(network, cashDepositSlipRoute)[0]!.params).toEqual({ id: '7' });
  });

  it('refuses an amount that is not one before sending, and shows the server’s refusal of a sum', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(text.form.donation(41)) }));
    await user.type(screen.getByLabelText(text.form.amount), '35,0');
    await user.click(screen.getByRole('button', { name: text.form.submit }));
    expect(await screen.findByText(text.form.amountInvalid)).toBeTruthy();
    expect(callsTo(network, recordCashDepositRoute)).toEqual([]);
    refuse = true;
    await user.clear(screen.getByLabelText(text.form.amount));
    await user.type(screen.getByLabelText(text.form.amount), '350');
    await user.click(screen.getByRole('button', { name: text.form.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      answers.sumMismatch(formatEgp(350.5), formatEgp(350)),
    );
  });
});
