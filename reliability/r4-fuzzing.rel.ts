import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedInUser } from '@athar/api/test/factories';
import { createLoggedInStaff } from '@athar/api/test/staff-factories';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { ACCOUNT_KEYS, callbacksDelivered } from '../integration/payments/gateway-browser';
import { startPayStack, type CardDonation, type PayStack } from '../integration/payments/pay-stack';
import { fuzzRoutes, type FuzzReport, type FuzzRoute, type FuzzTarget } from './support/fuzz-runner';
import { GATEWAY_PROTOCOL, GATEWAY_ROUTES, gatewayFixtures, gatewayOperation } from './support/gateway-fuzz';
import { loadOperations, type JsonSchema, type Operation } from './support/openapi';
import { listRoutes, routeKey } from './support/routes';
import { createWebDist } from './support/web-dist';
import { recordResult } from './support/results';

/**
 * R4: property-based fuzzing (fast-check) of every endpoint's path, query, body and headers on the
 * api (with the web app's shell and assets) and the payment host, with its Paymob-protocol gateway
 * routes and the gateway simulator's. No answer may be a 5xx, and every refusal is a 4xx whose
 * message is Arabic (the simulator's server-to-server API refuses in English, as Paymob does). FUZZ_RUNS sets the cases per engine (default 10,000),
 * FUZZ_SEED replays a run.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const PAY_SHARE = 0.15;
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** The bank simulator under /bank stands in for the bank's own servers: not Athar's surface. */
const NOT_ATHAR = /^\/bank\//;

/**
 * The built-in SMS aggregator's send call stands in for the aggregator's API: it answers in its own
 * protocol (`{ error }` in English), so only its 5xx count.
 */
const SMS_AGGREGATOR = /^\/sms-simulator\//;

/**
 * The payment host's calls read a donation id (body or query) and, in a body, its payment token:
 * now and then the true pair of a pending donation (card, wallet, kiosk or Meeza), so the fuzzing
 * reaches past the token check.
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
    stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100] });
    await stack.enableGateway();
    ngoId = (await t.db.selectFrom('ngos').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await stack?.close();
    await t?.close();
    web.remove();
  });

  it('answers every generated api request without a 5xx, refusing in Arabic', async () => {
    const operations = await loadOperations(t.app);
    const routes = listRoutes(t.app).map((route): FuzzRoute => ({
      route,
      operation: operations.operation(route),
      foreignProtocol: SMS_AGGREGATOR.test(route.path),
    }));
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
    const fixtures = await gatewayFixtures(stack);
    const cards = await Promise.all(Array.from({ length: 5 }, () => stack.cardDonation()));
    const operation = donationIdOperation([...cards, ...fixtures.unopened]);
    const listed = listRoutes(stack.pay);
    const keys = listed.map(routeKey);
    expect(GATEWAY_ROUTES.filter((key) => !keys.includes(key))).toEqual([]);
    const routes = listed
      .filter((route) => !NOT_ATHAR.test(route.path))
      .map((route): FuzzRoute => ({
        route,
        operation: gatewayOperation(route, fixtures, operation) ?? operation,
        foreignProtocol: GATEWAY_PROTOCOL.test(route.path),
        // pay's own gateway routes hold the most logic behind their checks
        weight: route.path.startsWith('/api/gateway/') ? 3 : 1,
      }));
    const target: FuzzTarget = {
      name: `payment host on ${engine} (${routes.length} routes)`,
      inject: (options) => stack.pay.inject(options),
      apiSignature: stack.t.config.API_SIGNATURE,
      paySecret: stack.t.config.PAY_WEBHOOK_SECRET,
      smsSecret: stack.t.config.SMS_WEBHOOK_SECRET,
      userToken: async () => (await createLoggedInUser(stack.t.db)).token,
      staffToken: async () => (await createLoggedInStaff(stack.t.db, ngoId)).token,
      paymob: { secretKey: ACCOUNT_KEYS.secret, hmacSecret: ACCOUNT_KEYS.hmac },
    };
    const result = await fuzzRoutes(target, routes, { numRuns: Math.round(TOTAL_RUNS * PAY_SHARE), seed });
    console.log(report(result));
    const gateway = Object.fromEntries(
      GATEWAY_ROUTES.map((key) => [key, result.byRoute[key] ?? {}] as const),
    );
    console.log(`gateway routes: ${JSON.stringify(gateway)}`);
    // every gateway route was reached, and (in a run of the default size) fuzzed callbacks got past
    // the body's parsing to the HMAC check (401), now and then past it too (200, `paymob` signature)
    expect(Object.entries(gateway).filter(([, statuses]) => Object.keys(statuses).length === 0)).toEqual([]);
    const callback = gateway['POST /api/gateway/callback'] ?? {};
    if (result.cases >= 1_000) expect((callback['200'] ?? 0) + (callback['401'] ?? 0)).toBeGreaterThan(0);
    // the callbacks the simulator sent meanwhile (payments, refunds the fuzzing made) were never a 5xx
    const deliveries = await callbacksDelivered(stack);
    expect(deliveries.filter((delivery) => delivery.status === null || delivery.status >= 500)).toEqual([]);
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
