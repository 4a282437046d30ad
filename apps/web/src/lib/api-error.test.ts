import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, networkError, readEnvelope, showFieldErrors, toApiError } from './api-error';
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
  });

  it('uses the generic message for network errors and unknown throws', () => {
    expect(networkError().httpStatus).toBe(0);
    expect(networkError().message).toBe('عذرًا، حدثت مشكلة في طلبك');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(messages.genericError);
    expect(errorMessage(toApiError(400, { status: 0, message: 'رسالة', data: [] }))).toBe('رسالة');
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
