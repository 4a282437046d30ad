import { API_SIGNATURE_HEADER } from '@athar/contract/config-defaults';
import { networkError, readEnvelope, toApiError, type ApiEnvelope } from './api-error';
import { navigateTo } from './navigation';
import { clearSession, getSession } from './session';

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Logout sets this to false: its own 401 must not send the user to /Login. */
  redirectOnUnauthorized?: boolean;
  /** Extra request headers, e.g. a donation's Idempotency-Key. */
  headers?: Record<string, string>;
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

function buildHeaders(body: unknown, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    ...extra,
    Accept: 'application/json',
    [API_SIGNATURE_HEADER]: apiSignature(),
  });
  const token = getSession()?.access_token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function handleUnauthorized(): void {
  clearSession();
  if (window.location.pathname !== LOGIN_PATH) navigateTo(LOGIN_PATH);
}

async function request<T>(
  method: 'GET' | HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<ApiEnvelope<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: buildHeaders(body, options.headers),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 401 && options.redirectOnUnauthorized !== false) handleUnauthorized();
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
  return request<T>('GET', buildUrl(path, query), undefined, options);
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
