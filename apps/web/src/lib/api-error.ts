import { messages } from './messages';

/** Every /api answer: { status, message, data } (docs/PRODUCT.md §7.1). */
export interface ApiEnvelope<T> {
  status: number;
  message: string;
  data: T;
  errors?: Record<string, string>;
}

/**
 * What a gateway in front of the API answers when the API is down or slow to answer: a 502, 503 or
 * 504 that does not carry the API's own envelope (the API's own 503 has one, with its message).
 */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Whether an answer came from a gateway that could not reach the API (see GATEWAY_STATUSES). */
export function isGatewayFailure(httpStatus: number, body: unknown): boolean {
  return GATEWAY_STATUSES.has(httpStatus) && readEnvelope(body) === null;
}

/** A failed call: the HTTP status (0 for a network error), the envelope status and an Arabic message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** the call never reached the API (no answer, or a gateway's 502/503/504): not the request's fault */
    readonly unreachable = false,
  ) {
    super(message);
  }

  /** A 4xx answer: the request itself was refused, so repeating it will not help. */
  get isClientError(): boolean {
    return this.httpStatus >= 400 && this.httpStatus < 500;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** Reads a parsed JSON body as an envelope, or null when it does not have that shape. */
export function readEnvelope<T = unknown>(body: unknown): ApiEnvelope<T> | null {
  if (typeof body !== 'object' || body === null) return null;
  const candidate = body as Record<string, unknown>;
  if (typeof candidate.status !== 'number' || !('data' in candidate)) return null;
  const envelope: ApiEnvelope<T> = {
    status: candidate.status,
    message: typeof candidate.message === 'string' ? candidate.message : '',
    data: candidate.data as T,
  };
  if (isStringRecord(candidate.errors)) envelope.errors = candidate.errors;
  return envelope;
}

/**
 * The error for a non-2xx answer: the server's message when it sent one, the connection message when a
 * gateway answered for an API it could not reach, the generic one otherwise.
 */
export function toApiError(httpStatus: number, body: unknown): ApiError {
  if (isGatewayFailure(httpStatus, body)) return connectionError(httpStatus);
  const envelope = readEnvelope(body);
  const message = envelope?.message.trim() ? envelope.message : messages.genericError;
  return new ApiError(httpStatus, envelope?.status ?? 0, message, envelope?.errors);
}

function connectionError(httpStatus: number): ApiError {
  return new ApiError(httpStatus, 0, messages.connection.unreachable, {}, true);
}

/**
 * The error for a request that never got an answer (fetch's TypeError: offline, DNS, a refused or
 * reset connection): it says the server could not be reached, never that the input was wrong.
 */
export function networkError(): ApiError {
  return connectionError(0);
}

/** Whether a thrown value is a call that never reached the API (ApiError.unreachable). */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && error.unreachable;
}

/**
 * Puts a refused call's field errors (e.g. a common password) under the form's own fields; fields the
 * form does not have are left to the form's alert, which shows the message.
 */
export function showFieldErrors<Field extends string>(
  error: unknown,
  setError: (field: Field, error: { message: string }) => void,
  fields: readonly Field[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (known) setError(known, { message });
  }
}

/** The words to show for any thrown value (PRODUCT.md §8). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.genericError;
}
