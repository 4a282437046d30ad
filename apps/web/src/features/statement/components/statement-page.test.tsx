// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cairoYear } from '@athar/contract/accounts/statement-years';
import { formatEgp } from '@athar/contract/money';
import { userStatementRoute } from '@athar/contract/routes/users';
import { statementMessages } from '../../../lib/messages/statement';
import { createQueryClient } from '../../../lib/query-client';
import {
  answerCalls,
  envelope,
  statementCharity,
  statementDonation,
  yearlyStatement,
} from '../../../test/api-answers';
import { StatementPage } from './statement-page';

const text = statementMessages.statement;
const THIS_YEAR = cairoYear();
const LAST_YEAR = THIS_YEAR - 1;

/** The year's statement: one cash donation of 1,250.50 EGP to one charity, or none. */
function statementOf(year: number, withDonations: boolean) {
  return withDonations
    ? yearlyStatement({
        year,
        charities: [statementCharity({ donations: [statementDonation({ date: `${year}-03-05` })] })],
        years: [LAST_YEAR],
      })
    : yearlyStatement({
        year,
        charities: [],
        total: 0,
        total_in_words: 'صفر جنيه مصري لا غير',
        years: [LAST_YEAR],
      });
}

const statements = answerCalls({
  [userStatementRoute.path]: ({ query }) => {
    const year = Number(query.get('year'));
    return envelope([statementOf(year, year === LAST_YEAR)]);
  },
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
    // the charity as its receipts state it: «رقم الإشهار» and the permit (issue 35)
    const charity = screen.getByRole('region', { name: 'جمعية الأمل' });
    expect(charity.textContent).toContain('الاسم المسجل للجمعية: جمعية الأمل للتنمية');
    expect(charity.textContent).toContain('رقم الإشهار بوزارة التضامن الاجتماعي: 1234/2019');
    expect(charity.textContent).toContain('رقم تصريح جمع التبرعات: ON-77/2026');
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
