import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { mailboxKey } from '@athar/api/lib/mailbox-key';
import { donationLimits } from '@athar/api/services/donations/donation-limits';
import { startSmtpListener, type SmtpListener } from '@athar/api/test/smtp-listener';
import { testEngines } from '@athar/api/test/test-database';
import { payMessages } from '@athar/pay/messages';
import { CHECKOUTS_PER_CLIENT } from '@athar/pay/routes/gateway-checkout';
import { callbacksDelivered, clientSecretOf } from './gateway-browser';
import { GATEWAY_METHOD_TYPES, startPayStack, type PayStack } from './pay-stack';

const CODES_AN_HOUR = donationLimits.kioskCodesPerHour.max;
/** Addresses of this run only (a shared limit store would remember an earlier run's). */
const run = randomBytes(3).toString('hex');
/** One stranger's inbox, spelled a new way by each request (case, dots, a +tag). */
const STRANGER = `mona.ali.${run}@gmail.com`;
const spelling = (i: number) =>
  i % 2 ? `Mona.Ali.${run.toUpperCase()}+${i}@GMail.com` : `m.onaali${run}+${i}@googlemail.com`;

/**
 * Issue 34, hole 2 (docs/decisions/026), through the api, the payment host and the gateway on real
 * ports: guest kiosk gifts typed with someone else's address and sent from many client addresses each
 * opened a real payment at the gateway and a "your payment code" mail. Now the inbox gets a few (a real
 * SMTP listener counts them), whatever spelling of the address each request uses, and no payment is
 * opened past them; a family giving from one home, or to its one shared address, is never refused.
 * From one client address, new donations and gateway checkouts are refused past their limits with an
 * Arabic 429.
 */
describe.each(testEngines)('mails to a stranger’s inbox (%s)', (engine) => {
  let stack: PayStack;
  let smtp: SmtpListener;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    stack = await startPayStack(engine, {
      paymobRetryDelaysMs: [50, 100],
      settings: { SMTP_URL: smtp.url },
    });
    await stack.enableGateway();
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  /** POST /api/donations as the web app sends a guest's gift (kiosk unless told), from a client address. */
  const donate = (client: string, email: string, method: keyof typeof GATEWAY_METHOD_TYPES = 'kiosk') =>
    stack.t.call({
      method: 'POST',
      url: '/api/donations',
      headers: { 'x-forwarded-for': client },
      payload: {
        donation: {
          user_id: null,
          user_name: 'زائر',
          email,
          msisdn: '',
          amount: 100,
          channel: 1,
          campaign_id: stack.campaign.id,
          comment: '',
          hide_data: false,
          type: GATEWAY_METHOD_TYPES[method],
          payment_status: 1,
        },
      },
    });
  const createdBy = (answer: Awaited<ReturnType<typeof donate>>) => {
    const created = answer.json().data[0] as { donation_id: number; payment_token: string };
    return { id: created.donation_id, token: created.payment_token };
  };
  const checkout = async (client: string, donation: { id: number; token: string }) => {
    const response = await fetch(`${stack.payUrl}/api/gateway/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.apiUrl, 'x-forwarded-for': client },
      body: JSON.stringify({ donationId: donation.id, paymentToken: donation.token }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const takeReference = (url: string) =>
    fetch(`${stack.payUrl}/paymob/unifiedcheckout/kiosk`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ clientSecret: clientSecretOf(url) }).toString(),
      redirect: 'manual',
    });
  /** The gift's checkout opened and its kiosk code taken, as its donor does on the gateway's page. */
  async function codeTaken(client: string, donation: { id: number; token: string }) {
    const opened = await checkout(client, donation);
    expect(opened.status).toBe(200);
    expect((await takeReference(opened.body.URL as string)).status).toBe(303);
  }
  const mailsTo = (address: string) =>
    smtp.mails.filter((mail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to]).some((group) =>
        group?.value.some((entry) => mailboxKey(entry.address ?? '') === mailboxKey(address)),
      ),
    );
  const intentions = () => stack.pay.paymobSimulator!.intentions.size;

  it('sends one inbox a few codes from 40 kiosk gifts on 40 addresses, and opens no payment past them', async () => {
    const opened = intentions();
    const refused: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const client = `10.34.${i}.7`;
      const made = await donate(client, spelling(i));
      if (made.statusCode === 200) await codeTaken(client, createdBy(made));
      else {
        expect(made.statusCode).toBe(429);
        expect(made.json()).toMatchObject({ status: 0, message: apiMessages.kioskCodesLimited });
        refused.push(i);
      }
    }
    expect(refused).toHaveLength(40 - CODES_AN_HOUR);
    expect(Math.min(...refused)).toBe(CODES_AN_HOUR);
    await callbacksDelivered(stack);
    await stack.t.app.outbox.drain();

    // the gateway opened a payment for each gift taken, none for the refused
    expect(intentions() - opened).toBe(CODES_AN_HOUR);
    expect(mailsTo(STRANGER)).toHaveLength(CODES_AN_HOUR);
    // the refusal said to choose another method: a wallet gift sends the address no code, and goes on
    expect((await donate('10.34.99.7', STRANGER, 'wallet')).statusCode).toBe(200);
  });

  it('never refuses a family from one home, each with an address or all with one, at a normal rate', async () => {
    const home = '10.36.0.1';
    const shared = `bayt.alsayed.${run}@example.com`;
    const relatives = ['ahmad', 'salma', 'omar', 'hoda', 'yusuf'].map((name) => `${name}.${run}@example.com`);
    // each relative twice with an address of their own, and each once to the family's shared one
    for (const email of [...relatives, ...relatives, ...relatives.map(() => shared)]) {
      const made = await donate(home, email);
      expect(made.statusCode, made.body).toBe(200);
      await codeTaken(home, createdBy(made));
    }
    await callbacksDelivered(stack);
    await stack.t.app.outbox.drain();
    expect(mailsTo(shared)).toHaveLength(relatives.length);
    for (const email of relatives) expect(mailsTo(email)).toHaveLength(2);
  });

  it('refuses one client address past its new donations and its gateway checkouts, in Arabic', async () => {
    const one = '10.35.0.1';
    for (let i = 0; i < donationLimits.perIp.max; i += 1)
      expect((await donate(one, `karim${i}.${run}@example.com`, 'wallet')).statusCode).toBe(200);
    const refused = await donate(one, `karim.${run}@example.com`, 'wallet');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 0, message: apiMessages.donationsLimited });
    // another client is not refused
    expect((await donate('10.35.0.2', `karim.${run}@example.com`, 'wallet')).statusCode).toBe(200);

    // checkouts: a pending donation's checkout reopened again and again from one address
    const donation = createdBy(await donate('10.35.0.3', `salma.${run}@example.com`, 'wallet'));
    const client = '10.35.0.4';
    for (let i = 0; i < CHECKOUTS_PER_CLIENT.max; i += 1)
      expect((await checkout(client, donation)).status).toBe(200);
    const tooMany = await checkout(client, donation);
    expect(tooMany).toEqual({ status: 429, body: { Success: false, Message: payMessages.tooManyCheckouts } });
    expect((await checkout('10.35.0.5', donation)).status).toBe(200);
  });
});
