import { describe, expect, it } from 'vitest';
import { returnOutcome, type ReturnFacts } from './return-urls';

describe('why a return from the bank did not pay', () => {
  const facts = (given: Partial<ReturnFacts>): ReturnFacts => ({
    indicatorGiven: true,
    genuine: true,
    statusBefore: 'pending',
    settled: 'confirmed',
    ...given,
  });

  it('is paid only when this browser proved it and the bank confirmed it', () => {
    expect(returnOutcome(facts({}))).toBe('paid');
    expect(returnOutcome(facts({ genuine: false }))).toBe('unconfirmed');
    expect(returnOutcome(facts({ indicatorGiven: false, genuine: false }))).toBe('unconfirmed');
  });

  it('names a refused card, a cancelled payment, a check with no answer and one still open', () => {
    expect(returnOutcome(facts({ settled: 'failed' }))).toBe('declined');
    expect(returnOutcome(facts({ settled: 'failed', statusBefore: 'failed' }))).toBe('declined');
    expect(returnOutcome(facts({ settled: 'failed', statusBefore: 'cancelled' }))).toBe('cancelled');
    expect(returnOutcome(facts({ settled: 'pending', indicatorGiven: false, genuine: false }))).toBe(
      'cancelled',
    );
    expect(returnOutcome(facts({ settled: null }))).toBe('timeout');
    expect(returnOutcome(facts({ settled: 'pending' }))).toBe('unconfirmed');
    expect(returnOutcome(facts({ settled: 'pending', genuine: false }))).toBe('unconfirmed');
  });
});
