import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiguresView } from '@athar/contract/figures/figures-endpoints';
import { figuresMessages as messages } from '@athar/contract/figures/figures-messages';
import { rebuildFigures } from '../db/queries/figures-rollup';
import { cairoDay } from '../lib/cairo-time';
import { confirmDonation } from '../services/donations/confirm-donation';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createDonation } from '../test/donation-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { parseCsv } from '../test/parse-csv';
import { createLoggedInStaff, createPendingCash, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => cairoDay(new Date(Date.now() - days * DAY_MS));

describe.each(testEngines)('the dashboards’ figures for operators and charities (%s)', (engine) => {
  let t: TestApp;
  let home: CreatorCampaign;
  let other: CreatorCampaign;
  let finance: LoggedInStaff;
  let collector: LoggedInStaff;
  let otherFinance: LoggedInStaff;
  let financeOperator: string;
  let moderator: string;
  let calls: ReturnType<typeof operatorCalls>;
  const range = `from=${daysAgo(6)}&to=${daysAgo(0)}`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    home = await createCreatorCampaign(t.db, { title: 'زينب عبد الحميد' });
    other = await createCreatorCampaign(t.db, { title: 'مصطفى كامل' });
    finance = await createLoggedInStaff(t.db, home.ngo_id, { finance: true });
    collector = await createLoggedInStaff(t.db, home.ngo_id);
    otherFinance = await createLoggedInStaff(t.db, other.ngo_id, { finance: true });
    calls = operatorCalls(t);
    financeOperator = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
    moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
    await rebuildFigures(t.db);
    await confirmDonation(t.db, await createDonation(t.db, home, { amount: 12_300, type: 'card' }));
    await confirmDonation(t.db, await createDonation(t.db, other, { amount: 4_400, type: 'wallet' }));
    await createPendingCash(t.db, home, { amount: 7_700, hoursAgo: 80 });
    await createPendingCash(t.db, home, { amount: 1_100, hoursAgo: 10 });
  });
  afterAll(() => t.close());

  const view = (answer: { statusCode: number; body: string; json: () => unknown }) => {
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: FiguresView[] }).data[0]!;
  };

  it('shows the operators every charity’s figures by day and month, one charity’s when asked, and the cash overdue', async () => {
    const all = view(await calls.get(`/api/operator/figures?${range}`, financeOperator));
    expect(all.periods).toHaveLength(7);
    const today = all.periods.at(-1)!;
    expect(today.period).toBe(daysAgo(0));
    expect(today.channels.card.amount).toBeGreaterThanOrEqual(12_300);
    expect(today.channels.wallet.amount).toBeGreaterThanOrEqual(4_400);
    expect(all.totals.collected).toBe(all.periods.reduce((sum, period) => sum + period.collected, 0));
    expect(all.overdue_cash.charities).toContainEqual(
      expect.objectContaining({ ngo_id: home.ngo_id, count: 1, amount: 7_700 }),
    );

    const one = view(
      await calls.get(`/api/operator/figures?${range}&ngo_id=${other.ngo_id}`, financeOperator),
    );
    expect(one.totals.collected).toBe(4_400);
    expect(one.totals.channels.card.amount).toBe(0);
    expect(one.overdue_cash).toEqual({ count: 0, amount: 0, charities: [] });

    const months = view(
      await calls.get(
        `/api/operator/figures?from=2026-01-15&to=2026-06-30&granularity=month`,
        financeOperator,
      ),
    );
    expect(months.periods.map((period) => period.period)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    // Ramadan 1447 began in February 2026 and ended in March; Dhu al-Hijjah 1447 began in May
    expect(months.seasons.map((season) => [season.season, season.hijri_year])).toEqual([
      ['ramadan', 1447],
      ['dhu_al_hijjah', 1447],
    ]);
    expect(months.periods.find((period) => period.period === '2026-02')!.seasons).toEqual(['ramadan']);
    expect(months.periods.find((period) => period.period === '2026-04')!.seasons).toEqual([]);
  });

  it('refuses other duties, a charity that does not exist and bad ranges, in Arabic', async () => {
    expect((await calls.get(`/api/operator/figures?${range}`, moderator)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/operator/figures?${range}` })).statusCode).toBe(401);
    const missing = await calls.get(`/api/operator/figures?${range}&ngo_id=99999999`, financeOperator);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.charityNotFound);
    for (const [query, message] of [
      ['from=2026-05-01&to=2026-04-30', messages.rangeReversed],
      ['from=2025-01-01&to=2026-02-05', messages.rangeTooLong(400)],
      ['from=2026-02-30&to=2026-03-01', messages.fromInvalid],
      ['from=2026-02-01&to=yesterday', messages.toInvalid],
      ['from=2026-02-01&to=2026-03-01&granularity=week', messages.granularityInvalid],
      ['from=2026-02-01&to=2026-03-01&ngo_id=٣', messages.charityInvalid],
    ]) {
      const answer = await calls.get(`/api/operator/figures?${query}`, financeOperator);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toBe(message);
    }
  });

  it('shows a charity’s finance staff its own figures only; other staff are refused', async () => {
    const own = view(
      await t.call({ method: 'GET', url: `/api/charity/figures?${range}`, headers: finance.auth }),
    );
    expect(own.totals.collected).toBe(12_300);
    expect(own.totals.channels.wallet.amount).toBe(0);
    expect(own.overdue_cash.charities.map((row) => row.ngo_id)).toEqual([home.ngo_id]);
    const theirs = view(
      await t.call({ method: 'GET', url: `/api/charity/figures?${range}`, headers: otherFinance.auth }),
    );
    expect(theirs.totals.collected).toBe(4_400);
    expect(theirs.overdue_cash.count).toBe(0);
    const refused = await t.call({
      method: 'GET',
      url: `/api/charity/figures?${range}`,
      headers: collector.auth,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('12300');
    expect((await t.call({ method: 'GET', url: `/api/charity/figures?${range}` })).statusCode).toBe(401);
  });

  it('downloads the figures as CSV, one line a period and the totals, the download in the audit log', async () => {
    const answer = await calls.get(`/api/operator/figures.csv?${range}`, financeOperator);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(answer.body.slice(1));
    expect(rows[0]!.slice(0, 2)).toEqual([messages.csv.period, messages.csv.season]);
    expect(rows).toHaveLength(1 + 7 + 1);
    expect(rows.at(-1)![0]).toBe(messages.csv.total);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'action'])
      .where('action', '=', 'figures.downloaded')
      .execute();
    expect(audit).toEqual([{ actor_kind: 'operator', action: 'figures.downloaded' }]);

    const charity = await t.call({
      method: 'GET',
      url: `/api/charity/figures.csv?${range}&granularity=month`,
      headers: finance.auth,
    });
    expect(charity.statusCode).toBe(200);
    const lines = parseCsv(charity.body.slice(1));
    const total = lines.at(-1)!;
    expect(total[lines[0]!.indexOf(messages.csv.collected)]).toBe('123.00');
    const staffAudit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'ngo_id'])
      .where('action', '=', 'charity.figures.downloaded')
      .execute();
    expect(staffAudit).toEqual([{ actor_id: finance.id, ngo_id: home.ngo_id }]);
    const refused = await t.call({
      method: 'GET',
      url: `/api/charity/figures.csv?${range}`,
      headers: collector.auth,
    });
    expect(refused.statusCode).toBe(403);
  });
});
