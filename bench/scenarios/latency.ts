import type { BenchContext } from '../support/context';
import type { Variant } from '../support/rounds';
import { wrk, type LoadRun } from '../support/wrk';

export interface LatencyOptions {
  /** fixed headers, or a function for headers that expire (signed calls) */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** the sample a run gives; p50 by default */
  pick?: (run: LoadRun) => number;
  seconds?: number;
  warmupSeconds?: number;
  /** collects every measured run, for a second figure from the same runs */
  runs?: LoadRun[];
}

/** A latency variant: wrk over one connection (no queueing, so p50 is the service time), warmed up first. */
export function latencyVariant(context: BenchContext, url: string, latency: LatencyOptions = {}): Variant {
  const { options } = context;
  const connections = options.latencyConnections;
  const headers = () => (typeof latency.headers === 'function' ? latency.headers() : (latency.headers ?? {}));
  return {
    warmUp: () =>
      wrk(url, { connections, seconds: latency.warmupSeconds ?? options.warmupSeconds, headers: headers() }),
    measure: async () => {
      const run = await wrk(url, {
        connections,
        seconds: latency.seconds ?? options.seconds,
        headers: headers(),
      });
      latency.runs?.push(run);
      return (latency.pick ?? ((item: LoadRun) => item.p50))(run);
    },
  };
}
