import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KHATMA_READ_LINK_PARAM, khatmaMessages } from '@athar/contract/remembrance/khatma-messages';
import { readLinkLimits } from '../services/remembrance/khatma-read-links';
import { freePort } from '../test/free-port';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { RLO, createKhatmaTestApp, khatmaCalls, type KhatmaTestApp } from './khatma.test-support';

interface SimulatedSms {
  to: string;
  text: string;
  reference: string;
}

/**
 * Issue 35: the «read» link by text message, and the limits that keep the link from being a way to reach
 * a stranger: one address (an inbox however it is spelled, a phone however it is written) gets at most
 * readLinkLimits.perTarget an hour, whoever reserves; past it the reservation is made and nothing is sent,
 * in the same words. The app listens: its texts go to the built-in aggregator simulator.
 */
describe.each(testEngines)('the «read» link by text, and its limits, on %s', (engine) => {
  let smtp: SmtpListener;
  let setUp: KhatmaTestApp;
  let t: TestApp;
  let publicUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    smtp = await startSmtpListener();
    setUp = await createKhatmaTestApp(engine, { settings: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
    ({ t } = setUp);
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const { view, reserve, openedKhatma } = khatmaCalls(() => setUp);
  const simulated = async (): Promise<SimulatedSms[]> => {
    const response = await fetch(`${publicUrl}/sms-simulator/messages`);
    return ((await response.json()) as { messages: SimulatedSms[] }).messages;
  };
  const linkRows = async () => ({
    mails: (
      await t.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'khatma_read_link').execute()
    ).length,
    texts: (await t.db.selectFrom('sms_outbox').select('id').where('kind', '=', 'khatma_read_link').execute())
      .length,
  });

  it('texts one link to a phone written any way; it marks the reservation read, and the number is not kept', async () => {
    const { campaign, khatmaId } = await openedKhatma();
    const reserved = await reserve(khatmaId, 2, { contact: '٠١٠ ١٢٣٤ ٥٦٧٨' });
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json().message).toBe(khatmaMessages.reservedWithLink(2));
    const row = await t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('kind', '=', 'khatma_read_link')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // the text is written as it is sent, so no token is ever stored whole (the outbox may already have
    // sent it and forgotten the number: the reservation wakes it; the number it went to is read below)
    expect(row).toMatchObject({ body: null, donation_id: null, schedule_id: null });
    expect([null, '201012345678']).toContain(row.msisdn);

    await t.app.smsOutbox.drain();
    const text = (await simulated()).find((sms) => sms.reference === `khatma_read_link-${row.id}`);
    expect(text).toMatchObject({ to: '201012345678' });
    expect(text!.text).toContain('الجزء 2');
    expect(text!.text.length).toBeLessThanOrEqual(480);
    const prefix = `${publicUrl}/Campaign/${campaign.id}?${KHATMA_READ_LINK_PARAM}=`;
    const link = text!.text.slice(text!.text.indexOf(prefix)).split(/\s/)[0]!;
    const token = new URL(link).searchParams.get(KHATMA_READ_LINK_PARAM)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sent = await t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ msisdn: null, body: null, last_error: null });
    expect(sent.sent_at).not.toBeNull();

    const pressed = await t.call({
      method: 'POST',
      url: '/api/khatmas/read-link',
      payload: { campid: campaign.id, token },
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json().message).toBe(khatmaMessages.markedReadByLink(2));
    expect((await view(campaign.id)).khatma!.parts[1]).toMatchObject({ juz: 2, state: 'read' });
  });

  it('sends one inbox at most five links an hour however its address is spelled, and says nothing past it', async () => {
    const { khatmaId } = await openedKhatma();
    const spellings = [
      'Mona.Ali+khatma@gmail.com',
      'monaali@googlemail.com',
      'MONA.ALI@gmail.com',
      'm.o.n.a.a.l.i@gmail.com',
      'mona.ali+2@GMAIL.com',
    ];
    expect(spellings).toHaveLength(readLinkLimits.perTarget.max);
    const before = await linkRows();
    // five strangers, each from an address of their own, each a new reader
    for (const [index, contact] of spellings.entries()) {
      const response = await reserve(khatmaId, index + 1, { contact });
      expect(response.statusCode).toBe(200);
    }
    expect((await linkRows()).mails).toBe(before.mails + 5);
    const sixth = await reserve(khatmaId, 6, { contact: 'monaali@gmail.com' });
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json().message).toBe(khatmaMessages.reservedWithLink(6));
    expect((await linkRows()).mails).toBe(before.mails + 5);
    // another inbox is not held back by hers
    expect((await reserve(khatmaId, 7, { contact: 'salma@example.com' })).statusCode).toBe(200);
    expect((await linkRows()).mails).toBe(before.mails + 6);
  });

  it('sends one phone at most five texts an hour however its number is written', async () => {
    const { khatmaId } = await openedKhatma();
    const writings = ['01099887766', '+201099887766', '00201099887766', '٠١٠٩٩٨٨٧٧٦٦', '010-9988-7766'];
    const before = await linkRows();
    for (const [index, contact] of writings.entries())
      expect((await reserve(khatmaId, index + 1, { contact })).statusCode).toBe(200);
    expect((await linkRows()).texts).toBe(before.texts + 5);
    const sixth = await reserve(khatmaId, 6, { contact: '01099887766' });
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json().message).toBe(khatmaMessages.reservedWithLink(6));
    expect((await linkRows()).texts).toBe(before.texts + 5);
  });

  it('counts no link for a reservation refused (the juz was taken)', async () => {
    const { khatmaId } = await openedKhatma();
    expect((await reserve(khatmaId, 30)).statusCode).toBe(200);
    const contact = 'hoda.refused@example.com';
    for (let attempt = 0; attempt < readLinkLimits.perTarget.max + 2; attempt += 1)
      expect((await reserve(khatmaId, 30, { contact })).statusCode).toBe(409);
    const before = await linkRows();
    expect((await reserve(khatmaId, 29, { contact })).statusCode).toBe(200);
    expect((await linkRows()).mails).toBe(before.mails + 1);
  });

  it('refuses what is neither an e-mail nor a mobile number with an Arabic 400, reserving nothing', async () => {
    const { campaign, khatmaId } = await openedKhatma();
    for (const contact of [
      'not an address',
      'name@',
      '0223456789',
      '01912345678',
      `${RLO}mona@example.com`,
      7,
    ]) {
      const response = await reserve(khatmaId, 1, { contact });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(khatmaMessages.contactInvalid);
    }
    expect((await view(campaign.id)).khatma!.reserved_count).toBe(0);
    // left empty: no address, an ordinary reservation
    const plain = await reserve(khatmaId, 1, { contact: '  ' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().message).toBe(khatmaMessages.reserved(1));
  });
});
