import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { deliveryMessages } from '@athar/contract/charity/delivery-messages';
import { followMessages } from '@athar/contract/remembrance/follow-messages';
import { followConfirmToken, followLinkKey, followUnsubscribeToken } from '../lib/follow-links';
import { unsubscribeKey, unsubscribeToken } from '../lib/update-links';
import { unsubscribeFromUpdates } from '../services/mail-links/update-unsubscribe';
import { unsubscribeFollowLink } from '../services/remembrance/follows';
import { composeMail } from '../services/mail-outbox/compose-mail';
import { enqueueMail } from '../services/mail-outbox/outbox-mail';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createAppWithSettings, createLoggedInUser, uniqueEmail } from '../test/factories';
import { storedMailLink, tokenOfLink } from '../test/mail-link-rows';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';
const ALL_OFF = { anniversary: false, ramadan: false, arafah: false, friday: false, family_updates: false };
const OPAQUE = /^[A-Za-z0-9_-]{43}$/;
const ONE_CLICK = {
  'content-type': 'application/x-www-form-urlencoded',
};

/** Everything of an address a token could carry: as written, lower-cased, and base64 of either. */
function traces(email: string): string[] {
  return [email, email.toLowerCase()].flatMap((text) => [
    text,
    Buffer.from(text).toString('base64url'),
    Buffer.from(text).toString('base64'),
    encodeURIComponent(text),
  ]);
}

const header = (mail: ParsedMail, key: string) =>
  (mail.headerLines.find((line) => line.key === key)?.line ?? '').replace(/\s+/g, '');

/**
 * Issue 34, hole 8 (docs/decisions/028): the links of the follow and update mails are opaque (random,
 * stored hashed with what they stand for) and act only on a POST — the button of their page, or the mail
 * client's RFC 8058 one-click — so a mail scanner that fetches them changes nothing. Both engines: a
 * confirmation link is taken once, by a conditional update two presses race on.
 */
describe.each(testEngines)('the links in follow and update mails on %s', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let campaign: CreatorCampaign;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    campaign = await createCreatorCampaign(t.db, { title: 'سعاد إبراهيم', deceased_gender: 'female' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const follow = (body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/follows', payload: body });
  const confirm = (token: string) =>
    t.call({ method: 'POST', url: `/api/follows/confirm?token=${encodeURIComponent(token)}` });
  const followRow = (email: string) =>
    t.db
      .selectFrom('campaign_follows')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  async function confirmationLink(email: string, choices: Record<string, boolean>) {
    const asked = await follow({ campid: campaign.id, ...ALL_OFF, ...choices, email, consent: true });
    expect(asked.statusCode).toBe(200);
    await t.app.outbox.drain();
    return linkFrom(await smtp.nextMailTo(email), `${PUBLIC_URL}/Reminders/Confirm?token=`);
  }

  it('confirms a follow only on the button’s POST, once, with a link that names nothing', async () => {
    const email = uniqueEmail('Guest.Follower');
    const link = await confirmationLink(email, { friday: true });
    const token = tokenOfLink(link);
    expect(token).toMatch(OPAQUE);
    for (const trace of traces(email)) expect(link).not.toContain(trace);
    const follower = await followRow(email.toLowerCase());
    // the stored row has the hash and what the link does, never the token
    const stored = await storedMailLink(t.db, token);
    expect(stored).toMatchObject({ purpose: 'follow_confirm', follow_id: follower.id, used_at: null });
    expect(JSON.stringify(stored)).not.toContain(token);

    // a mail scanner fetches the page, and even the api's address: nothing is confirmed
    const scanned = await t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });
    expect(scanned.statusCode).not.toBe(500);
    const apiGet = await t.call({ method: 'GET', url: `/api/follows/confirm?token=${token}` });
    expect(apiGet.statusCode).toBeGreaterThanOrEqual(400);
    expect((await followRow(email.toLowerCase())).confirmed_at).toBeNull();

    // the person presses the button twice at once: confirmed, once
    const [first, second] = await Promise.all([confirm(token), confirm(token)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({
      message: followMessages.confirmed,
      data: { campaign_title: 'سعاد إبراهيم', choices: { ...ALL_OFF, friday: true } },
    });
    expect((await followRow(email.toLowerCase())).confirmed_at).not.toBeNull();
    expect((await storedMailLink(t.db, token))!.used_at).not.toBeNull();

    // single use: after newer choices were confirmed, the old link changes nothing back
    const newer = await confirmationLink(email, { ramadan: true });
    expect(tokenOfLink(newer)).not.toBe(token);
    expect((await confirm(tokenOfLink(newer))).statusCode).toBe(200);
    expect(await followRow(email.toLowerCase())).toMatchObject({ ramadan: true, friday: false });
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await followRow(email.toLowerCase())).toMatchObject({ ramadan: true, friday: false });
  });

  it('refuses an expired confirmation link in Arabic, confirming nothing', async () => {
    const email = uniqueEmail('late');
    const token = tokenOfLink(await confirmationLink(email, { arafah: true }));
    await t.db
      .updateTable('mail_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', (await storedMailLink(t.db, token))!.id)
      .execute();
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(followMessages.confirmExpired);
    expect((await followRow(email)).confirmed_at).toBeNull();
  });

  it('sends update mails whose unsubscribe link names no address, and takes the one-click POST', async () => {
    const donor = uniqueEmail('Update.Donor');
    const update = await t.db
      .insertInto('delivery_updates')
      .values({
        ngo_id: campaign.ngo_id,
        project_id: campaign.project_id,
        campaign_id: campaign.id,
        kind: 'progress',
        body: 'بدأ حفر البئر هذا الأسبوع.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMail(t.db, {
      kind: 'delivery_update',
      payload: { update_id: update.id, campaign_id: campaign.id, email: donor.toLowerCase() },
    });
    await t.app.outbox.drain();
    const mail = await smtp.nextMailTo(donor.toLowerCase());
    const link = linkFrom(mail, `${PUBLIC_URL}/Unsubscribe?token=`);
    const token = tokenOfLink(link);
    expect(token).toMatch(OPAQUE);
    for (const trace of traces(donor)) expect(link).not.toContain(trace);
    expect(await storedMailLink(t.db, token)).toMatchObject({
      purpose: 'updates_unsubscribe',
      email: donor.toLowerCase(),
      campaign_id: campaign.id,
    });
    // RFC 8058: the List-Unsubscribe address takes the one-click POST
    expect(header(mail, 'list-unsubscribe')).toContain(`<${link}>`);
    expect(header(mail, 'list-unsubscribe-post')).toContain('List-Unsubscribe=One-Click');

    const unsubscribed = () =>
      t.db.selectFrom('update_unsubscribes').select('email').where('campaign_id', '=', campaign.id).execute();
    // a scanner's GET, and a POST that is not the one-click, change nothing
    await t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });
    const bare = await t.app.inject({ method: 'POST', url: link.replace(PUBLIC_URL, '') });
    expect(bare.statusCode).toBe(400);
    expect(await unsubscribed()).toEqual([]);

    // the mail client's one-click: no API signature, no cookie
    const oneClick = await t.app.inject({
      method: 'POST',
      url: link.replace(PUBLIC_URL, ''),
      headers: ONE_CLICK,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().message).toBe(deliveryMessages.unsubscribed);
    expect(await unsubscribed()).toEqual([{ email: donor.toLowerCase() }]);
  });

  it('stops one kind of reminder by the one-click POST of its opaque link', async () => {
    const member = await createLoggedInUser(t.db, { email: uniqueEmail('reminded') });
    await t.call({
      method: 'POST',
      url: '/api/follows',
      payload: { campid: campaign.id, ...ALL_OFF, friday: true, ramadan: true },
      headers: member.auth,
    });
    const row = await followRow(member.email);
    const outgoing = await composeMail(t.db, PUBLIC_URL, {
      kind: 'reminder',
      payload: { follow_id: row.id, occasion: 'friday', day: '2026-12-04' },
    });
    const link = outgoing!.unsubscribe!.url;
    expect(tokenOfLink(link)).toMatch(OPAQUE);
    for (const trace of traces(member.email)) expect(link).not.toContain(trace);
    const done = await t.app.inject({
      method: 'POST',
      url: link.replace(PUBLIC_URL, ''),
      headers: ONE_CLICK,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: followMessages.unsubscribed, data: { occasion: 'friday' } });
    expect(await followRow(member.email)).toMatchObject({ friday: false, ramadan: true });
  });

  it('honours the links already in inboxes, for good, on a POST; their pages answer in Arabic, never a 500', async () => {
    const email = uniqueEmail('Old.Link');
    const oldUpdates = unsubscribeToken(unsubscribeKey(t.config.PAY_WEBHOOK_SECRET), email, campaign.id);
    const updatesRows = () =>
      t.db
        .selectFrom('update_unsubscribes')
        .select('email')
        .where('email', '=', email.toLowerCase())
        .execute();
    // the page of an old link opens (a scanner's GET changes nothing), and its button's POST stops the mails
    const page = await t.app.inject({
      method: 'GET',
      url: `/Unsubscribe?token=${encodeURIComponent(oldUpdates)}`,
    });
    expect(page.statusCode).toBeLessThan(500);
    expect(await updatesRows()).toEqual([]);
    const done = await t.call({
      method: 'POST',
      url: `/api/updates/unsubscribe?token=${encodeURIComponent(oldUpdates)}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(deliveryMessages.unsubscribed);
    expect(await updatesRows()).toHaveLength(1);
    // the mail client's one-click on the old List-Unsubscribe address, again: still fine, still once
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/Unsubscribe?token=${encodeURIComponent(oldUpdates)}`,
      headers: ONE_CLICK,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await updatesRows()).toHaveLength(1);
    // years from now, an old unsubscribe link still works: stopping mail never gets harder
    const years = new Date(Date.now() + 10 * 365 * 24 * 60 * 60_000);
    const later = await unsubscribeFromUpdates(
      t.db,
      unsubscribeKey(t.config.PAY_WEBHOOK_SECRET),
      oldUpdates,
      years,
    );
    expect(later).toEqual({ campaign_title: 'سعاد إبراهيم' });

    // a follow's old unsubscribe link, by the one-click too
    const member = await createLoggedInUser(t.db, { email: uniqueEmail('old-follow') });
    await t.call({
      method: 'POST',
      url: '/api/follows',
      payload: { campid: campaign.id, ...ALL_OFF, friday: true, ramadan: true },
      headers: member.auth,
    });
    const row = await followRow(member.email);
    const oldFollow = followUnsubscribeToken(followLinkKey(t.config.PAY_WEBHOOK_SECRET), row.id, 'friday');
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/Reminders/Unsubscribe?token=${encodeURIComponent(oldFollow)}`,
      headers: ONE_CLICK,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(await followRow(member.email)).toMatchObject({ friday: false, ramadan: true });
    expect(
      (await unsubscribeFollowLink(t.db, followLinkKey(t.config.PAY_WEBHOOK_SECRET), oldFollow, years))
        .occasion,
    ).toBe('friday');
  });

  it('confirms by an old confirmation link only on the button’s POST, within its 14 days; else says why in Arabic', async () => {
    const email = uniqueEmail('old-confirm');
    const asked = await follow({ campid: campaign.id, ...ALL_OFF, arafah: true, email, consent: true });
    expect(asked.statusCode).toBe(200);
    const row = await followRow(email);
    const key = followLinkKey(t.config.PAY_WEBHOOK_SECRET);
    const choices = { anniversary: false, ramadan: false, arafah: true, friday: false, familyUpdates: false };
    const stale = followConfirmToken(key, row.id, choices, new Date(Date.now() - 15 * 24 * 60 * 60_000));
    const recent = followConfirmToken(key, row.id, choices, new Date(Date.now() - 60 * 60_000));
    // the old mails opened the page, which confirmed as it loaded: now opening it (GET) confirms nothing
    for (const token of [stale, recent]) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/Reminders/Confirm?token=${encodeURIComponent(token)}`,
      });
      expect(page.statusCode).toBeLessThan(500);
      const apiGet = await t.call({
        method: 'GET',
        url: `/api/follows/confirm?token=${encodeURIComponent(token)}`,
      });
      expect(apiGet.statusCode).toBeGreaterThanOrEqual(400);
      expect(apiGet.statusCode).toBeLessThan(500);
      expect(apiGet.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await followRow(email)).confirmed_at).toBeNull();
    const late = await confirm(stale);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(followMessages.confirmExpired);
    const done = await confirm(recent);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(followMessages.confirmed);
    expect(await followRow(email)).toMatchObject({ arafah: true });
    expect((await followRow(email)).confirmed_at).not.toBeNull();
  });

  it('puts nothing but the random token in a link: no address, no id; a confirmation expires, an unsubscribe never', async () => {
    const email = uniqueEmail('plain');
    const confirmLink = await confirmationLink(email, { friday: true });
    const member = await createLoggedInUser(t.db, { email: uniqueEmail('plain-member') });
    await t.call({
      method: 'POST',
      url: '/api/follows',
      payload: { campid: campaign.id, ...ALL_OFF, friday: true },
      headers: member.auth,
    });
    const followed = await followRow(member.email);
    const reminder = await composeMail(t.db, PUBLIC_URL, {
      kind: 'reminder',
      payload: { follow_id: followed.id, occasion: 'friday', day: '2026-12-04' },
    });
    for (const link of [
      confirmLink,
      reminder!.unsubscribe!.url,
      ...reminder!.links!.map((each) => each.url),
    ]) {
      if (!link.startsWith(PUBLIC_URL)) continue;
      const url = new URL(link);
      expect([...url.searchParams.keys()], link).toEqual(['token']);
      expect(url.pathname, link).toMatch(/^\/Reminders\/(Confirm|Unsubscribe)$/);
      expect(tokenOfLink(link)).toMatch(OPAQUE);
    }
    const confirmRow = await storedMailLink(t.db, tokenOfLink(confirmLink));
    const days = (confirmRow!.expires_at!.getTime() - Date.now()) / (24 * 60 * 60_000);
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect((await storedMailLink(t.db, tokenOfLink(reminder!.unsubscribe!.url)))!.expires_at).toBeNull();
  });
});
