import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { familyMessages } from '@athar/contract/remembrance/family-messages';
import { validationMessages } from '@athar/contract/messages';
import { createSession } from '../services/accounts/sessions';
import { composeMail } from '../services/mail-outbox/compose-mail';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import {
  createAppWithSettings,
  createLoggedInUser,
  testPicture,
  uniqueEmail,
  type LoggedInUser,
} from '../test/factories';
import { storedMailLink, tokenOfLink } from '../test/mail-link-rows';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';
const RLO = '\u202E';

/** multipart/form-data with the text fields and any number of `photo` files. */
async function formPayload(fields: Record<string, string>, photos: Buffer[] = [], type = 'image/jpeg') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [index, bytes] of photos.entries())
    form.append('photo', new Blob([new Uint8Array(bytes)], { type }), `photo-${index}.jpg`);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe.each(oneEngine)('family updates on %s (issue 20)', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let campaign: CreatorCampaign;
  let other: CreatorCampaign;
  let creator: LoggedInUser;
  let stranger: LoggedInUser;
  let photo: Buffer;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    campaign = await createCreatorCampaign(t.db, { title: 'محمود عبد الرحمن' });
    other = await createCreatorCampaign(t.db, { title: 'سعاد إبراهيم' });
    const token = await createSession(t.db, campaign.creator.id);
    creator = { ...campaign.creator, token, auth: { authorization: `Bearer ${token}` } };
    stranger = await createLoggedInUser(t.db, { email: uniqueEmail('stranger') });
    photo = await testPicture('jpeg', 1600, 1200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function post(
    fields: Record<string, string>,
    photos: Buffer[] = [],
    auth: object = creator.auth,
    type?: string,
  ) {
    const body = await formPayload(fields, photos, type);
    return t.call({
      method: 'POST',
      url: '/api/campaigns/family-updates',
      payload: body.payload,
      headers: { ...body.headers, ...(auth as Record<string, string>) },
    });
  }
  const list = async (campid = campaign.id, query = '') =>
    (await t.call({ method: 'GET', url: `/api/campaigns/family-updates?campid=${campid}${query}` })).json();
  /** Two passes: the first fans the update out to one row per follower, due from then on. */
  const sendMails = async () => {
    await t.app.outbox.drain();
    await t.app.outbox.drain();
  };
  const mailsTo = (address: string) =>
    smtp.mails.filter((mail: ParsedMail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(address)),
    );

  async function follow(campaignId: number, values: { confirmed: boolean; family_updates: boolean }) {
    const email = uniqueEmail('follower');
    await t.db
      .insertInto('campaign_follows')
      .values({
        campaign_id: campaignId,
        email,
        family_updates: values.family_updates,
        friday: true,
        confirmed_at: values.confirmed ? new Date() : null,
      })
      .execute();
    return email;
  }

  it('posts an update with one photo; the public list shows it newest first', async () => {
    const first = await post({ campid: String(campaign.id), body: 'جزاكم الله خيرًا على دعائكم' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: familyMessages.updatePosted,
      data: [{ body: 'جزاكم الله خيرًا على دعائكم', image_url: null }],
    });
    const second = await post(
      { campid: String(campaign.id), body: `${RLO}اكتمل بناء $100 =cmd|' /C calc'!A0\r\nالسطر الثاني` },
      [photo],
    );
    expect(second.statusCode).toBe(200);
    const update = second.json().data[0];
    expect(update.body).toBe("اكتمل بناء $100 =cmd|' /C calc'!A0\nالسطر الثاني");
    expect(update.image_url).toMatch(/^\/uploads\/family-updates\/.+\.webp$/);
    const page = await list();
    expect(page.data[0].total_count).toBe(2);
    expect(page.data[0].items.map((item: { id: number }) => item.id)).toEqual([
      update.id,
      first.json().data[0].id,
    ]);
    const paged = await list(campaign.id, '&offset=1&rowscount=1');
    expect(paged.data[0].items).toHaveLength(1);
    expect(paged.data[0].items[0].id).toBe(first.json().data[0].id);
    expect((await list(other.id)).data[0]).toEqual({ total_count: 0, items: [] });
    const missing = await t.call({ method: 'GET', url: '/api/campaigns/family-updates?campid=999999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad text, a second photo and a file that is not a picture, in Arabic', async () => {
    const short = await post({ campid: String(campaign.id), body: ` ${RLO}ا ` });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.body).toBe(familyMessages.updateBodyShort);
    const long = await post({ campid: String(campaign.id), body: 'ا'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.body).toBe(familyMessages.updateBodyLong);
    const two = await post({ campid: String(campaign.id), body: 'صورتان' }, [photo, photo]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(familyMessages.onePhoto);
    const svg = await post(
      { campid: String(campaign.id), body: 'صورة' },
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      creator.auth,
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe(validationMessages.imageType);
    expect((await list()).data[0].total_count).toBe(2);
  });

  it('answers a stranger as if there were no campaign, and asks for a login', async () => {
    const response = await post({ campid: String(campaign.id), body: 'ليس لي' }, [], stranger.auth);
    expect(response.statusCode).toBe(404);
    expect((await post({ campid: String(campaign.id), body: 'بلا دخول' }, [], {})).statusCode).toBe(401);
    expect((await list()).data[0].total_count).toBe(2);
  });

  it('mails only confirmed followers who asked for family updates, once even if the composer runs twice', async () => {
    await t.app.outbox.drain();
    const wanted = await follow(campaign.id, { confirmed: true, family_updates: true });
    const unconfirmed = await follow(campaign.id, { confirmed: false, family_updates: true });
    const notUpdates = await follow(campaign.id, { confirmed: true, family_updates: false });
    const elsewhere = await follow(other.id, { confirmed: true, family_updates: true });

    const posted = await post({ campid: String(campaign.id), body: 'افتتحنا البئر اليوم بحمد الله' }, [
      photo,
    ]);
    const updateId = posted.json().data[0].id as number;
    await sendMails();
    expect(mailsTo(wanted)).toHaveLength(1);
    for (const address of [unconfirmed, notUpdates, elsewhere]) expect(mailsTo(address)).toHaveLength(0);

    const mail = mailsTo(wanted)[0]!;
    expect(mail.subject).toContain('محمود عبد الرحمن');
    expect(mail.text).toContain('افتتحنا البئر اليوم بحمد الله');
    expect(mail.text).toContain('رحمه الله');
    expect(mail.text).toContain('/uploads/family-updates/');
    const unsubscribe = linkFrom(mail, `${PUBLIC_URL}/Reminders/Unsubscribe?token=`);
    const listHeader = mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
    expect(listHeader.replace(/\s+/g, '')).toContain(unsubscribe);
    const follow_ = await t.db
      .selectFrom('campaign_follows')
      .select('id')
      .where('email', '=', wanted)
      .executeTakeFirstOrThrow();
    // an opaque link, stored with what it stops (docs/decisions/028)
    expect(await storedMailLink(t.db, tokenOfLink(unsubscribe))).toMatchObject({
      purpose: 'follow_unsubscribe',
      follow_id: follow_.id,
      occasion: 'family_update',
    });

    // the fan-out row composed again (a retry after a crash) claims nobody twice
    const again = await composeMail(t.db, PUBLIC_URL, {
      kind: 'family_update',
      payload: { update_id: updateId },
    });
    expect(again).toBeNull();
    await sendMails();
    expect(mailsTo(wanted)).toHaveLength(1);
    const sends = await t.db
      .selectFrom('follow_sends')
      .selectAll()
      .where('occasion', '=', 'family_update')
      .where('occasion_key', '=', String(updateId))
      .execute();
    expect(sends.map((send) => send.follow_id)).toEqual([follow_.id]);
  });

  it('mails a follower who opted out after the update was queued nothing', async () => {
    const late = await follow(campaign.id, { confirmed: true, family_updates: true });
    await post({ campid: String(campaign.id), body: 'خبر آخر من العائلة' });
    await t.app.outbox.drain();
    await t.db
      .updateTable('campaign_follows')
      .set({ family_updates: false })
      .where('email', '=', late)
      .execute();
    await t.app.outbox.drain();
    const rows = await t.db
      .selectFrom('follow_sends')
      .innerJoin('campaign_follows as f', 'f.id', 'follow_sends.follow_id')
      .select('f.email')
      .execute();
    // claimed before opting out, yet not mailed
    expect(rows.map((row) => row.email)).toContain(late);
    expect(mailsTo(late)).toHaveLength(0);
  });
});
