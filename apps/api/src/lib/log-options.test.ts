import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-options';

describe('redactUrl', () => {
  it('keeps tokens and passwords in query strings out of the logs', () => {
    expect(redactUrl('/api/verification?token=abc123')).toBe('/api/verification?token=[redacted]');
    expect(redactUrl('/api/auth/resetpass?x=1&token=s3cr3t&y=2')).toBe(
      '/api/auth/resetpass?x=1&token=[redacted]&y=2',
    );
    expect(redactUrl('/api/cities/1')).toBe('/api/cities/1');
  });
});
