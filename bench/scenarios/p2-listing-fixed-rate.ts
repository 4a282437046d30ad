import type { BenchContext } from '../support/context';
import { nodeLoad } from '../support/node-load';
import { measured, resultRow, type ResultRow } from '../support/report';
import { interleaved } from '../support/rounds';
import { wrk } from '../support/wrk';
import { apiHeaders, listingQuery } from './requests';

/**
 * P2: listing p99 of the api vs the bare server, both driven open-loop at the same fixed rate,
 * half of the api's maximum (from P1 when it ran, measured here otherwise).
 */
export async function listingFixedRate(context: BenchContext): Promise<ResultRow[]> {
  const { options } = context;
  const [api, raw] = await Promise.all([context.server('api'), context.server('raw')]);
  const apiUrl = `${api.baseUrl}/api/campaigns/details${listingQuery()}`;
  const rawUrl = `${raw.baseUrl}/listing${listingQuery()}`;
  const headers = apiHeaders(context);
  const maxRate =
    context.listingMaxRate ??
    (await wrk(apiUrl, { connections: options.throughputConnections, seconds: options.seconds, headers }))
      .requestsPerSecond;
  const rate = Math.max(1, Math.round(maxRate / 2));
  const seconds = options.seconds * 2;

  const variant = (url: string, variantHeaders: Record<string, string>) => {
    const flow = { kind: 'get' as const, url, headers: variantHeaders };
    return {
      warmUp: () => nodeLoad({ mode: 'open', rate, seconds: options.warmupSeconds, flow }),
      measure: async () => (await nodeLoad({ mode: 'open', rate, seconds, flow })).p99,
    };
  };
  const [apiP99, rawP99] = await interleaved(options.rounds, [variant(apiUrl, headers), variant(rawUrl, {})]);
  return [
    resultRow({
      id: 'P2',
      what: `listing p99 at a fixed ${rate} req/s (½ the api's max)`,
      a: measured('api', 'ms', apiP99!),
      b: measured('raw pg + node:http', 'ms', rawP99!),
      maxRatio: 1.3,
      note: `open-loop Node generator on the load core, ${seconds} s per sample (${rate * seconds} requests), latency from each request's send.`,
    }),
  ];
}
