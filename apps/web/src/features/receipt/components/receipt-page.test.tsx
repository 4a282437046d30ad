// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '@athar/contract/donations/receipt';
import { receiptRoute } from '@athar/contract/routes/donations';
import { receiptMessages } from '../../../lib/messages/receipt';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, receipt } from '../../../test/api-answers';
import { ReceiptPage } from './receipt-page';

const text = receiptMessages.receipt;

const pendingKiosk = receipt();

let answers: Receipt[] = [];
const receipts = answerCalls({
  [receiptRoute.path]: () => envelope([answers.length > 1 ? answers.shift()! : answers[0]!]),
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/Receipt/88?key=k']}>
        <Routes>
          <Route path="/Receipt/:id" element={<ReceiptPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the receipt page of a pending gateway donation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.stubGlobal('fetch', receipts);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    receipts.mockClear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks again until the kiosk code arrives, then shows it', async () => {
    answers = [
      pendingKiosk,
      { ...pendingKiosk, kiosk_reference: '9182736450', kiosk_expires_at: '2099-01-03T10:30:00.000Z' },
    ];
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(text.gatewayPending.title);
    // the polling interval is set from an effect, which runs after paint: on a busy machine, later
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0), { timeout: 5_000 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(await screen.findByText('9182736450', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text.kiosk.title);
    expect(receipts).toHaveBeenCalledTimes(2);
  });

  it('does not ask again about a donation that will not change', async () => {
    answers = [{ ...pendingKiosk, status: 'refunded' }];
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(text.refunded.title);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(receipts).toHaveBeenCalledTimes(1);
  });
});
