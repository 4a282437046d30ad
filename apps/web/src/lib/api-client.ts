import { API_SIGNATURE_HEADER } from '@athar/contract/config-defaults';
import { reportReachable, reportUnreachable } from './alerts';
import { isGatewayFailure, networkError, readEnvelope, toApiError, type ApiEnvelope } from './api-error';
import { takeInitialAnswer } from './initial-data';
import { navigateTo } from './navigation';
import { loginPathBackTo } from './return-path';
import { clearSession, getSession } from './session';

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

/** The app's signature, put in index.html by the API server (SPEC §6). */
function apiSignature(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')?.content ?? '';
}

/** Builds a same-origin URL, leaving out empty query values. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
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

/** The visitor's 401 (SPEC §6): end the session and log in again, then come back to this very page. */
function handleUnauthorized(): void {
  clearSession();
  const { pathname, search, hash } = window.location;
  if (pathname !== LOGIN_PATH) navigateTo(loginPathBackTo({ pathname, search, hash }));
}

async function send(
  method: 'GET' | HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: buildHeaders(body, options),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
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

async function request<T>(
  method: 'GET' | HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<ApiEnvelope<T>> {
  const response = await send(method, url, body, options);
  const json: unknown = await response.json().catch(() => null);
  noteAnswer(response.status, json);
  if (!response.ok) throw toApiError(response.status, json);
  const envelope = readEnvelope<T>(json);
  if (!envelope) throw toApiError(response.status, json);
  return envelope;
}

/** GET a same-origin API path; resolves with the whole envelope, throws ApiError on failure. */
export function apiGet<T>(
  path: string,
  query?: Record<string, QueryValue>,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const url = buildUrl(path, query);
  // The shell's answers are what a visitor without a session would get; a signed-in call asks anew.
  const token = options.bearer === undefined ? getSession()?.access_token : options.bearer;
  const initial = token ? null : readEnvelope<T>(takeInitialAnswer(url));
  if (initial) return Promise.resolve(initial);
  return request<T>('GET', url, undefined, options);
}

/** Sends JSON (or multipart when body is FormData) to a same-origin API path. */
export function apiSend<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  return request<T>(method, path, body, options);
}

/** A downloaded file and the name the server gave it in Content-Disposition, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** GET a same-origin file (e.g. a CSV export); a refusal throws ApiError like the JSON calls. */
export async function apiGetFile(
  path: string,
  query?: Record<string, QueryValue>,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  const response = await send('GET', buildUrl(path, query), undefined, options);
  const body: unknown = response.ok ? null : await response.json().catch(() => null);
  noteAnswer(response.status, body);
  if (!response.ok) throw toApiError(response.status, body);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
