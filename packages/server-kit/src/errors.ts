import { apiMessages } from '@athar/contract/messages';

/** One error type for every refusal the API makes on purpose (STYLE.md: errors as data). */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** a link that was good once and has expired (docs/decisions/027) */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }
}

/** The Arabic message a client sees for an HTTP status when nothing more specific was said. */
export function messageForStatus(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return apiMessages.badRequest;
    case 401:
      return apiMessages.unauthorized;
    case 403:
      return apiMessages.forbidden;
    case 404:
      return apiMessages.notFound;
    case 409:
      return apiMessages.conflict;
    case 410:
      return apiMessages.linkExpired;
    case 413:
      return apiMessages.payloadTooLarge;
    case 415:
      return apiMessages.unsupportedMediaType;
    case 429:
      return apiMessages.tooManyRequests;
    case 503:
      return apiMessages.unavailable;
    default:
      return apiMessages.internal;
  }
}
