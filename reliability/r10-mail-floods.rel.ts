import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import * as rateLimit from '@athar/api/lib/rate-limiter';
import { createAppWithSettings, createUser, uniqueEmail } from '@athar/api/test/factories';
import { startSmtpListener, type SmtpListener } from '@athar/api/test/smtp-listener';
import type { TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { recordResult } from './support/results';
import { BURST, freshIp, limitRules, mailsTo, PUBLIC_URL, REDIS_URL, tally } from './support/account-abuse';

/**
 * R10 (mail floods, docs/RELIABILITY.md): registrations and contact messages sent in a burst from one
 * address, or naming one e-mail from many addresses, and forgot-password requests for one account: the mails
 * that go out stay within the limits, the rest are 429 in Arabic (memory and Redis stores).
 */
describe.each(testEngines.flatMap((engine) => [[engine, 'memory'] as const, [engine, 'redis'] as const]))(
  'R10 mail floods on %s with the %s store',
  (engine, store) => {
    let smtp: SmtpListener;
    let t: TestApp;
    const started = Date.now();
    beforeAll(async () => {
      smtp = await startSmtpListener();
      t = await createAppWithSettings(engine, {
        SMTP_URL: smtp.url,
        SUPPORT_EMAIL: 'help@athar.test',
        PUBLIC_URL,
        ...(store === 'redis' ? { REDIS_URL } : {}),
      });
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    const register = (email: string, ip: string) =>
      t.call({
        method: 'POST',
        url: '/api/users',
        payload: { user_name: 'منى أحمد', email, password: 'brand-new-pass', msisdn: false, consent: true },
        remoteAddress: ip,
      });
    const contact = (from: string, ip: string) =>
      t.call({
        method: 'POST',
        url: '/api/about/contactus',
        payload: { name: 'سارة محمود', msisdn: '', from, message: 'أود أن أسأل عن طريقة التبرع نقدًا.' },
        remoteAddress: ip,
      });
    const supportMails = () => mailsTo(smtp, 'help@athar.test').length;

    it('states the same limits as the api', () => {
      const rules = rateLimit.limitRules as Record<string, { max: number } | undefined>;
      for (const [name, rule] of Object.entries(limitRules)) expect(rules[name]?.max, name).toBe(rule.max);
    });

    it(`${BURST} registrations at once from one address: mails within the address limit, the rest 429`, async () => {
      const ip = freshIp();
      const emails = Array.from({ length: BURST }, () => uniqueEmail('flood'));
      const result = tally(
        await Promise.all(emails.map((email) => register(email, ip))),
        apiMessages.registerLimited,
      );
      const mailed = emails.filter((email) => mailsTo(smtp, email).length > 0).length;
      expect(result.ok).toBeGreaterThan(0);
      expect(result.ok).toBeLessThanOrEqual(limitRules.registerIp.max);
      expect(result.limited).toBe(BURST - result.ok);
      expect(mailed).toBe(result.ok);
      recordResult(
        'R10',
        `register from one address ${engine}/${store}`,
        true,
        `${BURST} at once: ${result.ok} accounts and mails, ${result.limited} × 429`,
        Date.now() - started,
      );
    });

    it(`${BURST} registrations at once for one e-mail from ${BURST} addresses: one account, one mail`, async () => {
      const email = uniqueEmail('target');
      const result = tally(
        await Promise.all(Array.from({ length: BURST }, () => register(email, freshIp()))),
        apiMessages.registerLimited,
        [409],
      );
      expect(result.ok).toBe(1);
      expect(result.limited).toBeGreaterThanOrEqual(BURST - limitRules.registerEmail.max);
      expect(mailsTo(smtp, email)).toHaveLength(1);
      recordResult(
        'R10',
        `register one e-mail ${engine}/${store}`,
        true,
        `${BURST} at once: 1 mail, ${result.counts[409] ?? 0} × 409, ${result.limited} × 429`,
        Date.now() - started,
      );
    });

    it(`${BURST} contact messages at once from one address, then from one sender e-mail: support gets the limit`, async () => {
      const ip = freshIp();
      const before = supportMails();
      const oneAddress = tally(
        await Promise.all(Array.from({ length: BURST }, () => contact(uniqueEmail('sender'), ip))),
        apiMessages.contactLimited,
      );
      expect(oneAddress.ok).toBeGreaterThan(0);
      expect(oneAddress.ok).toBeLessThanOrEqual(limitRules.contactIp.max);
      expect(supportMails() - before).toBe(oneAddress.ok);

      const from = uniqueEmail('sender');
      const middle = supportMails();
      const oneSender = tally(
        await Promise.all(Array.from({ length: BURST }, () => contact(from, freshIp()))),
        apiMessages.contactLimited,
      );
      expect(oneSender.ok).toBeGreaterThan(0);
      expect(oneSender.ok).toBeLessThanOrEqual(limitRules.contactEmail.max);
      expect(supportMails() - middle).toBe(oneSender.ok);
      // somebody else still gets through
      expect((await contact(uniqueEmail('other'), freshIp())).statusCode).toBe(200);
      recordResult(
        'R10',
        `contact ${engine}/${store}`,
        true,
        `${BURST} at once: ${oneAddress.ok} mails from one address, ${oneSender.ok} from one sender`,
        Date.now() - started,
      );
    });

    it(`${BURST} forgot-password requests at once for one account: reset mails within the limit`, async () => {
      const user = await createUser(t.db);
      const result = tally(
        await Promise.all(
          Array.from({ length: BURST }, () =>
            t.call({
              method: 'POST',
              url: '/api/auth/forgotpass',
              payload: { email: user.email },
              remoteAddress: freshIp(),
            }),
          ),
        ),
        apiMessages.tooManyRequests,
      );
      expect(result.ok).toBe(limitRules.forgotAccount.max);
      expect(mailsTo(smtp, user.email)).toHaveLength(limitRules.forgotAccount.max);
    });
  },
);
