import type { Metric } from 'prom-client';

type Labels = { method: string; route: string; status_code: string };

interface Series {
  labels: Labels;
  count: number;
  sum: number;
  /** answers per bucket (not cumulative), the last one past every bound */
  buckets: number[];
}

/**
 * Requests and their latencies per method, route pattern and status, kept as plain numbers on the
 * request path and turned into a Prometheus counter and histogram only when /metrics is scraped.
 * prom-client's own Histogram checks, sorts and hashes the labels of every observation, which was a
 * measurable share of a listing request (docs/decisions/009).
 */
export class HttpSeries {
  readonly #series = new Map<string, Series>();

  constructor(private readonly bounds: readonly number[]) {}

  record(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${route} ${statusCode}`;
    let series = this.#series.get(key);
    if (!series) {
      const labels = { method, route, status_code: String(statusCode) };
      series = { labels, count: 0, sum: 0, buckets: new Array<number>(this.bounds.length + 1).fill(0) };
      this.#series.set(key, series);
    }
    series.count++;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    series.buckets[bucket]!++;
  }

  /** A counter of the answers, for prom-client's registry. */
  counter(name: string, help: string): Metric {
    return this.#metric(name, help, 'counter', () =>
      [...this.#series.values()].map((series) => ({ labels: series.labels, value: series.count })),
    );
  }

  /** A histogram of their latencies in seconds, for prom-client's registry. */
  histogram(name: string, help: string): Metric {
    return this.#metric(name, help, 'histogram', () =>
      [...this.#series.values()].flatMap((series) => {
        let cumulative = 0;
        const buckets = [...this.bounds, '+Inf' as const].map((bound, index) => {
          cumulative += series.buckets[index]!;
          return { metricName: `${name}_bucket`, labels: { ...series.labels, le: bound }, value: cumulative };
        });
        return [
          ...buckets,
          { metricName: `${name}_sum`, labels: series.labels, value: series.sum },
          { metricName: `${name}_count`, labels: series.labels, value: series.count },
        ];
      }),
    );
  }

  #metric(name: string, help: string, type: 'counter' | 'histogram', values: () => unknown[]): Metric {
    // the shape prom-client's Registry reads from a metric (name, get()); its own classes add
    // methods the registry never calls
    return {
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    } as unknown as Metric;
  }
}
