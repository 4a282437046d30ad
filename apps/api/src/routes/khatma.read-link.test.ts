import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KHATMA_READ_LINK_PARAM, khatmaMessages } from '@athar/contract/remembrance/khatma-messages';
import { markReadByLink } from '../services/remembrance/khatma-read-links';
import { releaseStaleKhatmaParts } from '../services/remembrance/khatma-release';
import { uniqueEmail } from '../test/factories';
import { storedMailLink } from '../test/mail-link-rows';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { createKhatmaTestApp, khatmaCalls, type KhatmaTestApp } from './khatma.test-support';

const PUBLIC_URL = 'https://athar.example';
const OPAQUE = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 35: a reader who reserves a juz on one device and reads it later on another. With an e-mail given
 * when reserving, one mail carries an opaque link that marks that reservation read — once, only that
 * one, only while it is reserved — on the campaign page's press. Both engines: the link is taken by a
 * conditional update, under the khatma's lock.
 */
describe.each(testEngines)('the «read» link of a khatma reservation on %s', (engine) => {
  let smtp: SmtpListener;
  let setUp: KhatmaTestApp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    setUp = await createKhatmaTestApp(engine, { settings: { SMTP_URL: smtp.url, PUBLIC_URL } });
    ({ t } = setUp);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const { view, reserve, markRead, openedKhatma } = khatmaCalls(() => setUp);
  const readByLink = (campid: number | string, token: unknown) =>
    t.call({ method: 'POST', url: '/api/khatmas/read-link', payload: { campid, token } });
  const partState = (khatmaId: number, juz: number) =>
    t.db
      .selectFrom('khatma_parts')
      .select(['id', 'read_at', 'reserved_at'])
      .where('khatma_id', '=', khatmaId)
      .where('juz', '=', juz)
      .executeTakeFirst();

  /** Reserves the juz with an e-mail; answers the token of the link its mail carries, and the juz's secret. */
  async function mailedToken(campaignId: number, khatmaId: number, juz: number, email: string) {
    const reserved = await reserve(khatmaId, juz, { contact: email });
    expect(reserved.statusCode, reserved.body).toBe(200);
    await t.app.outbox.drain();
    const link = linkFrom(
      await smtp.nextMailTo(email.toLowerCase()),
      `${PUBLIC_URL}/Campaign/${campaignId}?${KHATMA_READ_LINK_PARAM}=`,
    );
    const { secret } = reserved.json().data as { secret: string };
    return { token: new URL(link).searchParams.get(KHATMA_READ_LINK_PARAM)!, secret };
  }

  it('mails one opaque link to the address given; it marks that reservation read once, then says it is read', async () => {
    const { campaign, khatmaId } = await openedKhatma();
    const email = uniqueEmail('Reader.Phone');
    const reserved = await reserve(khatmaId, 3, { contact: ` ${email} ` });
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json().message).toBe(khatmaMessages.reservedWithLink(3));
    const queued = await t.db
      .selectFrom('mail_outbox')
      .select(['id', 'payload'])
      .where('kind', '=', 'khatma_read_link')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const part = (await partState(khatmaId, 3))!;
    expect(queued.payload).toEqual({ khatma_part_id: part.id, email: email.toLowerCase() });

    await t.app.outbox.drain();
    const mail = await smtp.nextMailTo(email.toLowerCase());
    expect(mail.subject).toContain('الجزء 3');
    expect(String(mail.html)).toContain(khatmaMessages.readLinkAction);
    const link = linkFrom(mail, `${PUBLIC_URL}/Campaign/${campaign.id}?${KHATMA_READ_LINK_PARAM}=`);
    const token = new URL(link).searchParams.get(KHATMA_READ_LINK_PARAM)!;
    // the link names nothing: no address, no khatma, no juz, no reservation; only its hash is stored
    expect(token).toMatch(OPAQUE);
    expect([...new URL(link).searchParams.keys()]).toEqual([KHATMA_READ_LINK_PARAM]);
    for (const trace of [email, email.toLowerCase(), Buffer.from(email.toLowerCase()).toString('base64url')])
      expect(link).not.toContain(trace);
    const stored = await storedMailLink(t.db, token);
    expect(stored).toMatchObject({ purpose: 'khatma_read', khatma_part_id: part.id, used_at: null });
    expect(new Date(stored!.expires_at!).getTime()).toBe(new Date(part.reserved_at).getTime() + 7 * DAY_MS);
    // sent: the address is not kept
    const sent = await t.db
      .selectFrom('mail_outbox')
      .select(['payload', 'sent_at'])
      .where('id', '=', queued.id)
      .executeTakeFirstOrThrow();
    expect(sent.sent_at).not.toBeNull();
    expect(sent.payload).toEqual({ khatma_part_id: part.id });

    // the reader's other juz, reserved from the same browser, is not the link's
    const reader = (reserved.json().data as { reader: string }).reader;
    expect((await reserve(khatmaId, 4, { reader })).statusCode).toBe(200);

    const first = await readByLink(campaign.id, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: khatmaMessages.markedReadByLink(3),
      data: { khatma_id: khatmaId, juz: 3, finished: false, already_read: false },
    });
    const readAt = (await partState(khatmaId, 3))!.read_at;
    expect(readAt).not.toBeNull();
    expect((await partState(khatmaId, 4))!.read_at).toBeNull();
    expect((await view(campaign.id)).khatma).toMatchObject({ reserved_count: 2, read_count: 1 });

    const again = await readByLink(campaign.id, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: khatmaMessages.alreadyRead(3),
      data: { juz: 3, already_read: true },
    });
    expect((await partState(khatmaId, 3))!.read_at).toEqual(readAt);
  });

  it('says a juz marked read from its own browser first is read, without an error', async () => {
    const { campaign, khatmaId } = await openedKhatma();
    const { token, secret } = await mailedToken(campaign.id, khatmaId, 9, uniqueEmail('both.ways'));
    expect((await markRead(khatmaId, 9, { secret })).statusCode).toBe(200);
    const pressed = await readByLink(campaign.id, token);
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json()).toMatchObject({
      message: khatmaMessages.alreadyRead(9),
      data: { already_read: true },
    });
  });

  it('refuses a forged, cut or missing token with an Arabic 400, marking nothing', async () => {
    const { campaign, khatmaId } = await openedKhatma();
    const { token } = await mailedToken(campaign.id, khatmaId, 12, uniqueEmail('forged'));
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of ['A'.repeat(43), altered, token.slice(0, 20), `${token}.x`, 'x'.repeat(600)]) {
      const response = await readByLink(campaign.id, forged);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(khatmaMessages.readLinkInvalid);
    }
    for (const missing of ['', undefined, 42]) {
      const response = await readByLink(campaign.id, missing);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await partState(khatmaId, 12))!.read_at).toBeNull();
  });

  it('refuses a token re-aimed at another campaign, or at a juz released and reserved again by someone else', async () => {
    const { campaign, khatmaId } = await openedKhatma();
    const other = await openedKhatma();
    const { token } = await mailedToken(campaign.id, khatmaId, 20, uniqueEmail('aimed'));
    // the same juz is reserved in the other campaign's khatma: the link is not its
    expect((await reserve(other.khatmaId, 20)).statusCode).toBe(200);
    const elsewhere = await readByLink(other.campaign.id, token);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(khatmaMessages.readLinkInvalid);
    expect((await partState(other.khatmaId, 20))!.read_at).toBeNull();
    expect((await partState(khatmaId, 20))!.read_at).toBeNull();

    // 8 days unread: the reservation is released (its link goes with it); a relative reserves the juz
    expect(await releaseStaleKhatmaParts(t.db, new Date(Date.now() + 8 * DAY_MS))).toBeGreaterThan(0);
    expect(await partState(khatmaId, 20)).toBeUndefined();
    expect(await storedMailLink(t.db, token)).toBeUndefined();
    expect((await reserve(khatmaId, 20)).statusCode).toBe(200);
    const stale = await readByLink(campaign.id, token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(khatmaMessages.readLinkInvalid);
    expect((await partState(khatmaId, 20))!.read_at).toBeNull();
  });

  it('refuses a link past its reservation’s 7 days in words of its own', async () => {
    const { campaign, khatmaId } = await openedKhatma();
    const { token } = await mailedToken(campaign.id, khatmaId, 25, uniqueEmail('late'));
    const late = new Date(Date.now() + 7 * DAY_MS + 60_000);
    await expect(markReadByLink(t.db, campaign.id, token, late)).rejects.toMatchObject({
      statusCode: 410,
      message: khatmaMessages.readLinkExpired,
    });
    expect((await partState(khatmaId, 25))!.read_at).toBeNull();
  });
});
