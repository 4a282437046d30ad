import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signRequest } from '@athar/server-kit/hmac-signature';
import { describeCase, requestsFor, type FuzzCase } from './fuzz-requests';
import type { Operation } from './openapi';
import { refusalProblem } from './refusals';
import type { DiscoveredRoute } from './routes';

/** One server under test and how to mint the credentials a case asks for. */
export interface FuzzTarget {
  name: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  apiSignature: string;
  paySecret: string;
  smsSecret: string;
  userToken(): Promise<string>;
  staffToken(): Promise<string>;
}

export interface FuzzReport {
  target: string;
  cases: number;
  byStatus: Record<string, number>;
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
  const body = fuzzCase.body ?? '';
  const signed = { method: fuzzCase.method, path: fuzzCase.url, body };
  if (fuzzCase.hmac === 'pay') headers['x-signature'] = signRequest(target.paySecret, signed);
  if (fuzzCase.hmac === 'sms') headers['x-signature'] = signRequest(target.smsSecret, signed);
  if (fuzzCase.hmac === 'garbage')
    headers['x-signature'] = `t=${Math.floor(Date.now() / 1000)},n=${'0'.repeat(32)},v2=${'0'.repeat(64)}`;
  return target.inject({
    method: fuzzCase.method,
    url: fuzzCase.url,
    headers,
    ...(fuzzCase.body === null ? {} : { payload: fuzzCase.body }),
  });
}

/**
 * Runs `numRuns` generated requests spread over the routes (fast-check, reproducible with `seed`)
 * and collects every answer that is a 5xx or a refusal without an Arabic message.
 */
export async function fuzzRoutes(
  target: FuzzTarget,
  routes: { route: DiscoveredRoute; operation: Operation }[],
  options: { numRuns: number; seed: number },
): Promise<FuzzReport> {
  const started = Date.now();
  const byStatus: Record<string, number> = {};
  const failures: string[] = [];
  const cases = fc.oneof(...routes.map(({ route, operation }) => requestsFor(route, operation)));
  let count = 0;
  await fc.assert(
    fc.asyncProperty(cases, async (fuzzCase) => {
      count += 1;
      let problem: string | null;
      try {
        const response = await send(target, fuzzCase);
        byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
        problem = refusalProblem(fuzzCase.method, {
          statusCode: response.statusCode,
          headers: response.headers,
          body: response.body,
        });
      } catch (error) {
        problem = `threw ${(error as Error).stack ?? String(error)}`;
      }
      if (problem) failures.push(`${describeCase(fuzzCase)}\n    → ${problem}`);
    }),
    { numRuns: options.numRuns, seed: options.seed, endOnFailure: true },
  );
  return { target: target.name, cases: count, byStatus, failures, ms: Date.now() - started };
}
