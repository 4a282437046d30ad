import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_API_SIGNATURE } from '@athar/contract/config-defaults';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { createInternalApi } from '@athar/pay/internal-api';
import { nextDonorAddress, postFrom } from './donor-client';

export interface LoadTarget {
  /** nginx in front of the api instances */
  webUrl: string;
  /** each api instance directly */
  instanceUrls: string[];
  databaseUrl: string;
  payWebhookSecret: string;
  smsWebhookSecret: string;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

const DEMO = { email: 'demo@athar.local', password: 'athar-demo-2026' };
const WORKERS = 24;
const OPERATIONS_PER_WORKER = 40;

export async function call(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-api-signature', DEFAULT_API_SIGNATURE);
  if (init.body) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(baseUrl + path, { ...init, headers });
  const body = (await response.json().catch(() => null)) as { data?: unknown[]; message?: string } | null;
  return { status: response.status, body };
}

async function login(baseUrl: string, email: string, password: string) {
  const answer = await call(baseUrl, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  const user = answer.body?.data?.[0] as { access_token?: string; user_id?: number } | undefined;
  return { status: answer.status, token: user?.access_token, userId: user?.user_id };
}

/** A cash donation through the api as the web form sends it (not yet confirmed): its status and id. */
export async function donateCash(
  baseUrl: string,
  campaignId: number,
  place: { city: number; area: number },
  amount = 100 + Math.floor(Math.random() * 400),
) {
  const donation = {
    user_name: 'متبرع تجريبي',
    email: 'load@athar.local',
    msisdn: '01012345678',
    amount,
    campaign_id: campaignId,
    type: 1,
    consent: true,
    ...place,
    address: 'شارع التحرير، عمارة ٥',
  };
  // each donation from a donor address of its own (donor-client.ts): the api limits them per address
  const created = await postFrom(
    nextDonorAddress(),
    `${baseUrl}/api/donations`,
    {
      'content-type': 'application/json',
      'x-api-signature': DEFAULT_API_SIGNATURE,
      'idempotency-key': randomUUID(),
    },
    JSON.stringify({ donation }),
  );
  const answer = created.body as { data?: { donation_id?: number }[] } | null;
  return { status: created.status, id: answer?.data?.[0]?.donation_id };
}

interface Tally {
  requests: number;
  failures: string[];
  /** donation ids the api acknowledged, by kind */
  created: number[];
  confirmed: number[];
  smsAccepted: number;
}

/**
 * Browse, search, favourite, donate (cash and SMS) and confirm through the load balancer from many
 * concurrent clients; then the consistency checks (docs/DEPLOY.md) against the database and the instances.
 */
export async function runMixedLoad(target: LoadTarget): Promise<CheckResult[]> {
  const database = new pg.Client({ connectionString: target.databaseUrl });
  await database.connect();
  try {
    const { rows: campaigns } = await database.query<{
      id: string;
      sms_code: string;
      sms_short_number: string;
    }>(
      `SELECT c.id, c.code::text AS sms_code, n.sms_short_number FROM campaigns c JOIN projects p ON p.id = c.project_id JOIN ngos n ON n.id = p.ngo_id
        WHERE n.cash_collection ORDER BY c.id LIMIT 12`,
    );
    const { rows: places } = await database.query<{ city: number; area: number }>(
      'SELECT city_id AS city, id AS area FROM areas ORDER BY id LIMIT 1',
    );
    const demo = await login(target.webUrl, DEMO.email, DEMO.password);
    if (!demo.token) throw new Error(`the demo user could not log in through nginx (HTTP ${demo.status})`);
    const internal = createInternalApi({ baseUrl: target.webUrl, secret: target.payWebhookSecret });
    const tally: Tally = { requests: 0, failures: [], created: [], confirmed: [], smsAccepted: 0 };
    const started = Date.now();

    const expectOk = (what: string, status: number) => {
      tally.requests += 1;
      if (status !== 200) tally.failures.push(`${what}: HTTP ${status}`);
    };

    const operations: (() => Promise<void>)[] = [
      async () =>
        expectOk(
          'listing',
          (await call(target.webUrl, '/api/campaigns/details?offset=0&rowscount=20')).status,
        ),
      async () =>
        expectOk(
          'search',
          (await call(target.webUrl, `/api/search?text=${encodeURIComponent('محمد')}`)).status,
        ),
      async () => {
        const campaign = campaigns[Math.floor(Math.random() * campaigns.length)]!;
        const method = Math.random() < 0.5 ? 'POST' : 'DELETE';
        const answer = await call(target.webUrl, '/api/users/favorites', {
          method,
          token: demo.token,
          body: JSON.stringify({ campaign_id: Number(campaign.id) }),
        });
        expectOk('favourite', answer.status);
      },
      async () => {
        const campaign = campaigns[Math.floor(Math.random() * campaigns.length)]!;
        const created = await donateCash(target.webUrl, Number(campaign.id), places[0]!);
        expectOk('donate', created.status);
        const id = created.id;
        if (id === undefined) return;
        tally.created.push(id);
        if (Math.random() < 0.7) {
          await internal.confirm(id);
          tally.requests += 1;
          tally.confirmed.push(id);
        }
      },
      async () => {
        const campaign = campaigns[Math.floor(Math.random() * campaigns.length)]!;
        const body = JSON.stringify({
          message_id: `load-${randomUUID()}`,
          from: '01098765432',
          to: campaign.sms_short_number,
          text: `T${campaign.sms_code}`,
          received_at: new Date().toISOString(),
        });
        const response = await fetch(`${target.webUrl}/api/sms/inbound`, {
          method: 'POST',
          headers: signedJsonHeaders(target.smsWebhookSecret, {
            method: 'POST',
            path: '/api/sms/inbound',
            body,
          }),
          body,
        });
        expectOk('sms', response.status);
        if (response.status === 200) tally.smsAccepted += 1;
      },
    ];

    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let i = 0; i < OPERATIONS_PER_WORKER; i++) {
          const operation = operations[Math.floor(Math.random() * operations.length)]!;
          await operation().catch((error: unknown) => tally.failures.push(String(error)));
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;

    return [
      {
        name: 'mixed load through nginx',
        ok: tally.failures.length === 0,
        detail:
          `${tally.requests} requests in ${seconds.toFixed(1)} s from ${WORKERS} clients: ` +
          `${tally.created.length} donations created, ${tally.confirmed.length} confirmed, ` +
          `${tally.smsAccepted} SMS; ${tally.failures.length} failures` +
          (tally.failures.length ? ` (${[...new Set(tally.failures)].slice(0, 5).join('; ')})` : ''),
      },
      await checkAcknowledgedOnce(database, tally),
      await checkTotals(database),
      await checkRateLimitAcrossInstances(target.instanceUrls),
      await checkSessionsOnAnyInstance(target.instanceUrls),
      await checkMetrics(target.instanceUrls),
    ];
  } finally {
    await database.end();
  }
}

async function checkAcknowledgedOnce(database: pg.Client, tally: Tally): Promise<CheckResult> {
  const { rows } = await database.query<{ id: string; status: string }>(
    'SELECT id, status FROM donations WHERE id = ANY($1::bigint[])',
    [tally.created],
  );
  const confirmed = new Set(tally.confirmed);
  const wrong = rows.filter((row) => confirmed.has(Number(row.id)) !== (row.status === 'confirmed'));
  const ok = rows.length === tally.created.length && wrong.length === 0;
  return {
    name: 'every acknowledged donation exists once, confirmed ones confirmed',
    ok,
    detail: `${rows.length} of ${tally.created.length} found; ${wrong.length} with the wrong status`,
  };
}

export async function checkTotals(database: pg.Client): Promise<CheckResult> {
  const { rows } = await database.query<{ id: string }>(
    `SELECT c.id FROM campaigns c
       LEFT JOIN donations d ON d.campaign_id = c.id AND d.status = 'confirmed'
      GROUP BY c.id
     HAVING c.collected <> coalesce(sum(d.amount), 0) OR c.donors_count <> count(d.id)`,
  );
  return {
    name: 'stored campaign totals equal the sums of confirmed donations',
    ok: rows.length === 0,
    detail: rows.length === 0 ? 'all campaigns agree' : `campaigns off: ${rows.map((r) => r.id).join(', ')}`,
  };
}

/** Wrong passwords for one account, round robin over the instances: the shared store must stop them. */
async function checkRateLimitAcrossInstances(instanceUrls: string[]): Promise<CheckResult> {
  const email = `limit-${randomUUID().slice(0, 8)}@athar.local`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    const url = instanceUrls[attempt % instanceUrls.length]!;
    statuses.push((await login(url, email, 'wrong-password-1')).status);
  }
  const firstRefusal = statuses.indexOf(429);
  return {
    name: 'login rate limit holds across instances (Redis)',
    ok: firstRefusal >= 0 && firstRefusal < 10,
    detail: `statuses over ${instanceUrls.length} instances: ${statuses.join(' ')}`,
  };
}

async function checkSessionsOnAnyInstance(instanceUrls: string[]): Promise<CheckResult> {
  const [first, ...others] = instanceUrls;
  const session = await login(first!, DEMO.email, DEMO.password);
  const seen = await Promise.all(
    others.map(async (url) => {
      const answer = await call(url, '/api/users/details', { token: session.token });
      const user = answer.body?.data?.[0] as { user_id?: number } | undefined;
      return answer.status === 200 && user?.user_id === session.userId;
    }),
  );
  await call(others.at(-1)!, '/api/users/logout', { method: 'POST', token: session.token });
  const afterLogout = await call(first!, '/api/users/details', { token: session.token });
  return {
    name: 'a session works on any instance, and a logout anywhere ends it everywhere',
    ok: Boolean(session.token) && seen.every(Boolean) && afterLogout.status === 401,
    detail: `login on 1, profile on ${seen.map((ok, i) => `${i + 2}:${ok ? 'ok' : 'refused'}`).join(', ')}; after logout: HTTP ${afterLogout.status}`,
  };
}

/** Each instance serves /metrics and took part of the load. */
async function checkMetrics(instanceUrls: string[]): Promise<CheckResult> {
  const counts = await Promise.all(
    instanceUrls.map(async (url) => {
      const text = await fetch(`${url}/metrics`).then((response) => response.text());
      return text
        .split('\n')
        .filter((line) => line.startsWith('athar_http_requests_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    }),
  );
  return {
    name: 'every instance exposes /metrics and served part of the load',
    ok: counts.every((count) => count > 10),
    detail: `requests counted per instance: ${counts.join(', ')}`,
  };
}
