import { PAGE_SIZE } from '@athar/contract/constants';
import type { BenchContext } from '../support/context';
import { measured, resultRow, type ResultRow } from '../support/report';
import { interleaved } from '../support/rounds';
import { latencyVariant } from './latency';
import { apiHeaders, getJson, listingQuery } from './requests';

const DEEP_OFFSET = 40_000;

/**
 * P3: listing p50 at offset 40,000 vs page 1 (a smaller data set gets the deepest offset it has).
 * The deep page is asked for the way the web app's "load more" asks: `offset` with `after`, the
 * last card it already shows (keyset paging, docs/decisions/007); the same page by `offset` alone
 * (what a client without `after` gets) is measured alongside, for the record.
 */
export async function deepOffset(context: BenchContext): Promise<ResultRow[]> {
  const [api, dataSet] = await Promise.all([context.server('api'), context.dataSet('scale')]);
  const offset = Math.min(DEEP_OFFSET, dataSet.visible - PAGE_SIZE);
  const url = (at: number) => `${api.baseUrl}/api/campaigns/details${listingQuery(at)}`;
  const headers = apiHeaders(context);
  const previous = await getJson<{ data: { campaign_id: number }[] }>(
    `${api.baseUrl}/api/campaigns/details?offset=${offset - 1}&rowscount=1&filter=desc`,
    headers,
  );
  const anchor = previous.data[0]!.campaign_id;
  const [seek, first, plain] = await interleaved(context.options.rounds, [
    latencyVariant(context, `${url(offset)}&after=${anchor}`, { headers }),
    latencyVariant(context, url(0), { headers }),
    latencyVariant(context, url(offset), { headers }),
  ]);
  const depth = offset.toLocaleString('en');
  const shallower =
    offset < DEEP_OFFSET
      ? ` The data set has ${dataSet.visible.toLocaleString('en')} visible campaigns, so the deepest page is at ${depth}, not 40,000.`
      : '';
  return [
    resultRow({
      id: 'P3',
      what: `listing p50 at offset ${depth} (load more: offset + after) vs page 1`,
      a: measured(`offset ${depth} + after`, 'ms', seek!),
      b: measured('page 1', 'ms', first!),
      maxRatio: 1.5,
      ...(shallower ? { note: shallower.trim() } : {}),
    }),
    resultRow({
      id: 'P3',
      what: `for the record: the same page by offset alone (a client that does not send after)`,
      a: measured(`offset ${depth}`, 'ms', plain!),
      b: measured('page 1', 'ms', first!),
      maxRatio: 1.5,
      note: `without after, the index-only scan still walks ${depth} entries.${shallower}`,
    }),
  ];
}
