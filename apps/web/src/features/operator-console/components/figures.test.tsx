// @vitest-environment happy-dom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIGURE_CHANNELS,
  type FiguresPeriod,
  type FiguresView,
} from '@athar/contract/figures/figures-endpoints';
import { figuresMessages } from '@athar/contract/figures/figures-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { operatorFiguresRoute } from '@athar/contract/routes/figures';
import { operatorMeRoute } from '@athar/contract/routes/operator';
import { clearAlerts } from '../../../lib/alerts';
import { figuresConsoleMessages as text } from '../../../lib/messages/figures';
import { answerCalls, callsTo, envelope, on, operatorProfile, refusal } from '../../../test/api-answers';
import { renderConsole } from '../console.test-support';

configure({ asyncUtilTimeout: 5_000 });

const channels = (card: number, cash: number) =>
  Object.fromEntries(
    FIGURE_CHANNELS.map((channel) => [
      channel,
      {
        count: channel === 'card' ? 2 : channel === 'cash' ? 1 : 0,
        amount: channel === 'card' ? card : channel === 'cash' ? cash : 0,
      },
    ]),
  ) as FiguresPeriod['channels'];

const period = (
  day: string,
  card: number,
  cash: number,
  seasons: FiguresPeriod['seasons'] = [],
): FiguresPeriod => ({
  period: day,
  channels: channels(card, cash),
  confirmed_count: 3,
  collected: card + cash,
  settled: card,
  reconciled: card - 500,
  refunded_count: 0,
  refunded: 0,
  donors: 3,
  campaigns_created: 1,
  campaigns_reached: 0,
  seasons,
});

const view: FiguresView = {
  from: '2027-02-07',
  to: '2027-02-09',
  granularity: 'day',
  periods: [
    period('2027-02-07', 50_000, 10_000),
    period('2027-02-08', 20_000, 0, ['ramadan']),
    period('2027-02-09', 0, 0, ['ramadan']),
  ],
  totals: { ...period('', 70_000, 10_000), confirmed_count: 6, donors: 6, campaigns_created: 2 },
  seasons: [{ season: 'ramadan', hijri_year: 1448, from: '2027-02-08', to: '2027-02-09' }],
  overdue_cash: {
    count: 2,
    amount: 15_000,
    charities: [
      { ngo_id: 7, name: 'جمعية =الأمل', count: 2, amount: 15_000, since: '2027-02-01T10:00:00.000Z' },
    ],
  },
};

/** a range with nothing confirmed and no campaign */
const quiet: FiguresView = {
  ...view,
  periods: view.periods.map((p) => ({
    ...period(p.period, 0, 0),
    confirmed_count: 0,
    campaigns_created: 0,
    donors: 0,
  })),
  totals: { ...period('', 0, 0), confirmed_count: 0, campaigns_created: 0, donors: 0 },
  overdue_cash: { count: 0, amount: 0, charities: [] },
};

describe('the figures page of the operators’ console (issue 39)', () => {
  afterEach(() => {
    cleanup();
    clearAlerts();
    vi.unstubAllGlobals();
  });

  it('shows finance the totals, both charts with their tables, the Hijri season and the cash overdue per charity', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['finance'] })]),
      [on(operatorFiguresRoute)]: () => envelope([view]),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/dashboard');
    const totals = await screen.findByLabelText(text.cards.label);
    expect(within(totals).getByText(text.cards.collected).nextSibling?.textContent).toBe('800 ج.م');
    expect(within(totals).getByText(text.cards.reconciled).nextSibling?.textContent).toBe('695 ج.م');
    expect(screen.getByRole('img', { name: text.bars.title })).toBeTruthy();
    expect(screen.getByRole('img', { name: text.lines.title })).toBeTruthy();
    expect(screen.getByText(/رمضان 1448 هـ/)).toBeTruthy();
    // the bars' numbers as a table, folded until asked for
    await user.click(screen.getByText(`${text.bars.table}: ${text.bars.title}`));
    const table = screen.getByRole('region', { name: `${text.bars.table}: ${text.bars.title}` });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 3 + 1);
    expect(within(rows[2]!).getByText(text.seasons.ramadan)).toBeTruthy();
    expect(within(rows[1]!).getByText('500 ج.م')).toBeTruthy();
    const overdue = screen.getByRole('region', { name: text.overdue.title });
    expect(within(overdue).getByText('جمعية =الأمل')).toBeTruthy();
    // the first call asks for the last 30 days by day
    const [first] = callsTo(api, operatorFiguresRoute);
    expect(first!.query.get('granularity')).toBe('day');
  });

  it('asks again with the range chosen, and shows the server’s Arabic refusal', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['admin'] })]),
      [on(operatorFiguresRoute)]: (call) =>
        call.query.get('from') === '2025-01-01'
          ? refusal(figuresMessages.rangeTooLong(400), 400)
          : envelope([quiet]),
    });
    vi.stubGlobal('fetch', api);
    const { user } = renderConsole('/operator/dashboard');
    expect(await screen.findByText(text.empty)).toBeTruthy();
    const from = screen.getByLabelText(text.range.from);
    await user.clear(from);
    await user.type(from, '2025-01-01');
    await user.click(screen.getByRole('button', { name: text.range.show }));
    expect(await screen.findByText(figuresMessages.rangeTooLong(400))).toBeTruthy();
  });

  it('is closed to another duty', async () => {
    const api = answerCalls({
      [on(operatorMeRoute)]: () => envelope([operatorProfile({ roles: ['moderator'] })]),
    });
    vi.stubGlobal('fetch', api);
    renderConsole('/operator/dashboard');
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.getByText(operatorMessages.roleMissing)).toBeTruthy();
  });
});
