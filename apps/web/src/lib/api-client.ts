import type { z } from 'zod';
import { API_SIGNATURE_HEADER } from '@athar/contract/config-defaults';
import type { EndpointAt, RouteOrEndpoint } from '@athar/contract/api-endpoints';
import {
  fillPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type HttpMethod,
} from '@athar/contract/endpoint';
import { reportReachable, reportUnreachable } from './alerts';
import {
  ApiError,
  isGatewayFailure,
  networkError,
  readEnvelope,
  toApiError,
  type ApiEnvelope,
} from './api-error';
import { noteRequest, readCacheMode } from './fresh-reads';
import { isServerRender, takeInitialAnswer } from './initial-data';
import { navigateTo } from './navigation';
import { messages } from './messages';
import { loginPathBackTo } from './return-path';
import { clearSession, getSession } from './session';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Logout sets this to false: its own 401 must not send the user to /Login. */
  redirectOnUnauthorized?: boolean;
  /** Extra request headers, e.g. a donation's Idempotency-Key. */
  headers?: Record<string, string>;
  /** Another session's token in place of the visitor's (the charity console's staff session); null sends none. */
  bearer?: string | null;
  /** Replaces the visitor's 401 handling (end the session, go to /Login?next=<this page>), e.g. with the console's own. */
  onUnauthorized?: () => void;
}

const LOGIN_PATH = '/Login';

/** The app's signature, put in index.html by the API server (PRODUCT.md §6). */
function apiSignature(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')?.content ?? '';
}

/** Builds a same-origin URL, leaving out empty query values. */
function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(body: unknown, options: RequestOptions): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    ...options.headers,
    [API_SIGNATURE_HEADER]: apiSignature(),
  });
  const token = options.bearer === undefined ? getSession()?.access_token : options.bearer;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

/** The visitor's 401 (PRODUCT.md §6): end the session and log in again, then come back to this very page. */
function handleUnauthorized(): void {
  clearSession();
  const { pathname, search, hash } = window.location;
  if (pathname !== LOGIN_PATH) navigateTo(loginPathBackTo({ pathname, search, hash }));
}

async function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  let response: Response;
  const cache = readCacheMode(method);
  noteRequest(method);
  try {
    response = await fetch(url, {
      method,
      headers: buildHeaders(body, options),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
      ...(cache ? { cache } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    reportUnreachable();
    throw networkError();
  }
  if (response.status === 401 && options.redirectOnUnauthorized !== false) {
    (options.onUnauthorized ?? handleUnauthorized)();
  }
  return response;
}

/** An answer came: from the API itself, or from a gateway that could not reach it (the connection notice). */
function noteAnswer(httpStatus: number, body: unknown): void {
  if (isGatewayFailure(httpStatus, body)) reportUnreachable();
  else reportReachable();
}

async function request(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  // the server renders a page from the shell's answers alone, and sends nothing (docs/decisions/024)
  if (isServerRender()) {
    const answer = method === 'GET' ? readEnvelope(takeInitialAnswer(url)) : null;
    if (answer) return answer;
    throw networkError();
  }
  // The shell's answers are what a visitor without a session would get; a signed-in call asks anew.
  if (method === 'GET') {
    const token = options.bearer === undefined ? getSession()?.access_token : options.bearer;
    const initial = token ? null : readEnvelope(takeInitialAnswer(url));
    if (initial) return initial;
  }
  const response = await send(method, url, body, options);
  const json: unknown = await response.json().catch(() => null);
  noteAnswer(response.status, json);
  if (!response.ok) throw toApiError(response.status, json);
  const envelope = readEnvelope(json);
  if (!envelope) throw toApiError(response.status, json);
  return envelope;
}

/** The endpoint a route stands for: its schemas give the call's input and answer types. */
type EndpointOf<R extends RouteOrEndpoint> = EndpointAt<R> extends infer E extends Endpoint ? E : never;

/** What a call sends: the endpoint's path parameters, query and body; a multipart body goes as FormData. */
export type CallInput<R extends RouteOrEndpoint> = Omit<EndpointInput<EndpointOf<R>>, 'body'> &
  (EndpointOf<R>['body'] extends z.ZodType
    ? { body: z.input<EndpointOf<R>['body']> | FormData }
    : { body?: FormData });

/** The parsed answer of a route's endpoint. */
export type CallResponse<R extends RouteOrEndpoint> = EndpointResponse<EndpointOf<R>>;

/** The route's URL: its path with the parameters filled in, and the query without empty values. */
function routeUrl(route: RouteOrEndpoint, input: { params?: unknown; query?: unknown }): string {
  const params = input.params as Record<string, string | number> | undefined;
  return buildUrl(fillPath(route.path, params), input.query as Record<string, QueryValue> | undefined);
}

/**
 * Calls a route of the contract (`loginRoute`, or a whole endpoint) and resolves with its whole
 * envelope (`data` and `message`). A failure throws ApiError: a refused or unanswered request, and an
 * answer whose status is not 1. Routes carry no schemas, so the first load does not carry zod.
 */
export async function call<R extends RouteOrEndpoint>(
  route: R,
  input: CallInput<R>,
  options: RequestOptions = {},
): Promise<CallResponse<R>> {
  const envelope = await request(route.method, routeUrl(route, input), input.body, options);
  if (envelope.status !== 1) {
    const message = envelope.message.trim() ? envelope.message : messages.genericError;
    throw new ApiError(200, envelope.status, message);
  }
  return envelope as CallResponse<R>;
}

/** A downloaded file and the name the server gave it in Content-Disposition, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** GETs an endpoint that answers a file (e.g. a CSV export); a refusal throws ApiError like call. */
export async function downloadFile<R extends RouteOrEndpoint>(
  route: R,
  input: CallInput<R>,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  const response = await send('GET', routeUrl(route, input), undefined, options);
  const body: unknown = response.ok ? null : await response.json().catch(() => null);
  noteAnswer(response.status, body);
  if (!response.ok) throw toApiError(response.status, body);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/** data[0] of an answer that must carry one (a record, a created row); without it, ApiError with `httpStatus`. */
export function firstItem<T>(
  envelope: { status: number; message: string; data: readonly T[] },
  httpStatus = 200,
): T {
  const [item] = envelope.data;
  if (item === undefined) throw new ApiError(httpStatus, envelope.status, envelope.message);
  return item;
}
