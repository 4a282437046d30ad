import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@athar/contract/constants';
import { call } from '../../../lib/api-client';
import { donor } from '../../../test/api-answers';
import { getCampaignDonors, nextDonorsOffset } from './get-campaign-donors';

vi.mock('../../../lib/api-client', () => ({ call: vi.fn() }));

/** What the api answers for a campaign with `total` confirmed donors, at `offset`, `rowscount` rows. */
function donorsApi(total: number) {
  vi.mocked(call).mockImplementation((_endpoint, input) => {
    const { offset, rowscount } = input.query as unknown as { offset: number; rowscount: number };
    const rows = Math.max(0, Math.min(rowscount, total - offset));
    const data = Array.from({ length: rows }, (_, index) =>
      donor({
        user_name: `متبرع ${offset + index}`,
        donation_date: '2026-01-01T00:00:00.000Z',
        donation_amount: 100,
        total_of_donations: total,
      }),
    );
    return Promise.resolve({ status: 1, message: '', data });
  });
}

/** Every page the list loads, "show more" after "show more", as long as it is offered. */
async function loadAll(total: number) {
  donorsApi(total);
  const pages = [await getCampaignDonors(6, 0)];
  for (let offset = nextDonorsOffset(pages.at(-1)!, pages); offset !== undefined;) {
    const page = await getCampaignDonors(6, offset);
    expect(page.donors.length, 'a "show more" that loads nothing').toBeGreaterThan(0);
    pages.push(page);
    offset = nextDonorsOffset(page, pages);
  }
  return pages;
}

describe('the donors list’s pages', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('offers no "show more" with exactly one page of donors', async () => {
    const pages = await loadAll(PAGE_SIZE);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.donors).toHaveLength(PAGE_SIZE);
    expect(vi.mocked(call).mock.calls[0]?.[1].query).toMatchObject({ offset: 0, rowscount: PAGE_SIZE + 1 });
  });

  it('loads every donor once, a page at a time, when more exist', async () => {
    for (const total of [0, 1, PAGE_SIZE + 1, 2 * PAGE_SIZE, 2 * PAGE_SIZE + 3]) {
      const pages = await loadAll(total);
      const names = pages.flatMap((page) => page.donors.map((donor) => donor.user_name));
      expect(names, String(total)).toEqual(Array.from({ length: total }, (_, index) => `متبرع ${index}`));
      expect(pages, String(total)).toHaveLength(Math.max(1, Math.ceil(total / PAGE_SIZE)));
    }
  });
});
