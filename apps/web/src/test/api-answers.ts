import { vi, type Mock } from 'vitest';
import type { z } from 'zod';
import type { EndpointAt, RouteOrEndpoint } from '@athar/contract/api-endpoints';
import type { Endpoint, EndpointResponse } from '@athar/contract/endpoint';
import type { ErrorEnvelope } from '@athar/contract/envelope';
import { apiMessages } from '@athar/contract/messages';
import type { PaymentHostRefusal } from '@athar/contract/payments/payment-host';

/*
 * The api's answers as the web's component tests stub them (issue 33): the envelope, a refusal, and a
 * fetch that answers by the contract's routes and keeps what was sent. The records to put in them are
 * built in ./records/ (one module per area), re-exported here.
 */
export * from './records/accounts';
export * from './records/campaigns';
export * from './records/charity';
export * from './records/donations';
export * from './records/giving';
export * from './records/operator';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A JSON answer as is: the payment host's, or a body a test means to get wrong. */
export function jsonResponse(body: unknown, httpStatus = 200): Response {
  return new Response(JSON.stringify(body), { status: httpStatus, headers: JSON_HEADERS });
}

export interface EnvelopeOptions {
  /** 1, or 0 for an answer the api refuses in a 200 */
  status?: 0 | 1;
  message?: string;
  httpStatus?: number;
}

/**
 * An api answer: `data` in the envelope `{ status, message, data }` (packages/contract/src/envelope.ts),
 * a 200 with status 1 unless told otherwise.
 */
export function envelope(
  data: unknown,
  { status = 1, message = '', httpStatus = 200 }: EnvelopeOptions = {},
): Response {
  return jsonResponse({ status, message, data }, httpStatus);
}

/** The api's refusal: status 0, its Arabic message, and the message of each refused field if any. */
export function refusal(message: string, httpStatus = 400, fields?: Record<string, string>): Response {
  const body: ErrorEnvelope = { status: 0, message, data: [], ...(fields ? { errors: fields } : {}) };
  return jsonResponse(body, httpStatus);
}

/** The payment host's answer to one of its endpoints (packages/contract/src/payments/): not an envelope. */
export function hostAnswer<E extends Endpoint>(_endpoint: E, body: EndpointResponse<E>): Response {
  return jsonResponse(body);
}

/** The payment host's refusal `{ Success: false, Message }`. */
export function hostRefusal(message: string, httpStatus = 400): Response {
  const body: PaymentHostRefusal = { Success: false, Message: message };
  return jsonResponse(body, httpStatus);
}

/** What fetch does when the network is down or the server refuses the connection. */
export function unreachable(): never {
  throw new TypeError('Failed to fetch');
}

/** One call the stubbed fetch received, read as the server would read it. */
export interface ApiCall {
  method: string;
  /** resolved against http://athar.test when the page asked its own origin */
  url: URL;
  query: URLSearchParams;
  /** the `:name` parameters of the route it was matched to ({} when it matched none) */
  params: Record<string, string>;
  /** the JSON body parsed, a FormData as sent, undefined without one */
  body: unknown;
}

export type Answer = (call: ApiCall) => Response | Promise<Response>;

export type FetchStub = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** Anything with a fetch's recorded calls: a FetchStub, or a test's own vi.fn around one. */
interface RecordedFetch {
  mock: { calls: ReadonlyArray<ReadonlyArray<unknown>> };
}

const PAGE_ORIGIN = 'http://athar.test';

/** `${method} ${origin}${path}`: the key of one route's answer in answerCalls (origin: another host's). */
export function on(route: RouteOrEndpoint, origin = ''): string {
  return `${route.method} ${origin}${route.path}`;
}

interface Where {
  method: string | null;
  /** '' for the page's own origin */
  origin: string;
  names: string[];
  pattern: RegExp;
}

/** `/api/cities/:cityId` as a pattern of the pathname, its parameters' names in order. */
function compile(method: string | null, origin: string, path: string): Where {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, origin, names, pattern: new RegExp(`^${source}$`) };
}

/** A key of answerCalls: `/path`, or `METHOD /path`, the path optionally after another host's origin. */
function readKey(key: string): Where {
  const [, method = null, rest = key] = /^(GET|POST|PUT|PATCH|DELETE) (.+)$/.exec(key) ?? [];
  if (rest.startsWith('/')) return compile(method, '', rest);
  const url = new URL(rest);
  return compile(method, url.origin, url.pathname);
}

function whereOf(route: RouteOrEndpoint, origin: string): Where {
  return compile(route.method, origin, route.path);
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body === '' ? undefined : (JSON.parse(body) as unknown);
  return body;
}

/** A recorded call: its origin ('' for the page's own) and the call as read (no parameters yet). */
function readCall(input: unknown, init: RequestInit | undefined): { origin: string; call: ApiCall } {
  const request = input instanceof Request ? input : null;
  const address = request ? request.url : String(input);
  const url = new URL(address, PAGE_ORIGIN);
  const origin = address.startsWith('/') || url.origin === PAGE_ORIGIN ? '' : url.origin;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  // a Request's own body cannot be read at once; the web's client sends a URL and its init
  return { origin, call: { method, url, query: url.searchParams, params: {}, body: readBody(init?.body) } };
}

/** The parameters of `call` when it is to `where`, else null. */
function match(where: Where, origin: string, call: ApiCall): Record<string, string> | null {
  if (where.origin !== origin || (where.method !== null && where.method !== call.method)) return null;
  const found = where.pattern.exec(call.url.pathname);
  if (!found) return null;
  return Object.fromEntries(where.names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
}

/**
 * A fetch for `vi.stubGlobal('fetch', …)` that answers each call by its route: the keys are the
 * contract's route paths (`[campaignDetailsRoute.path]`, any method) or `on(route)` (that method
 * only; `on(endpoint, PAY_ORIGIN)` for the payment host), a key with a method before one without.
 * A call to no key gets `otherwise`, a 404 refusal unless told. It is a vi.fn: the calls stay
 * readable (callsTo, sentBody) until mockClear.
 */
export function answerCalls(
  answers: Record<string, Answer>,
  { otherwise = () => refusal(apiMessages.notFound, 404) }: { otherwise?: Answer } = {},
): FetchStub {
  const table = Object.entries(answers)
    .map(([key, answer]) => ({ where: readKey(key), answer }))
    .sort((a, b) => Number(a.where.method === null) - Number(b.where.method === null));
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { origin, call } = readCall(input, init);
    for (const { where, answer } of table) {
      const params = match(where, origin, call);
      if (params) return answer({ ...call, params });
    }
    return otherwise(call);
  });
}

/** The calls `api` received to `route` (at `origin`, '' for the page's own), in order. */
export function callsTo(api: RecordedFetch, route: RouteOrEndpoint, origin = ''): ApiCall[] {
  const where = whereOf(route, origin);
  return api.mock.calls.flatMap(([input, init]) => {
    const read = readCall(input, init as RequestInit | undefined);
    const params = match(where, read.origin, read.call);
    return params ? [{ ...read.call, params }] : [];
  });
}

/** What a route's endpoint reads from the body (its input type), or unknown for a route without one. */
export type SentBody<R extends RouteOrEndpoint> =
  EndpointAt<R> extends { body: infer B extends z.ZodType } ? z.input<B> : unknown;

/** The bodies sent to `route`, in order. */
export function sentBodies<R extends RouteOrEndpoint>(
  api: RecordedFetch,
  route: R,
  origin = '',
): SentBody<R>[] {
  return callsTo(api, route, origin).map((call) => call.body as SentBody<R>);
}

/** The body of the last call to `route`, or undefined while there was none. */
export function sentBody<R extends RouteOrEndpoint>(
  api: RecordedFetch,
  route: R,
  origin = '',
): SentBody<R> | undefined {
  return sentBodies(api, route, origin).at(-1);
}
