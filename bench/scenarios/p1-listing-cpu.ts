import { isDeepStrictEqual } from 'node:util';
import type { BenchContext } from '../support/context';
import { cpuTicks, TICKS_PER_SECOND, type PinnedServer } from '../support/processes';
import { measured, resultRow, type ResultRow } from '../support/report';
import { interleaved } from '../support/rounds';
import { wrk } from '../support/wrk';
import { apiHeaders, getJson, listingQuery } from './requests';

/** The full stack and the bare server must answer the same cards, or the comparison means nothing. */
async function assertSameAnswer(api: string, raw: string, headers: Record<string, string>) {
  const [fromApi, fromRaw] = await Promise.all([getJson<unknown>(api, headers), getJson<unknown>(raw)]);
  if (!isDeepStrictEqual(fromApi, fromRaw)) {
    throw new Error(
      `P1: the api and the bare server answer differently:\n${JSON.stringify(fromApi).slice(0, 400)}\n${JSON.stringify(fromRaw).slice(0, 400)}`,
    );
  }
}

/**
 * P1: server CPU per listing request — the api vs the same SQL through `pg` in a bare node:http
 * server — from /proc/<pid>/stat over a fixed number of requests at the maximum rate. Also keeps
 * the api's maximum rate for P2.
 */
export async function listingCpu(context: BenchContext): Promise<ResultRow[]> {
  const { options } = context;
  const [api, raw] = await Promise.all([context.server('api'), context.server('raw')]);
  const apiUrl = `${api.baseUrl}/api/campaigns/details${listingQuery()}`;
  const rawUrl = `${raw.baseUrl}/listing${listingQuery()}`;
  const headers = apiHeaders(context);
  await assertSameAnswer(apiUrl, rawUrl, headers);

  const rates: number[] = [];
  const variant = (
    server: PinnedServer,
    url: string,
    variantHeaders: Record<string, string>,
    isApi: boolean,
  ) => ({
    warmUp: () =>
      wrk(url, {
        connections: options.throughputConnections,
        seconds: options.warmupSeconds,
        headers: variantHeaders,
      }),
    measure: async () => {
      const before = cpuTicks(server.pid);
      const run = await wrk(url, {
        connections: options.throughputConnections,
        seconds: 600,
        headers: variantHeaders,
        requestLimit: options.cpuRequests,
      });
      const ticks = cpuTicks(server.pid) - before;
      if (isApi) rates.push(run.requestsPerSecond);
      return ((ticks / TICKS_PER_SECOND) * 1e6) / run.requests;
    },
  });
  const [apiCpu, rawCpu] = await interleaved(options.rounds, [
    variant(api, apiUrl, headers, true),
    variant(raw, rawUrl, {}, false),
  ]);
  context.listingMaxRate = Math.min(...rates);
  return [
    resultRow({
      id: 'P1',
      what: 'listing: server CPU per request',
      a: measured('api', 'µs', apiCpu!),
      b: measured('raw pg + node:http', 'µs', rawCpu!),
      maxRatio: 1.2,
      note: `${options.cpuRequests.toLocaleString('en')} requests per sample at the maximum rate (${options.throughputConnections} connections); the api's rate was ${rates.map((rate) => rate.toFixed(0)).join(', ')} req/s.`,
    }),
  ];
}
