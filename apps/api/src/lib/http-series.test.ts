import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HttpSeries } from './http-series';

describe('HttpSeries', () => {
  it('is scraped as a Prometheus counter and a cumulative histogram per method, route and status', async () => {
    const http = new HttpSeries([0.01, 0.1]);
    const registry = new Registry();
    registry.registerMetric(http.counter('t_requests_total', 'requests'));
    registry.registerMetric(http.histogram('t_seconds', 'latency'));
    http.record('GET', '/api/cities', 200, 0.004);
    http.record('GET', '/api/cities', 200, 0.05);
    http.record('GET', '/api/cities', 200, 3);
    http.record('POST', '/api/donations', 400, 0.01);

    const lines = (await registry.metrics()).split('\n');
    const labels = 'method="GET",route="/api/cities",status_code="200"';
    expect(lines).toContain('# TYPE t_requests_total counter');
    expect(lines).toContain(`t_requests_total{${labels}} 3`);
    expect(lines).toContain('# TYPE t_seconds histogram');
    expect(lines).toContain(`t_seconds_bucket{${labels},le="0.01"} 1`);
    expect(lines).toContain(`t_seconds_bucket{${labels},le="0.1"} 2`);
    expect(lines).toContain(`t_seconds_bucket{${labels},le="+Inf"} 3`);
    expect(lines).toContain(`t_seconds_sum{${labels}} 3.054`);
    expect(lines).toContain(`t_seconds_count{${labels}} 3`);
    // a value on a bound falls in that bound's bucket, as Prometheus's `le` says
    expect(lines).toContain(
      't_seconds_bucket{method="POST",route="/api/donations",status_code="400",le="0.01"} 1',
    );
  });
});
