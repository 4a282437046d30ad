import type { FlowSpec } from '../load/flows';
import type { BenchContext } from '../support/context';
import { nodeLoad } from '../support/node-load';
import { measured, resultRow, type ResultRow } from '../support/report';
import { interleaved } from '../support/rounds';

/** In-flight donations of the run that finds the api's maximum donation rate. */
const MAX_RATE_CONCURRENCY = 8;

/**
 * P6: p99 of a card donation created and then confirmed (the payment host's signed call) through
 * the api vs the same statements through `pg` in the bare server, both open-loop at half the api's
 * maximum donation rate.
 */
export async function donationWrite(context: BenchContext): Promise<ResultRow[]> {
  const { options } = context;
  const [api, raw, campaignIds] = await Promise.all([
    context.server('api'),
    context.server('raw'),
    context.cardCampaignIds(),
  ]);
  const flow = (target: 'api' | 'raw'): FlowSpec => ({
    kind: 'donation',
    target,
    baseUrl: target === 'api' ? api.baseUrl : raw.baseUrl,
    campaignIds,
    apiSignature: context.apiSignature,
    payWebhookSecret: context.payWebhookSecret,
  });
  const max = await nodeLoad({
    mode: 'closed',
    concurrency: MAX_RATE_CONCURRENCY,
    seconds: options.seconds,
    flow: flow('api'),
  });
  const rate = Math.max(1, Math.round(max.requestsPerSecond / 2));
  const seconds = options.seconds * 2;
  const variant = (target: 'api' | 'raw') => ({
    warmUp: () => nodeLoad({ mode: 'open', rate, seconds: options.warmupSeconds, flow: flow(target) }),
    measure: async () => (await nodeLoad({ mode: 'open', rate, seconds, flow: flow(target) })).p99,
  });
  const [apiP99, rawP99] = await interleaved(options.rounds, [variant('api'), variant('raw')]);
  return [
    resultRow({
      id: 'P6',
      what: `donation create + confirm p99 at ${rate}/s (½ the api's max)`,
      a: measured('api', 'ms', apiP99!),
      b: measured('raw pg + node:http', 'ms', rawP99!),
      maxRatio: 1.5,
      note: `two HTTP calls per donation on both sides; the api's maximum was ${max.requestsPerSecond.toFixed(0)} donations/s with ${MAX_RATE_CONCURRENCY} in flight; ${seconds} s per sample.`,
    }),
  ];
}
