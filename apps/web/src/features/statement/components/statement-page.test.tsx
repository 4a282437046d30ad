// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cairoYear } from '@athar/contract/accounts/statement-years';
import type { YearlyStatement } from '@athar/contract/accounts/yearly-statement';
import { formatEgp } from '@athar/contract/money';
import { statementMessages } from '../../../lib/messages/statement';
import { createQueryClient } from '../../../lib/query-client';
import { StatementPage } from './statement-page';

const text = statementMessages.statement;
const THIS_YEAR = cairoYear();
const LAST_YEAR = THIS_YEAR - 1;

function statementOf(year: number, withDonations: boolean): YearlyStatement {
  return {
    year,
    donor_name: 'سارة محمود',
    donor_email: 'sara@example.com',
    charities: withDonations
      ? [
          {
            ngo_id: 3,
            ngo_name: 'جمعية الأمل',
            legal_name: 'جمعية الأمل للتنمية',
            registration_number: '1234/2019',
            donations: [
              {
                donation_id: 9,
                date: `${year}-03-05`,
                campaign_id: 10,
                campaign_title: 'محمد عبد الرحمن',
                channel: 'cash',
                amount: 1250.5,
                receipt_serial: 17,
              },
            ],
            total: 1250.5,
            total_in_words: 'ألف ومائتان وخمسون جنيهًا مصريًا وخمسون قرشًا لا غير',
          },
        ]
      : [],
    total: withDonations ? 1250.5 : 0,
    total_in_words: withDonations
      ? 'ألف ومائتان وخمسون جنيهًا مصريًا وخمسون قرشًا لا غير'
      : 'صفر جنيه مصري لا غير',
    years: [LAST_YEAR],
  };
}

const statements = vi.fn(async (url: string) => {
  const year = Number(new URL(url, 'http://athar.test').searchParams.get('year'));
  return new Response(
    JSON.stringify({ status: 1, message: '', data: [statementOf(year, year === LAST_YEAR)] }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/MyDonations/statement"
            element={
              <>
                <StatementPage />
                <Search />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the yearly statement page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', statements);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    statements.mockClear();
    vi.unstubAllGlobals();
  });

  it('opens the latest year with donations when this year has none and no year was asked for', async () => {
    renderPage('/MyDonations/statement');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(text.title(LAST_YEAR));
    expect(screen.getByTestId('search').textContent).toBe(`?year=${LAST_YEAR}`);
    expect(screen.getByTestId('statement-total').textContent).toBe(formatEgp(1250.5));
    expect(screen.getByRole('button', { name: text.downloadPdf })).toBeTruthy();
    expect(screen.getByText(text.receiptNumber(17), { exact: false })).toBeTruthy();
  });

  it('says a chosen year has no donations, offers the years that have, and no PDF', async () => {
    renderPage(`/MyDonations/statement?year=${THIS_YEAR}`);
    expect(await screen.findByText(text.empty(THIS_YEAR))).toBeTruthy();
    expect(screen.getByRole('link', { name: String(LAST_YEAR) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.downloadPdf })).toBeNull();
    const picker = screen.getByLabelText<HTMLSelectElement>(text.yearLabel);
    expect(picker.value).toBe(String(THIS_YEAR));
    expect([...picker.options].map((option) => option.value)).toEqual([String(THIS_YEAR), String(LAST_YEAR)]);
  });
});
