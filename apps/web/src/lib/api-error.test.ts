import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorMessage,
  isConnectionFailure,
  networkError,
  readEnvelope,
  showFieldErrors,
  toApiError,
} from './api-error';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { messages } from './messages';

describe('readEnvelope', () => {
  it('reads {status, message, data}', () => {
    expect(readEnvelope({ status: 1, message: '', data: 42 })).toEqual({ status: 1, message: '', data: 42 });
  });

  it('keeps per-field errors', () => {
    const body = { status: 0, message: 'خطأ', data: [], errors: { email: 'البريد الإلكتروني غير صحيح' } };
    expect(readEnvelope(body)?.errors).toEqual({ email: 'البريد الإلكتروني غير صحيح' });
  });

  it('rejects what is not an envelope', () => {
    expect(readEnvelope(null)).toBeNull();
    expect(readEnvelope('text')).toBeNull();
    expect(readEnvelope({ message: 'x', data: [] })).toBeNull();
    expect(readEnvelope({ status: 1, message: '' })).toBeNull();
  });
});

describe('toApiError', () => {
  it("carries the HTTP status, envelope status and the server's Arabic message", () => {
    const error = toApiError(404, { status: 0, message: 'لم نجد هذه الحملة', data: [] });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.httpStatus).toBe(404);
    expect(error.status).toBe(0);
    expect(error.message).toBe('لم نجد هذه الحملة');
    expect(error.isClientError).toBe(true);
  });

  it('falls back to the generic message without one', () => {
    expect(toApiError(500, null).message).toBe(messages.genericError);
    expect(toApiError(502, { status: 0, message: '  ', data: [] }).message).toBe(messages.genericError);
    expect(toApiError(500, null).isClientError).toBe(false);
    expect(isConnectionFailure(toApiError(500, null))).toBe(false);
  });

  it('uses the generic message for unknown throws', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(messages.genericError);
    expect(errorMessage(toApiError(400, { status: 0, message: 'رسالة', data: [] }))).toBe('رسالة');
  });
});

describe('a call that never reached the API (issue 16)', () => {
  const unreachable = 'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت ثم حاول مرة أخرى.';
  const blames = [validationMessages.invalidValue, apiMessages.badRequest, messages.genericError];

  it('says the server could not be reached when fetch got no answer', () => {
    const error = networkError();
    expect(error.httpStatus).toBe(0);
    expect(error.message).toBe(unreachable);
    expect(messages.connection.unreachable).toBe(unreachable);
    expect(isConnectionFailure(error)).toBe(true);
    expect(error.isClientError).toBe(false);
    expect(errorMessage(error)).toBe(unreachable);
    expect(blames).not.toContain(errorMessage(error));
  });

  it.each([502, 503, 504])("says so for a gateway's %i without the API's envelope", (status) => {
    for (const body of [null, '<html><title>Bad Gateway</title></html>', { error: 'upstream' }]) {
      const error = toApiError(status, body);
      expect(error.message).toBe(unreachable);
      expect(error.httpStatus).toBe(status);
      expect(isConnectionFailure(error)).toBe(true);
    }
  });

  it("keeps the API's own 503 words: it was reached, and it says it is busy", () => {
    const error = toApiError(503, { status: 0, message: apiMessages.unavailable, data: [] });
    expect(error.message).toBe(apiMessages.unavailable);
    expect(isConnectionFailure(error)).toBe(false);
  });

  it('never takes a refusal or a server error for a connection failure', () => {
    for (const status of [400, 404, 409, 429, 500, 501]) {
      expect(isConnectionFailure(toApiError(status, null))).toBe(false);
    }
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('showFieldErrors', () => {
  it("puts a refusal's field errors under the form's own fields only", () => {
    const shown: [string, string][] = [];
    const error = toApiError(400, {
      status: 0,
      message: 'كلمة المرور هذه شائعة جدًا',
      data: [],
      errors: { password: 'كلمة المرور هذه شائعة جدًا', other: 'x' },
    });
    showFieldErrors(error, (field, { message }) => shown.push([field, message]), ['email', 'password']);
    expect(shown).toEqual([['password', 'كلمة المرور هذه شائعة جدًا']]);
    showFieldErrors(new Error('boom'), () => shown.push(['x', 'y']), ['password']);
    expect(shown).toHaveLength(1);
  });
});
