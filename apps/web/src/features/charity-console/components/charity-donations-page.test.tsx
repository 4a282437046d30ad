// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CharityDonationsPage } from '@athar/contract/charity/records';
import { formatEgp } from '@athar/contract/money';
import { charityDonationsCsvRoute, charityDonationsRoute } from '@athar/contract/routes/charity';
import { formatDateTime } from '../../../lib/format-date';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { createQueryClient } from '../../../lib/query-client';
import {
  answerCalls,
  callsTo,
  charityDonation as row,
  charityDonationsPage,
  envelope,
} from '../../../test/api-answers';
import { CharityDonationsPage as DonationsPage } from './charity-donations-page';

configure({ asyncUtilTimeout: 5_000 });

const text = charityConsoleMessages.charity.records;

const REFUNDED_AT = '2026-11-22T09:30:00.000Z';
const VOIDED_AT = '2026-11-21T12:00:00.000Z';

/** The api's answer to the filter the page sends: refunded rows only when asked for. */
function answer(query: URLSearchParams): CharityDonationsPage {
  const withRefunded = query.get('include_refunded') === 'true';
  const items = [
    row({ id: 11, channel: 'wallet', amount: 100 }),
    row({ id: 12, channel: 'kiosk', amount: 200 }),
    row({ id: 13, channel: 'meeza', amount: 300.5 }),
    ...(withRefunded
      ? [
          row({ id: 14, status: 'refunded', refund: { action: 'refunded', at: REFUNDED_AT } }),
          row({ id: 15, status: 'refunded', refund: { action: 'voided', at: VOIDED_AT }, donor_name: 'منى' }),
        ]
      : []),
  ];
  return charityDonationsPage({
    total_count: 3,
    total_amount: 600.5,
    per_channel: [
      { channel: 'wallet', count: 1, amount: 100 },
      { channel: 'kiosk', count: 1, amount: 200 },
      { channel: 'meeza', count: 1, amount: 300.5 },
    ],
    items,
  });
}

const network = answerCalls({
  [charityDonationsRoute.path]: ({ query }) => envelope([answer(query)]),
  // a file, not an envelope
  [charityDonationsCsvRoute.path]: () =>
    new Response('\uFEFFرقم التبرع\r\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="a.csv"',
      },
    }),
});
const requested = (route: typeof charityDonationsRoute | typeof charityDonationsCsvRoute) =>
  callsTo(network, route).map((call) => call.url);

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/charity/donations']}>
        <DonationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the charity console’s donations records', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', network);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    network.mockClear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names every channel in the filter and the rows, and totals the range per channel in a table', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: text.listLabel });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: text.channel });
    expect([...select.options].map((option) => option.textContent)).toEqual([
      text.allChannels,
      'نقدي',
      'بطاقة بنكية',
      'رسالة نصية',
      'محفظة إلكترونية',
      'رمز دفع (فوري/أمان)',
      'بطاقة ميزة',
      'تبرع مجدول',
    ]);
    expect(within(list).getByText('محفظة إلكترونية')).toBeTruthy();
    expect(within(list).getByText('رمز دفع (فوري/أمان)')).toBeTruthy();
    expect(within(list).getByText('بطاقة ميزة')).toBeTruthy();

    const table = screen.getByRole('table', { name: text.perChannelLabel });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) => [...tableRow.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['محفظة إلكترونية', text.donationsCount(1), formatEgp(100)],
      ['رمز دفع (فوري/أمان)', text.donationsCount(1), formatEgp(200)],
      ['بطاقة ميزة', text.donationsCount(1), formatEgp(300.5)],
    ]);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(rows.map((cells) => cells[0]));
    // the default asks for confirmed donations only
    expect(requested(charityDonationsRoute).at(-1)!.searchParams.has('include_refunded')).toBe(false);
  });

  it('filters by a gateway channel and, ticked, lists refunded and voided donations in words', async () => {
    const { user } = renderPage();
    await screen.findByRole('list', { name: text.listLabel });
    expect(screen.queryByText(text.refund.refunded)).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: text.channel }), 'kiosk');
    await waitFor(() =>
      expect(requested(charityDonationsRoute).at(-1)!.searchParams.get('type')).toBe('kiosk'),
    );

    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: text.includeRefunded });
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(box.checked).toBe(true);
    await screen.findByText(text.refund.refunded);
    const last = requested(charityDonationsRoute).at(-1)!;
    expect(last.searchParams.get('include_refunded')).toBe('true');
    expect(last.searchParams.get('type')).toBe('kiosk');
    const refunded = screen.getByText(text.refund.refunded).closest('p')!;
    expect(refunded.textContent).toContain(formatDateTime(REFUNDED_AT));
    expect(refunded.textContent).toContain(text.refund.notCounted);
    const voided = screen.getByText(text.refund.voided).closest('p')!;
    expect(voided.textContent).toContain(formatDateTime(VOIDED_AT));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);

    // the CSV follows the same filter
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:records');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: text.export }));
    await waitFor(() => expect(requested(charityDonationsCsvRoute)).toHaveLength(1));
    const csv = requested(charityDonationsCsvRoute)[0]!;
    expect(csv.searchParams.get('type')).toBe('kiosk');
    expect(csv.searchParams.get('include_refunded')).toBe('true');

    // untick: confirmed only again
    await user.click(box);
    await waitFor(() => expect(screen.queryByText(text.refund.refunded)).toBeNull());
  });
});
