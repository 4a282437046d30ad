import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { SmtpListener } from '@athar/api/test/smtp-listener';

/** What R10's two files share: the limits written out, fresh addresses, mails and bursts counted. */
export const BURST = 50;
/** the limits, written out (apps/api/src/lib/rate-limiter.ts limitRules must agree: checked below) */
export const limitRules = {
  registerIp: { max: 20 },
  registerEmail: { max: 3 },
  contactIp: { max: 10 },
  contactEmail: { max: 3 },
  forgotAccount: { max: 3 },
  forgotIp: { max: 10 },
  loginPair: { max: 5 },
} as const;
export const PUBLIC_URL = 'https://athar.example';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const seen = new Set<string>();
/**
 * A fresh address per use, random so that a Redis store's windows (an hour) left by an earlier run
 * never meet this one's.
 */
export const freshIp = (): string => {
  const ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  if (seen.has(ip)) return freshIp();
  seen.add(ip);
  return ip;
};

export function mailsTo(smtp: SmtpListener, address: string): ParsedMail[] {
  return smtp.mails.filter((mail) => {
    const groups = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return groups.some((group) => group.value.some((entry) => entry.address?.toLowerCase() === address));
  });
}

export type Answer = { statusCode: number; json(): { status: number; message: string; errors?: object } };

/** Status counts of a burst; every refusal must be the given Arabic 429. */
export function tally(answers: Answer[], limited: string, also: number[] = []) {
  const counts: Record<number, number> = {};
  for (const answer of answers) {
    counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
    if (answer.statusCode === 429) expect(answer.json()).toMatchObject({ status: 0, message: limited });
    else expect([200, ...also]).toContain(answer.statusCode);
  }
  return { ok: counts[200] ?? 0, limited: counts[429] ?? 0, counts };
}
