import { PAGE_SIZE } from '@athar/contract/constants';
import type { BenchContext } from '../support/context';
import { measured, resultRow, type ResultRow } from '../support/report';
import { interleaved } from '../support/rounds';
import { latencyVariant } from './latency';
import { apiHeaders, listingQuery } from './requests';

const DEEP_OFFSET = 40_000;

/** P3: listing p50 at offset 40,000 vs page 1 (a smaller data set gets the deepest offset it has). */
export async function deepOffset(context: BenchContext): Promise<ResultRow[]> {
  const [api, dataSet] = await Promise.all([context.server('api'), context.dataSet('scale')]);
  const offset = Math.min(DEEP_OFFSET, dataSet.visible - PAGE_SIZE);
  const url = (at: number) => `${api.baseUrl}/api/campaigns/details${listingQuery(at)}`;
  const headers = apiHeaders(context);
  const [deep, first] = await interleaved(context.options.rounds, [
    latencyVariant(context, url(offset), { headers }),
    latencyVariant(context, url(0), { headers }),
  ]);
  return [
    resultRow({
      id: 'P3',
      what: `listing p50 at offset ${offset.toLocaleString('en')} vs page 1`,
      a: measured(`offset ${offset.toLocaleString('en')}`, 'ms', deep!),
      b: measured('page 1', 'ms', first!),
      maxRatio: 1.5,
      ...(offset < DEEP_OFFSET
        ? {
            note: `the data set has ${dataSet.visible.toLocaleString('en')} visible campaigns, so the deepest page is at ${offset.toLocaleString('en')}, not 40,000.`,
          }
        : {}),
    }),
  ];
}
