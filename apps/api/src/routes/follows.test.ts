import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hijriKey, toHijri } from '@athar/contract/hijri/calendar';
import { validationMessages } from '@athar/contract/messages';
import { followMessages } from '@athar/contract/remembrance/follow-messages';
import { followLinkKey, followUnsubscribeToken } from '../lib/follow-links';
import { followUnsubscribeLink } from '../services/mail-links/mail-links';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createAppWithSettings, createLoggedInUser, uniqueEmail, type LoggedInUser } from '../test/factories';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';
const ALL_OFF = { anniversary: false, ramadan: false, arafah: false, friday: false, family_updates: false };

describe.each(oneEngine)('following a campaign by mail on %s', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let key: string;
  let campaign: CreatorCampaign;
  let withDeath: CreatorCampaign;
  let user: LoggedInUser;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    key = followLinkKey(t.config.PAY_WEBHOOK_SECRET);
    campaign = await createCreatorCampaign(t.db, { title: 'محمود عبد الرحمن' });
    withDeath = await createCreatorCampaign(t.db, { title: 'سعاد إبراهيم', deceased_gender: 'female' });
    await t.db
      .updateTable('campaigns')
      .set({ death_date: '2024-11-14', death_hijri: '1446-05-12', death_calendar: 'gregorian' })
      .where('id', '=', withDeath.id)
      .execute();
    user = await createLoggedInUser(t.db, { email: uniqueEmail('follower') });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const follow = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/follows', payload: body, headers });
  const options = (campaignId: number, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: `/api/follows/options?campid=${campaignId}`, headers });
  const rowsOf = (campaignId: number, email: string) =>
    t.db
      .selectFrom('campaign_follows')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .where('email', '=', email)
      .execute();
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('offers the anniversary only when the campaign has a date of death', async () => {
    const without = await options(campaign.id);
    expect(without.statusCode).toBe(200);
    // a guest's options name no one: shared-cacheable for a few seconds
    expect(without.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    expect(without.json().data).toEqual({
      anniversary_available: false,
      ramadan_available: true,
      death_hijri_text: null,
      mine: null,
    });
    const dated = (await options(withDeath.id)).json().data;
    expect(dated.anniversary_available).toBe(true);
    expect(dated.death_hijri_text).toBe('12 جمادى الأولى 1446 هـ');
    expect((await options(999_999_999)).statusCode).toBe(404);
  });

  it("follows with the account's address, confirmed at once; following again changes the choices", async () => {
    const first = await follow(
      { campid: withDeath.id, ...ALL_OFF, anniversary: true, friday: true },
      user.auth,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: followMessages.followed, data: { status: 'confirmed' } });
    let rows = await rowsOf(withDeath.id, user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ anniversary: true, friday: true, ramadan: false, user_id: user.id });
    expect(rows[0]!.confirmed_at).not.toBeNull();
    const id = rows[0]!.id;

    const again = await follow({ campid: withDeath.id, ...ALL_OFF, arafah: true }, user.auth);
    expect(again.json().data.status).toBe('confirmed');
    rows = await rowsOf(withDeath.id, user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, anniversary: false, friday: false, arafah: true });
    expect((await options(withDeath.id, user.auth)).json().data.mine).toEqual({
      id,
      ...ALL_OFF,
      arafah: true,
      confirmed: true,
    });
  });

  it('drops the anniversary of a campaign without a date of death, and refuses an empty choice', async () => {
    const only = await follow({ campid: campaign.id, ...ALL_OFF, anniversary: true }, user.auth);
    expect(only.statusCode).toBe(400);
    expect(only.json().message).toBe(followMessages.chooseOne);
    const ok = await follow({ campid: campaign.id, ...ALL_OFF, anniversary: true, ramadan: true }, user.auth);
    expect(ok.statusCode).toBe(200);
    expect((await rowsOf(campaign.id, user.email))[0]).toMatchObject({ anniversary: false, ramadan: true });
  });

  it('offers the first Ramadan after the death only while it has not passed, and drops it once it has', async () => {
    // died 14 November 2024: the first Ramadan after it began on 1 March 2025
    expect((await options(withDeath.id)).json().data.ramadan_available).toBe(false);
    const recent = await createCreatorCampaign(t.db, { title: 'نبيل فهمي' });
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await t.db
      .updateTable('campaigns')
      .set({ death_date: yesterday, death_hijri: hijriKey(toHijri(yesterday)), death_calendar: 'gregorian' })
      .where('id', '=', recent.id)
      .execute();
    expect((await options(recent.id)).json().data.ramadan_available).toBe(true);

    const passed = await follow({ campid: withDeath.id, ...ALL_OFF, ramadan: true }, user.auth);
    expect(passed.statusCode).toBe(400);
    expect(passed.json().message).toBe(followMessages.chooseOne);
    const dropped = await follow(
      { campid: withDeath.id, ...ALL_OFF, ramadan: true, arafah: true },
      user.auth,
    );
    expect(dropped.statusCode).toBe(200);
    expect((await rowsOf(withDeath.id, user.email))[0]).toMatchObject({ ramadan: false, arafah: true });
  });

  it('refuses bad input with Arabic 4xx answers', async () => {
    const noConsent = await follow({ campid: campaign.id, ...ALL_OFF, friday: true, email: uniqueEmail() });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toBe(validationMessages.consentRequired);
    const unticked = await follow({
      campid: campaign.id,
      ...ALL_OFF,
      friday: true,
      email: uniqueEmail(),
      consent: false,
    });
    expect(unticked.statusCode).toBe(400);
    const noEmail = await follow({ campid: campaign.id, ...ALL_OFF, friday: true, consent: true });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(followMessages.emailRequired);
    // a formula-looking address is still an address (the shared e-mail rule); it only ever receives mail
    const formula = await follow({
      campid: campaign.id,
      ...ALL_OFF,
      friday: true,
      consent: true,
      email: '=cmd|calc@x.example',
    });
    expect(formula.json().data.status).toBe('pending');
    for (const email of [`a\u202E@example.com`, `${'a'.repeat(300)}@example.com`, '$$$']) {
      const response = await follow({ campid: campaign.id, ...ALL_OFF, friday: true, consent: true, email });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    for (const campid of ['$1', '1e3', '-4', 'x'.repeat(5000)]) {
      const response = await follow({ campid, ...ALL_OFF, friday: true }, user.auth);
      expect(response.statusCode, campid).toBe(400);
    }
    const gone = await follow({ campid: 999_999_999, ...ALL_OFF, friday: true }, user.auth);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(followMessages.campaignNotFound);
  });

  it("counts a guest's follow only once confirmed from the mail; forged links are refused", async () => {
    const email = uniqueEmail('guest');
    const response = await follow({
      campid: withDeath.id,
      ...ALL_OFF,
      anniversary: true,
      friday: true,
      email: email.toUpperCase(),
      consent: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: followMessages.confirmSent,
      data: { status: 'pending' },
    });
    const [row] = await rowsOf(withDeath.id, email);
    expect(row).toMatchObject({ confirmed_at: null, anniversary: true, friday: true, user_id: null });

    await t.app.outbox.drain();
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toContain('المرحومة سعاد إبراهيم');
    expect(mail.text).toContain('الذكرى السنوية للوفاة بالتقويم الهجري');
    const link = linkFrom(mail, `${PUBLIC_URL}/Reminders/Confirm?token=`);
    const token = tokenOf(link);

    const confirm = (value: string) =>
      t.call({ method: 'POST', url: `/api/follows/confirm?token=${encodeURIComponent(value)}` });
    // an opaque token: nothing of the address or the follow in it (docs/decisions/028)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const forged = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`,
      token.slice(0, -1),
      // an unsubscribe link is no confirmation
      tokenOf(await followUnsubscribeLink(t.db, PUBLIC_URL, { followId: row!.id, occasion: 'all' })),
      'c.1.1.1.x',
    ];
    for (const value of forged) {
      const refused = await confirm(value);
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json().message).toBe(followMessages.confirmInvalid);
    }
    expect((await rowsOf(withDeath.id, email))[0]!.confirmed_at).toBeNull();

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: followMessages.confirmed,
      data: { campaign_title: 'سعاد إبراهيم', choices: { ...ALL_OFF, anniversary: true, friday: true } },
    });
    expect((await rowsOf(withDeath.id, email))[0]!.confirmed_at).not.toBeNull();
    // opening it again changes nothing
    expect((await confirm(token)).statusCode).toBe(200);

    // a stranger following the same (confirmed) address changes nothing until the owner confirms
    const stranger = await follow({ campid: withDeath.id, ...ALL_OFF, arafah: true, email, consent: true });
    expect(stranger.json().data.status).toBe('pending');
    const rows = await rowsOf(withDeath.id, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ anniversary: true, friday: true, arafah: false });
    await t.app.outbox.drain();
    const second = await smtp.nextMailTo(email);
    const secondDone = await confirm(tokenOf(linkFrom(second, `${PUBLIC_URL}/Reminders/Confirm?token=`)));
    expect(secondDone.statusCode).toBe(200);
    expect((await rowsOf(withDeath.id, email))[0]).toMatchObject({
      anniversary: false,
      friday: false,
      arafah: true,
    });
  });

  it('unsubscribes one kind, then all, with no login; forged or altered links are refused', async () => {
    const email = uniqueEmail('unsub');
    const member = await createLoggedInUser(t.db, { email });
    await follow(
      {
        campid: withDeath.id,
        anniversary: true,
        ramadan: true,
        arafah: true,
        friday: true,
        family_updates: true,
      },
      member.auth,
    );
    const [row] = await rowsOf(withDeath.id, email);
    const unsubscribe = (value: string) =>
      t.call({ method: 'POST', url: `/api/follows/unsubscribe?token=${encodeURIComponent(value)}` });

    const linkOf = async (occasion: 'friday' | 'all') =>
      tokenOf(await followUnsubscribeLink(t.db, PUBLIC_URL, { followId: row!.id, occasion }));
    const friday = await linkOf('friday');
    const done = await unsubscribe(friday);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: followMessages.unsubscribed,
      data: { campaign_title: 'سعاد إبراهيم', occasion: 'friday' },
    });
    expect((await rowsOf(withDeath.id, email))[0]).toMatchObject({
      friday: false,
      anniversary: true,
      arafah: true,
      family_updates: true,
    });
    expect((await unsubscribe(friday)).statusCode).toBe(200);

    const all = await linkOf('all');
    const forged = [
      `${all.slice(0, -2)}${all.endsWith('AA') ? 'BB' : 'AA'}`,
      all.slice(1),
      // an old signed link made with another key
      followUnsubscribeToken(followLinkKey('another-secret-0123456789'), row!.id, 'all'),
      '',
      '=cmd|calc',
      `${all}\u202E`,
    ];
    for (const value of forged) {
      const refused = await unsubscribe(value);
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await rowsOf(withDeath.id, email))[0]!.anniversary).toBe(true);

    expect((await unsubscribe(all)).statusCode).toBe(200);
    expect((await rowsOf(withDeath.id, email))[0]).toMatchObject(ALL_OFF);
  });

  it('still honours an unsubscribe link mailed before the opaque ones, on a POST', async () => {
    const email = uniqueEmail('old-link');
    const member = await createLoggedInUser(t.db, { email });
    await follow({ campid: withDeath.id, ...ALL_OFF, arafah: true, friday: true }, member.auth);
    const [row] = await rowsOf(withDeath.id, email);
    const old = followUnsubscribeToken(key, row!.id, 'friday');
    const done = await t.call({
      method: 'POST',
      url: `/api/follows/unsubscribe?token=${encodeURIComponent(old)}`,
    });
    expect(done.statusCode).toBe(200);
    expect((await rowsOf(withDeath.id, email))[0]).toMatchObject({ friday: false, arafah: true });
  });

  it('limits the follow requests of one address', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await follow({ campid: campaign.id, ...ALL_OFF, friday: true, email, consent: true });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(followMessages.limited);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(await rowsOf(campaign.id, email)).toHaveLength(1);
  });
});
