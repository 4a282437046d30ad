import pg from 'pg';
import { generate } from 'otplib';
import { hashPassword } from '@athar/api/lib/passwords';
import { sealFactorSecret } from '@athar/api/lib/factor-secret';
import { LOCAL_OPERATOR_FACTOR_KEY } from '@athar/server-kit/config';
import type { BenchContext } from '../support/context';
import { measured, resultRow, type ResultRow } from '../support/report';
import { interleaved } from '../support/rounds';
import { latencyVariant } from './latency';
import { apiHeaders } from './requests';

/** Issue 36: the console's lists answer p95 ≤ 100 ms on the scale data set. */
const P95_BUDGET_MS = 100;
const AUDIT_ROWS = 100_000;
const DATA_REQUESTS = 5_000;
const PERMITS = 5_000;
const APPLICATIONS = 5_000;
const REPORTED_CAMPAIGNS = 5_000;
export const OPERATOR = {
  email: 'bench-operator@athar.local',
  password: 'bench-operator-password-2026',
  secret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA',
};

/**
 * A bench operator (every duty) and, once per data set, 100,000 audit entries spread over a year,
 * 200 actors and 40 actions, and 5,000 data requests: the shape of a busy year's console.
 */
async function plantConsoleRows(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await insertBenchOperator(client);
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM audit_log');
    if (Number(rows[0]!.n) < AUDIT_ROWS) {
      await client.query(
        `INSERT INTO audit_log (at, actor_kind, actor_id, action, object_kind, object_id, ip, user_agent)
         SELECT now() - (i || ' minutes')::interval * 5, (ARRAY['operator','staff','user','command'])[1 + i % 4],
                i % 200, 'bench.action_' || translate((i % 40)::text, '0123456789', 'abcdefghij') || '.done', 'donation', (i % 5000)::text, '10.0.0.' || (i % 250),
                'Mozilla/5.0 (bench)'
         FROM generate_series(1, $1::int) AS i`,
        [AUDIT_ROWS],
      );
      await client.query(
        `INSERT INTO data_requests (kind, requester_name, requester_email, received_at, received_via, due_on, status, recorded_by)
         SELECT (ARRAY['access','correction','erasure','objection'])[1 + i % 4], 'طالب ' || i, 'r' || i || '@example.com',
                now() - (i || ' hours')::interval, 'email', (now() - (i || ' hours')::interval)::date + 30, 'open',
                (SELECT id FROM operators WHERE email = $2)
         FROM generate_series(1, $1::int) AS i`,
        [DATA_REQUESTS, OPERATOR.email],
      );
      await client.query('VACUUM (ANALYZE) audit_log');
      await client.query('VACUUM (ANALYZE) data_requests');
    }
    await plantPermitsAndApprovals(client);
    await plantApplicationsAndReports(client);
  } finally {
    await client.end();
  }
}

/**
 * Once per data set: 5,000 permits over the charities (a fifth waiting for a decision), and a request to
 * revoke each approved one (a fifth of them waiting for a second operator, the rest withdrawn).
 */
async function plantPermitsAndApprovals(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: string }>(
    "SELECT count(*) AS n FROM charity_permits WHERE permit_number LIKE 'B-%'",
  );
  if (Number(rows[0]!.n) >= PERMITS) return;
  await client.query(
    `INSERT INTO charity_permits (ngo_id, permit_number, issuing_body, starts_on, ends_on, scope, status, decided_at)
     SELECT n.id, 'B-' || i, 'مديرية التضامن الاجتماعي', current_date - 30, current_date + 300,
            (ARRAY['online','offline'])[1 + i % 2], CASE WHEN i % 5 = 0 THEN 'requested' ELSE 'approved' END,
            CASE WHEN i % 5 = 0 THEN NULL ELSE now() END
     FROM generate_series(1, $1::int) AS i
     JOIN LATERAL (SELECT id FROM ngos ORDER BY id OFFSET i % (SELECT count(*) FROM ngos) LIMIT 1) n ON true`,
    [PERMITS],
  );
  await client.query(
    `INSERT INTO operator_approvals (action, object_id, reason, requested_by, status, decided_by, decided_at)
     SELECT 'permit.revoke', p.id, 'طلب قياس ' || p.id, o.id,
            CASE WHEN p.id % 5 = 0 THEN 'pending' ELSE 'withdrawn' END,
            CASE WHEN p.id % 5 = 0 THEN NULL ELSE o.id END,
            CASE WHEN p.id % 5 = 0 THEN NULL ELSE now() END
     FROM charity_permits p, (SELECT id FROM operators WHERE email = $1) o
     WHERE p.permit_number LIKE 'B-%' AND p.status = 'approved'`,
    [OPERATOR.email],
  );
  await client.query('VACUUM (ANALYZE) charity_permits');
  await client.query('VACUUM (ANALYZE) operator_approvals');
}

/**
 * Once per data set: 5,000 charities' applications (a fifth waiting for review) and reports on 5,000
 * campaigns (two each, a fifth of them in the moderators' queue, the rest closed).
 */
async function plantApplicationsAndReports(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM charity_applications');
  if (Number(rows[0]!.n) >= APPLICATIONS) return;
  await client.query(
    `INSERT INTO charity_applications (status, legal_name, registration_number, city_id, address, contact_name,
       contact_phone, contact_email, bank, account_holder, iban, tracking_hash, submitted_at, updated_at)
     SELECT CASE WHEN i % 5 = 0 THEN 'submitted' WHEN i % 5 = 1 THEN 'changes_requested' ELSE 'refused' END,
            'جمعية القياس ' || i, (1000 + i)::text, (SELECT min(id) FROM cities), 'شارع القياس ' || i,
            'مسؤول ' || i, '010' || lpad(i::text, 8, '0'), 'apply' || i || '@example.com', 'nbe',
            'جمعية القياس ' || i, 'EG' || lpad(i::text, 27, '0'), sha256(('bench-application-' || i)::bytea),
            now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
     FROM generate_series(1, $1::int) AS i`,
    [APPLICATIONS],
  );
  await client.query(
    `INSERT INTO campaign_reports (campaign_id, reason, reporter, created_at, stage, queued_at, closed_at, closed_how)
     SELECT c.id, 'money_outside', 'bench-' || c.id || '-' || k, now() - (c.id % 5000 || ' minutes')::interval,
            CASE WHEN c.id % 5 = 0 THEN 'queue' ELSE 'closed' END,
            now() - (c.id % 5000 || ' minutes')::interval,
            CASE WHEN c.id % 5 = 0 THEN NULL ELSE now() END,
            CASE WHEN c.id % 5 = 0 THEN NULL ELSE 'dismissed' END
     FROM (SELECT id FROM campaigns ORDER BY id LIMIT $1) c, generate_series(1, 2) AS k`,
    [REPORTED_CAMPAIGNS],
  );
  await client.query('VACUUM (ANALYZE) charity_applications');
  await client.query('VACUUM (ANALYZE) campaign_reports');
}

/** The bench operator (every duty), its code taken afresh. */
async function insertBenchOperator(client: pg.Client): Promise<void> {
  await client.query(
    `INSERT INTO operators (email, operator_name, password_hash, roles, factor_secret, factor_enrolled_at)
       VALUES ($1, 'مشغّل القياس', $2, ARRAY['admin','onboarding','catalogue','moderator','finance','data_protection'], $3, now())
       ON CONFLICT (email) DO UPDATE SET factor_last_step = NULL`,
    [
      OPERATOR.email,
      await hashPassword(OPERATOR.password),
      sealFactorSecret(OPERATOR.secret, LOCAL_OPERATOR_FACTOR_KEY),
    ],
  );
}

/** The bench operator in a data set of its own (P11's tenfold one). */
export async function plantBenchOperator(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await insertBenchOperator(client);
  } finally {
    await client.end();
  }
}

/** The bench operator's session cookie: the password, then a code. */
export async function logIn(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const post = (path: string, body: object, cookie?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const login = await post('/api/operator/auth/login', {
    email: OPERATOR.email,
    password: OPERATOR.password,
  });
  if (!login.ok) throw new Error(`operator login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .find((item) => item.startsWith('athar_operator='))!
    .split(';')[0]!;
  const verify = await post(
    '/api/operator/auth/verify',
    { code: await generate({ secret: OPERATOR.secret }) },
    cookie,
  );
  if (!verify.ok) throw new Error(`operator code: ${verify.status} ${await verify.text()}`);
  return cookie;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** P10: the console's lists — the audit log (first page, deep, filtered) and the data requests — at p95. */
export async function consoleLists(context: BenchContext): Promise<ResultRow[]> {
  const [api, dataSet] = await Promise.all([context.server('api'), context.dataSet('scale')]);
  await plantConsoleRows(dataSet.url);
  const headers = { ...apiHeaders(context), cookie: await logIn(api.baseUrl, apiHeaders(context)) };
  const deepBefore = Math.floor(AUDIT_ROWS / 2);
  const lists: [string, string][] = [
    ['audit log, first page', '/api/operator/audit'],
    ['audit log, a page 50,000 entries deep', `/api/operator/audit?before=${deepBefore}`],
    ['audit log, one actor', '/api/operator/audit?actor_kind=staff&actor_id=17'],
    [
      'audit log, an action over a month',
      `/api/operator/audit?action=bench.action_h&from=${day(-30)}&to=${day(0)}`,
    ],
    ['data requests by deadline', '/api/operator/data-requests'],
    ['permit requests waiting', '/api/operator/permits'],
    ['every permit, a page 2,000 deep', '/api/operator/permits?status=all&before=3000'],
    ['approvals waiting', '/api/operator/approvals'],
    ['approvals withdrawn', '/api/operator/approvals?status=withdrawn'],
    ['applications waiting for review', '/api/operator/charity-applications'],
    ['moderators’ queue', '/api/operator/moderation'],
    ['fee statements', '/api/operator/fee-statements'],
    ['the first screen', '/api/operator/overview'],
  ];
  const samples = await interleaved(
    context.options.rounds,
    lists.map(([, path]) =>
      latencyVariant(context, `${api.baseUrl}${path}`, { headers, pick: (run) => run.p99 }),
    ),
  );
  return lists.map(([label], index) =>
    resultRow({
      id: 'P10',
      what: `console list p99 (≥ p95): ${label}`,
      a: measured(label, 'ms', samples[index]!),
      b: measured('budget', 'ms', [P95_BUDGET_MS]),
      maxRatio: 1,
      note: `${AUDIT_ROWS.toLocaleString('en')} audit entries, ${DATA_REQUESTS.toLocaleString('en')} data requests, ${PERMITS.toLocaleString('en')} permits and their revocation requests, ${APPLICATIONS.toLocaleString('en')} applications, reports on ${REPORTED_CAMPAIGNS.toLocaleString('en')} campaigns on the scale data set`,
    }),
  );
}
