import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createCharity } from '../test/charity-factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

/** The value of one sample line, e.g. metric{label="x"} 3 */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) && row.includes(labels));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe.each(oneEngine)('GET /metrics on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ method: 'GET', url: '/metrics' });

  it('counts requests by route pattern and status, with their latencies', async () => {
    await t.call({ method: 'GET', url: '/api/cities' });
    await t.call({ method: 'GET', url: '/api/cities' });
    await t.app.inject({ method: 'GET', url: '/api/cities' });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(sample(text, 'athar_http_requests_total', 'route="/api/cities",status_code="200"')).toBe(2);
    expect(sample(text, 'athar_http_requests_total', 'route="/api/cities",status_code="401"')).toBe(1);
    expect(
      sample(text, 'athar_http_request_duration_seconds_count', 'route="/api/cities",status_code="200"'),
    ).toBe(2);
    expect(text).toContain('athar_process_cpu_seconds_total');
  });

  it('labels a request for a record by its route pattern, never its id', async () => {
    await t.call({ method: 'GET', url: '/api/cities/1' });
    const text = (await scrape()).body;
    expect(text).toContain('route="/api/cities/:cityId"');
    expect(text).not.toContain('route="/api/cities/1"');
  });

  it('counts a donation created and confirmed once, however often it is delivered', async () => {
    const charity = await createCharity(t.db);
    const campaign = await createCreatorCampaign(t.db, { charity });
    const payload = {
      message_id: `metrics-${engine}`,
      from: '+201001234567',
      to: charity.sms_short_number,
      text: `T${campaign.code}`,
      received_at: new Date().toISOString(),
    };
    for (let delivery = 0; delivery < 2; delivery++) {
      const answer = await signedCall(t, t.config.SMS_WEBHOOK_SECRET, {
        method: 'POST',
        url: '/api/sms/inbound',
        payload,
      });
      expect(answer.statusCode).toBe(200);
    }
    const text = (await scrape()).body;
    expect(sample(text, 'athar_donations_created_total', 'type="sms"')).toBe(1);
    expect(sample(text, 'athar_donations_confirmed_total', 'type="sms"')).toBe(1);
  });

  it('is never served through the load balancer or to a public address', async () => {
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('athar_');
  });
});

/** Where the engine changes the answer: PostgreSQL has a pool of connections, PGlite one connection. */
describe.each(testEngines)('GET /metrics, the database pool, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ method: 'GET', url: '/metrics' });

  it('reports the pool on PostgreSQL only', async () => {
    const text = (await scrape()).body;
    const total = sample(text, 'athar_db_pool_connections', 'state="total"');
    if (engine === 'postgres') expect(total).toBeGreaterThanOrEqual(1);
    else expect(total).toBeUndefined();
  });
});
