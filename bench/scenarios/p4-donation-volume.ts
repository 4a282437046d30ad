import type { BenchContext } from '../support/context';
import { measured, resultRow, type ResultRow } from '../support/report';
import { interleaved } from '../support/rounds';
import { latencyVariant } from './latency';
import { apiHeaders, listingQuery } from './requests';

/** P4: listing p50 over a database with 10× the donations vs 1× (same campaigns; totals are stored). */
export async function donationVolume(context: BenchContext): Promise<ResultRow[]> {
  const [tenfold, onefold] = await Promise.all([context.server('api10x'), context.server('api')]);
  const [sets10x, sets1x] = await Promise.all([context.dataSet('scale10x'), context.dataSet('scale')]);
  const headers = apiHeaders(context);
  const url = (baseUrl: string) => `${baseUrl}/api/campaigns/details${listingQuery()}`;
  const [many, few] = await interleaved(context.options.rounds, [
    latencyVariant(context, url(tenfold.baseUrl), { headers }),
    latencyVariant(context, url(onefold.baseUrl), { headers }),
  ]);
  return [
    resultRow({
      id: 'P4',
      what: 'listing p50, 10× the donations vs 1×',
      a: measured(`${sets10x.donations.toLocaleString('en')} donations`, 'ms', many!),
      b: measured(`${sets1x.donations.toLocaleString('en')} donations`, 'ms', few!),
      maxRatio: 1.1,
      note: 'two databases with the same generated campaigns; each api pinned to the server core in turn.',
    }),
  ];
}
