import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signRequest } from '@athar/server-kit/hmac-signature';
import { paymobHmacOfQuery, paymobHmacOfTransaction } from '@athar/pay/gateway/paymob-hmac';
import { describeCase, requestsFor, type FuzzCase } from './fuzz-requests';
import type { Operation } from './openapi';
import { refusalProblem } from './refusals';
import { routeKey, type DiscoveredRoute } from './routes';

/** One server under test and how to mint the credentials a case asks for. */
export interface FuzzTarget {
  name: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  apiSignature: string;
  paySecret: string;
  smsSecret: string;
  userToken(): Promise<string>;
  staffToken(): Promise<string>;
  /** the Paymob-protocol gateway's secret key and HMAC secret (payment host only) */
  paymob?: { secretKey: string; hmacSecret: string };
}

/**
 * One route to fuzz; `foreignProtocol` routes speak another party's protocol (English refusals);
 * `weight` (1 by default) is its share of the cases.
 */
export interface FuzzRoute {
  route: DiscoveredRoute;
  operation: Operation;
  foreignProtocol?: boolean;
  weight?: number;
}

/** The URL with Paymob's `hmac` of the case's body `obj` (POST) or of its query (GET) set. */
function withPaymobHmac(fuzzCase: FuzzCase, secret: string): string {
  const at = fuzzCase.url.indexOf('?');
  const path = at === -1 ? fuzzCase.url : fuzzCase.url.slice(0, at);
  const query = new URLSearchParams(at === -1 ? '' : fuzzCase.url.slice(at + 1));
  let hmac: string;
  if (fuzzCase.method === 'GET') {
    const fields: Record<string, string> = {};
    for (const [name, value] of query) fields[name] ??= value;
    hmac = paymobHmacOfQuery(fields, secret);
  } else {
    let obj: unknown = null;
    try {
      obj = (JSON.parse(fuzzCase.body ?? '') as { obj?: unknown } | null)?.obj;
    } catch {
      // not JSON: the signature of nothing, still well-formed
    }
    hmac = paymobHmacOfTransaction(obj, secret);
  }
  query.set('hmac', hmac);
  return `${path}?${query.toString()}`;
}

export interface FuzzReport {
  target: string;
  cases: number;
  byStatus: Record<string, number>;
  /** statuses by route (`METHOD /path` as Fastify has it) */
  byRoute: Record<string, Record<string, number>>;
  failures: string[];
  ms: number;
}

async function send(target: FuzzTarget, fuzzCase: FuzzCase) {
  const headers: Record<string, string> = { ...fuzzCase.headers };
  if (fuzzCase.contentType !== null) headers['content-type'] = fuzzCase.contentType;
  if (fuzzCase.apiSignature === 'valid') headers['x-api-signature'] = target.apiSignature;
  if (fuzzCase.apiSignature === 'garbage') headers['x-api-signature'] = 'Basic bm90LXRoZS1rZXk=';
  if (fuzzCase.auth === 'user') headers.authorization = `Bearer ${await target.userToken()}`;
  if (fuzzCase.auth === 'staff') headers.authorization = `Bearer ${await target.staffToken()}`;
  if (fuzzCase.auth === 'garbage') headers.authorization = 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  if (fuzzCase.auth === 'gateway' && target.paymob)
    headers.authorization = `Token ${target.paymob.secretKey}`;
  const url =
    fuzzCase.hmac === 'paymob' && target.paymob
      ? withPaymobHmac(fuzzCase, target.paymob.hmacSecret)
      : fuzzCase.url;
  const body = fuzzCase.body ?? '';
  const signed = { method: fuzzCase.method, path: fuzzCase.url, body };
  if (fuzzCase.hmac === 'pay') headers['x-signature'] = signRequest(target.paySecret, signed);
  if (fuzzCase.hmac === 'sms') headers['x-signature'] = signRequest(target.smsSecret, signed);
  if (fuzzCase.hmac === 'garbage')
    headers['x-signature'] = `t=${Math.floor(Date.now() / 1000)},n=${'0'.repeat(32)},v2=${'0'.repeat(64)}`;
  return target.inject({
    method: fuzzCase.method,
    url,
    headers,
    ...(fuzzCase.body === null ? {} : { payload: fuzzCase.body }),
  });
}

/**
 * Runs `numRuns` generated requests spread over the routes (fast-check, reproducible with `seed`)
 * and collects every answer that is a 5xx or a refusal without an Arabic message (a gateway
 * protocol route refuses in its own language: only its 5xx count).
 */
export async function fuzzRoutes(
  target: FuzzTarget,
  routes: FuzzRoute[],
  options: { numRuns: number; seed: number },
): Promise<FuzzReport> {
  const started = Date.now();
  const byStatus: Record<string, number> = {};
  const byRoute: Record<string, Record<string, number>> = {};
  const failures: string[] = [];
  const cases = fc.oneof(
    ...routes.map(({ route, operation, foreignProtocol, weight }) => ({
      arbitrary: requestsFor(route, operation).map((fuzzCase) => ({
        fuzzCase,
        key: routeKey(route),
        foreignProtocol,
      })),
      weight: weight ?? 1,
    })),
  );
  let count = 0;
  await fc.assert(
    fc.asyncProperty(cases, async ({ fuzzCase, key, foreignProtocol }) => {
      count += 1;
      let problem: string | null;
      try {
        const response = await send(target, fuzzCase);
        byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
        const ofRoute = (byRoute[key] ??= {});
        ofRoute[response.statusCode] = (ofRoute[response.statusCode] ?? 0) + 1;
        const seen = { statusCode: response.statusCode, headers: response.headers, body: response.body };
        problem = foreignProtocol && response.statusCode < 500 ? null : refusalProblem(fuzzCase.method, seen);
      } catch (error) {
        problem = `threw ${(error as Error).stack ?? String(error)}`;
      }
      if (problem) failures.push(`${describeCase(fuzzCase)}\n    → ${problem}`);
    }),
    { numRuns: options.numRuns, seed: options.seed, endOnFailure: true },
  );
  return { target: target.name, cases: count, byStatus, byRoute, failures, ms: Date.now() - started };
}
