import type { BenchContext } from '../support/context';
import { measured, resultRow, type ResultRow } from '../support/report';
import { interleaved } from '../support/rounds';
import { latencyVariant } from './latency';
import { logIn, plantBenchOperator } from './p10-console-lists';
import { apiHeaders } from './requests';

/** Issue 39: the dashboards answer p95 ≤ 100 ms on the scale data set, and ≤ 1.2× that with 10× donations. */
const P95_BUDGET_MS = 100;
const TENFOLD_RATIO = 1.2;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * P11: the operators' figures (read from the daily rollups, never the donations) over a year by day,
 * by month, and one charity's, on the 1× and the 10× data sets, at p95 over one connection.
 */
export async function figuresDashboards(context: BenchContext): Promise<ResultRow[]> {
  // the data sets first: BENCH_TENFOLD=rollups copies the 1× one, which no server may hold open then
  const [sets1x, sets10x] = await Promise.all([context.dataSet('scale'), context.dataSet('scale10x')]);
  const [onefold, tenfold] = await Promise.all([context.server('api'), context.server('api10x')]);
  await Promise.all([plantBenchOperator(sets1x.url), plantBenchOperator(sets10x.url)]);
  const headers1x = { ...apiHeaders(context), cookie: await logIn(onefold.baseUrl, apiHeaders(context)) };
  const headers10x = { ...apiHeaders(context), cookie: await logIn(tenfold.baseUrl, apiHeaders(context)) };
  const year = `from=${day(-364)}&to=${day(0)}`;
  const views: [string, string][] = [
    ['every charity, a year by day', `/api/operator/figures?${year}`],
    ['every charity, a year by month', `/api/operator/figures?${year}&granularity=month`],
    ['one charity, a year by day', `/api/operator/figures?${year}&ngo_id=1`],
    ['the CSV of a year by day', `/api/operator/figures.csv?${year}`],
  ];
  const samples = await interleaved(
    context.options.rounds,
    views.flatMap(([, path]) => [
      latencyVariant(context, `${onefold.baseUrl}${path}`, { headers: headers1x, pick: (run) => run.p95 }),
      latencyVariant(context, `${tenfold.baseUrl}${path}`, { headers: headers10x, pick: (run) => run.p95 }),
    ]),
  );
  return views.flatMap(([label], index) => {
    const one = samples[index * 2]!;
    const ten = samples[index * 2 + 1]!;
    return [
      resultRow({
        id: 'P11',
        what: `dashboard p95: ${label}`,
        a: measured(label, 'ms', one),
        b: measured('budget', 'ms', [P95_BUDGET_MS]),
        maxRatio: 1,
        note: `scale ${context.options.scale.toLocaleString('en')} campaigns; the figures read the daily rollups`,
      }),
      resultRow({
        id: 'P11',
        what: `dashboard p95 with 10× donations ÷ 1×: ${label}`,
        a: measured('10×', 'ms', ten),
        b: measured('1×', 'ms', one),
        maxRatio: TENFOLD_RATIO,
        note:
          context.options.tenfold === 'rollups'
            ? "10×: the 1× set with the 10× seed's rollups (BENCH_TENFOLD=rollups)"
            : 'the rollups grow with days × charities × channels, not with donations',
      }),
    ];
  });
}
