import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedInUser } from '@athar/api/test/factories';
import { createLoggedInStaff } from '@athar/api/test/staff-factories';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { startPayStack, type CardDonation, type PayStack } from '../integration/payments/pay-stack';
import { fuzzRoutes, type FuzzReport, type FuzzTarget } from './support/fuzz-runner';
import { loadOperations, type JsonSchema, type Operation } from './support/openapi';
import { listRoutes } from './support/routes';
import { createWebDist } from './support/web-dist';
import { recordResult } from './support/results';

/**
 * R4: property-based fuzzing (fast-check) of every endpoint's path, query, body and headers on the
 * api (with the web app's shell and assets) and the payment host. No answer may be a 5xx, and every
 * refusal is a 4xx whose message is Arabic. FUZZ_RUNS sets the cases per engine (default 10,000),
 * FUZZ_SEED replays a run.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const PAY_SHARE = 0.15;
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** The bank simulator under /bank stands in for the bank's own servers: not Athar's surface. */
const NOT_ATHAR = /^\/bank\//;

/**
 * The payment host's calls read a donation id (body or query) and, in a body, its payment token:
 * now and then the true pair of a pending donation, so the fuzzing reaches past the token check.
 */
function donationIdOperation(pending: CardDonation[]): Operation {
  const id: JsonSchema = { type: 'integer', minimum: 1, maximum: Math.max(...pending.map((d) => d.id)) + 2 };
  const token: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' };
  const truePairs: JsonSchema[] = pending.map((donation) => ({
    type: 'object',
    properties: { donationId: { const: donation.id }, paymentToken: { const: donation.token } },
    required: ['donationId', 'paymentToken'],
  }));
  return {
    parameters: [
      { name: 'donationID', in: 'query', required: false, schema: id },
      { name: 'resultIndicator', in: 'query', required: false, schema: { type: 'string' } },
    ],
    body: {
      anyOf: [
        { type: 'object', properties: { donationId: id, paymentToken: token }, required: ['donationId'] },
        ...truePairs,
      ],
    },
    multipart: false,
    bearer: false,
  };
}

function report(result: FuzzReport) {
  return `${result.target}: ${result.cases} cases in ${result.ms} ms (seed ${seed}), statuses ${JSON.stringify(result.byStatus)}`;
}

describe.each(testEngines)('R4 fuzzing every endpoint on %s', (engine) => {
  let t: TestApp;
  let stack: PayStack;
  const web = createWebDist();
  let ngoId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { webDistDir: web.dir });
    stack = await startPayStack(engine);
    ngoId = (await t.db.selectFrom('ngos').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await stack?.close();
    await t?.close();
    web.remove();
  });

  it('answers every generated api request without a 5xx, refusing in Arabic', async () => {
    const operations = await loadOperations(t.app);
    const routes = listRoutes(t.app).map((route) => ({ route, operation: operations.operation(route) }));
    expect(routes.length).toBeGreaterThan(30);
    const target: FuzzTarget = {
      name: `api on ${engine} (${routes.length} routes)`,
      inject: (options) => t.app.inject(options),
      apiSignature: t.config.API_SIGNATURE,
      paySecret: t.config.PAY_WEBHOOK_SECRET,
      smsSecret: t.config.SMS_WEBHOOK_SECRET,
      userToken: async () => (await createLoggedInUser(t.db)).token,
      staffToken: async () => (await createLoggedInStaff(t.db, ngoId)).token,
    };
    const result = await fuzzRoutes(target, routes, {
      numRuns: Math.round(TOTAL_RUNS * (1 - PAY_SHARE)),
      seed,
    });
    console.log(report(result));
    if (process.env.FUZZ_DUMP) fs.appendFileSync(process.env.FUZZ_DUMP, result.failures.join('\n') + '\n');
    recordResult(
      'R4',
      `api ${engine}`,
      result.failures.length === 0,
      `${result.cases} cases, ${result.failures.length} failures`,
      result.ms,
    );
    expect(result.failures.slice(0, 20).join('\n'), `replay with FUZZ_SEED=${seed}`).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers every generated payment-host request without a 5xx, refusing in Arabic', async () => {
    const pending = await Promise.all(Array.from({ length: 5 }, () => stack.cardDonation()));
    const operation = donationIdOperation(pending);
    const routes = listRoutes(stack.pay)
      .filter((route) => !NOT_ATHAR.test(route.path))
      .map((route) => ({ route, operation }));
    const target: FuzzTarget = {
      name: `payment host on ${engine} (${routes.length} routes)`,
      inject: (options) => stack.pay.inject(options),
      apiSignature: stack.t.config.API_SIGNATURE,
      paySecret: stack.t.config.PAY_WEBHOOK_SECRET,
      smsSecret: stack.t.config.SMS_WEBHOOK_SECRET,
      userToken: async () => (await createLoggedInUser(stack.t.db)).token,
      staffToken: async () => (await createLoggedInStaff(stack.t.db, ngoId)).token,
    };
    const result = await fuzzRoutes(target, routes, { numRuns: Math.round(TOTAL_RUNS * PAY_SHARE), seed });
    console.log(report(result));
    if (process.env.FUZZ_DUMP) fs.appendFileSync(process.env.FUZZ_DUMP, result.failures.join('\n') + '\n');
    recordResult(
      'R4',
      `pay ${engine}`,
      result.failures.length === 0,
      `${result.cases} cases, ${result.failures.length} failures`,
      result.ms,
    );
    expect(result.failures.slice(0, 20).join('\n'), `replay with FUZZ_SEED=${seed}`).toBe('');
  });
});
