// @vitest-environment happy-dom
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MonthlyModerationCount } from '@athar/contract/moderation/monthly-counts';
import { moderationCountsRoute } from '@athar/contract/routes/about';
import { trustCountsMessages as m } from '../../../lib/messages/trust-counts';
import { createQueryClient } from '../../../lib/query-client';
import { answerCalls, envelope, on } from '../../../test/api-answers';
import { useModerationCounts } from '../api/get-moderation-counts';
import { ModerationCountsTable } from './moderation-counts-table';

function Counts() {
  return <ModerationCountsTable query={useModerationCounts()} />;
}

configure({ asyncUtilTimeout: 5_000 });

const month = (month: string, values: Partial<MonthlyModerationCount>): MonthlyModerationCount => ({
  month,
  reports: 0,
  asked_family: 0,
  dismissed: 0,
  hidden: 0,
  paused: 0,
  taken_down: 0,
  restored: 0,
  appeals_upheld: 0,
  appeals_granted: 0,
  median_first_look_minutes: null,
  ...values,
});
const api = answerCalls({
  [on(moderationCountsRoute)]: () =>
    envelope([
      month('2026-12', { reports: 1250, paused: 2, median_first_look_minutes: 185 }),
      month('2026-11', {}),
    ]),
});

describe('/TrustandSafety’s monthly counts (docs/decisions/044)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', api);
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a table of months, a column for each count, readable by the keyboard on a phone', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Counts />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table');
    const region = screen.getByRole('region', { name: m.caption });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(table).getByRole('columnheader', { name: m.columns.taken_down })).toBeTruthy();
    const december = within(table).getByRole('row', { name: /ديسمبر 2026/ });
    expect(within(december).getByText('1,250')).toBeTruthy();
    expect(within(december).getByText('3 ساعات')).toBeTruthy();
    const november = within(table).getByRole('row', { name: /نوفمبر 2026/ });
    expect(within(november).getByText('—')).toBeTruthy();
  });

  it('words the first look by count, as Arabic agrees', () => {
    expect(m.firstLook(1)).toBe('دقيقة');
    expect(m.firstLook(2)).toBe('دقيقتان');
    expect(m.firstLook(5)).toBe('5 دقائق');
    expect(m.firstLook(45)).toBe('45 دقيقة');
    expect(m.firstLook(60)).toBe('ساعة');
    expect(m.firstLook(120)).toBe('ساعتان');
    expect(m.firstLook(26 * 60)).toBe('26 ساعة');
  });
});
