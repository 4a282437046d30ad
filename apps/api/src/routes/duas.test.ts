import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { InjectOptions } from 'fastify';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { duaMessages } from '@athar/contract/remembrance/dua-messages';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createAppWithSettings, createLoggedInUser, type LoggedInUser } from '../test/factories';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { createSession } from '../services/accounts/sessions';
import { oneEngine } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';
const RLO = '\u202E';

let addressCounter = 0;
/** A fresh client address, so that one test's posts never count against another's limits. */
const freshIp = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

describe.each(oneEngine)('the dua wall on %s', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  /** approval on (the default) */
  let moderated: CreatorCampaign;
  /** approval off */
  let open: CreatorCampaign;
  let creator: LoggedInUser;
  let coAdmin: LoggedInUser;
  let stranger: LoggedInUser;
  let writer: LoggedInUser;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    moderated = await createCreatorCampaign(t.db, { title: 'سعاد إبراهيم', deceased_gender: 'female' });
    open = await createCreatorCampaign(t.db);
    await t.db
      .updateTable('campaigns')
      .set({ duas_need_approval: false })
      .where('id', '=', open.id)
      .execute();
    // the creator's own session
    const token = await createSession(t.db, moderated.creator.id);
    creator = { ...moderated.creator, token, auth: { authorization: `Bearer ${token}` } };
    coAdmin = await createLoggedInUser(t.db);
    await t.db
      .insertInto('campaign_admins')
      .values({ campaign_id: moderated.id, user_id: coAdmin.id })
      .execute();
    stranger = await createLoggedInUser(t.db);
    writer = await createLoggedInUser(t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (options: InjectOptions, ip = freshIp()) => t.call({ remoteAddress: ip, ...options });

  const guestDua = (campaignId: number, fields: Record<string, unknown> = {}) => ({
    campaign_id: campaignId,
    body: 'اللهم اغفر لها وارحمها وأسكنها فسيح جناتك',
    author_name: 'أم محمد',
    email: 'Guest@Example.com',
    consent: true,
    ...fields,
  });

  const post = (body: Record<string, unknown>, headers: Record<string, string> = {}, ip = freshIp()) =>
    call({ method: 'POST', url: '/api/campaigns/duas', payload: body, headers }, ip);

  const wall = async (campaignId: number, query = '') => {
    const response = await call({ method: 'GET', url: `/api/campaigns/duas?campid=${campaignId}${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as { items: Record<string, unknown>[]; next_before: number | null };
  };

  const pending = (campaignId: number, auth?: { authorization: string }) =>
    call({ method: 'GET', url: `/api/campaigns/duas/pending?campid=${campaignId}`, headers: auth ?? {} });

  const decide = (duaId: number, status: string, auth?: { authorization: string }) =>
    call({ method: 'POST', url: `/api/duas/${duaId}/decision`, payload: { status }, headers: auth ?? {} });

  const setApproval = (campaignId: number, value: unknown, auth?: { authorization: string }) =>
    call({
      method: 'PATCH',
      url: `/api/campaigns/${campaignId}/duas-settings`,
      payload: { duas_need_approval: value },
      headers: auth ?? {},
    });

  const report = (duaId: number, ip = freshIp(), auth?: { authorization: string }) =>
    call({ method: 'POST', url: `/api/duas/${duaId}/report`, headers: auth ?? {} }, ip);

  const row = (id: number) =>
    t.db.selectFrom('duas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('writing', () => {
    it('shows a guest’s dua at once when the family asked for no approval, without the e-mail', async () => {
      const response = await post(guestDua(open.id));
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(duaMessages.posted);
      const [posted] = response.json().data;
      expect(posted.status).toBe('shown');
      const stored = await row(posted.id);
      expect(stored).toMatchObject({ email: 'guest@example.com', user_id: null, status: 'shown' });
      const page = await wall(open.id);
      expect(page.items[0]).toEqual({
        id: posted.id,
        body: 'اللهم اغفر لها وارحمها وأسكنها فسيح جناتك',
        author_name: 'أم محمد',
        created_at: expect.any(String),
      });
      expect(JSON.stringify(page)).not.toContain('guest@example.com');
      expect(JSON.stringify(page)).not.toContain('user_id');
    });

    it('keeps a logged-in writer’s dua by the account, with no e-mail and no name unless given', async () => {
      const response = await post({ campaign_id: open.id, body: 'رحمه الله وغفر له' }, writer.auth);
      expect(response.statusCode).toBe(200);
      const stored = await row(response.json().data[0].id);
      expect(stored).toMatchObject({ user_id: writer.id, email: null, author_name: null });
      // a logged-in writer's e-mail, if sent, is not kept either
      const withMail = await post(
        { campaign_id: open.id, body: 'رحمه الله', email: 'x@example.com' },
        writer.auth,
      );
      expect((await row(withMail.json().data[0].id)).email).toBeNull();
      const page = await wall(open.id);
      expect(page.items[0]!.author_name).toBeNull();
      expect(JSON.stringify(page)).not.toContain(writer.email);
    });

    it('refuses a guest without an e-mail or without consent, in Arabic, writing nothing', async () => {
      const before = await t.db.selectFrom('duas').select('id').execute();
      const noMail = await post(guestDua(open.id, { email: '' }));
      expect(noMail.statusCode).toBe(400);
      expect(noMail.json().message).toBe(duaMessages.emailRequired);
      expect(noMail.json().errors.email).toBe(duaMessages.emailRequired);
      const noConsent = await post(guestDua(open.id, { consent: false }));
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.json().errors.consent).toBe(validationMessages.consentRequired);
      const badMail = await post(guestDua(open.id, { email: 'not-an-address' }));
      expect(badMail.statusCode).toBe(400);
      expect(badMail.json().errors.email).toBe(validationMessages.emailInvalid);
      expect(await t.db.selectFrom('duas').select('id').execute()).toHaveLength(before.length);
    });

    it('refuses a body too short or too long and a name with symbols, in Arabic', async () => {
      const short = await post(guestDua(open.id, { body: `  ${RLO}ا  ` }));
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.body).toBe(duaMessages.bodyShort);
      const long = await post(guestDua(open.id, { body: 'د'.repeat(1001) }));
      expect(long.statusCode).toBe(400);
      expect(long.json().errors.body).toBe(duaMessages.bodyLong);
      const exact = await post(guestDua(open.id, { body: 'د'.repeat(1000) }));
      expect(exact.statusCode).toBe(200);
      const symbols = await post(guestDua(open.id, { author_name: '=cmd|calc' }));
      expect(symbols.statusCode).toBe(400);
      expect(symbols.json().errors.author_name).toBe(duaMessages.nameSymbols);
      const longName = await post(guestDua(open.id, { author_name: 'ا'.repeat(61) }));
      expect(longName.statusCode).toBe(400);
      expect(longName.json().errors.author_name).toBe(duaMessages.nameLong);
      const notText = await post(guestDua(open.id, { body: 12 }));
      expect(notText.statusCode).toBe(400);
    });

    it('answers 404 for a campaign that does not exist, and 400 for one that is no id', async () => {
      const missing = await post(guestDua(999_999_999));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(apiMessages.campaignNotFound);
      const notId = await post(guestDua(open.id, { campaign_id: '0x10' }));
      expect(notId.statusCode).toBe(400);
      const list = await call({ method: 'GET', url: '/api/campaigns/duas?campid=999999999' });
      expect(list.statusCode).toBe(404);
    });

    it('stores and serves $, formula characters and markup as written, without bidi controls', async () => {
      const body = `${RLO}=cmd|' /C calc'!A0 +1 -1 @SUM(1) $& $1 $$ <script>alert(1)</script>\r\nسطر ثانٍ\u0000`;
      const response = await post(guestDua(open.id, { body, author_name: `${RLO}أحمد\u200F` }));
      expect(response.statusCode).toBe(200);
      const id = response.json().data[0].id;
      const expected = `=cmd|' /C calc'!A0 +1 -1 @SUM(1) $& $1 $$ <script>alert(1)</script>\nسطر ثانٍ`;
      expect((await row(id)).body).toBe(expected);
      const served = (await wall(open.id)).items.find((item) => item.id === id)!;
      expect(served.body).toBe(expected);
      expect(served.author_name).toBe('أحمد');
    });
  });

  describe('the family’s approval', () => {
    let waitingId: number;

    it('keeps a dua pending when approval is on, away from the public wall', async () => {
      const response = await post(guestDua(moderated.id, { body: 'اللهم ارحمها رحمة واسعة' }));
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(duaMessages.postedPending);
      expect(response.json().data[0].status).toBe('pending');
      waitingId = response.json().data[0].id;
      expect((await wall(moderated.id)).items.map((item) => item.id)).not.toContain(waitingId);
    });

    it('lets only the family see pending duas: 401 without a session, 404 for anyone else', async () => {
      expect((await pending(moderated.id)).statusCode).toBe(401);
      const strangers = await pending(moderated.id, stranger.auth);
      expect(strangers.statusCode).toBe(404);
      expect(strangers.json().message).toBe(apiMessages.campaignNotFound);
      const family = await pending(moderated.id, creator.auth);
      expect(family.statusCode).toBe(200);
      expect(family.headers['cache-control']).toBe('private, no-store');
      const data = family.json().data;
      expect(data.duas_need_approval).toBe(true);
      expect(data.items.map((item: { id: number }) => item.id)).toContain(waitingId);
      expect(JSON.stringify(data)).not.toContain('guest@example.com');
      expect((await pending(moderated.id, coAdmin.auth)).statusCode).toBe(200);
    });

    it('refuses a stranger’s decision with 404 and leaves the dua pending', async () => {
      const response = await decide(waitingId, 'shown', stranger.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(duaMessages.duaNotFound);
      expect((await decide(waitingId, 'shown')).statusCode).toBe(401);
      expect((await row(waitingId)).status).toBe('pending');
      const bad = await decide(waitingId, 'deleted', creator.auth);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.status).toBe(duaMessages.decisionInvalid);
    });

    it('shows the dua once a co-administrator approves it, and hides it again', async () => {
      const approved = await decide(waitingId, 'shown', coAdmin.auth);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().message).toBe(duaMessages.shown);
      expect((await wall(moderated.id)).items.map((item) => item.id)).toContain(waitingId);
      expect((await row(waitingId)).decided_by).toBe(coAdmin.id);
      const hidden = await decide(waitingId, 'hidden', creator.auth);
      expect(hidden.statusCode).toBe(200);
      expect((await wall(moderated.id)).items.map((item) => item.id)).not.toContain(waitingId);
      const listed = (await pending(moderated.id, creator.auth)).json().data.items;
      expect(listed.map((item: { id: number }) => item.id)).not.toContain(waitingId);
    });

    it('lets only the family turn approval off; new duas then show at once', async () => {
      expect((await setApproval(moderated.id, false)).statusCode).toBe(401);
      const strangers = await setApproval(moderated.id, false, stranger.auth);
      expect(strangers.statusCode).toBe(404);
      const notBoolean = await setApproval(moderated.id, 'no', creator.auth);
      expect(notBoolean.statusCode).toBe(400);
      expect(notBoolean.json().errors.duas_need_approval).toBe(duaMessages.settingInvalid);

      const off = await setApproval(moderated.id, false, creator.auth);
      expect(off.statusCode).toBe(200);
      expect(off.headers['cache-control']).toBe('private, no-store');
      expect(off.json()).toMatchObject({
        message: duaMessages.approvalOff,
        data: { duas_need_approval: false },
      });
      const now = await post(guestDua(moderated.id, { body: 'تظهر فورًا بإذن الله' }));
      expect(now.json().data[0].status).toBe('shown');
      expect((await wall(moderated.id)).items[0]!.id).toBe(now.json().data[0].id);

      const on = await setApproval(moderated.id, true, coAdmin.auth);
      expect(on.json().data.duas_need_approval).toBe(true);
      const later = await post(guestDua(moderated.id));
      expect(later.json().data[0].status).toBe('pending');
    });
  });

  describe('the family’s mail', () => {
    it('goes to the creator and to each co-administrator', async () => {
      const campaign = await createCreatorCampaign(t.db, { title: 'نبيل رشاد' });
      const helper = await createLoggedInUser(t.db);
      await t.db
        .insertInto('campaign_admins')
        .values({ campaign_id: campaign.id, user_id: helper.id })
        .execute();
      await post(guestDua(campaign.id));
      await t.app.outbox.drain();
      const to = smtp.mails
        .filter((mail: ParsedMail) => mail.subject?.includes('نبيل رشاد'))
        .map((mail: ParsedMail) => [mail.to].flat()[0]?.text.toLowerCase());
      expect(to.sort()).toEqual(
        [campaign.creator.email, helper.email].map((email) => email.toLowerCase()).sort(),
      );
      // one dua: the subject and the verbs follow the count (issue 35)
      const mail = smtp.mails.find((sent: ParsedMail) => sent.subject?.includes('نبيل رشاد'))!;
      expect(mail.subject).toBe('دعاء ينتظر موافقتكم على صفحة نبيل رشاد');
      expect(mail.text).toContain('دعاء ينتظر موافقتكم قبل أن يظهر للزوار.');
    });

    it('counts two duas in the dual', async () => {
      const campaign = await createCreatorCampaign(t.db, { title: 'سامية نور', deceased_gender: 'female' });
      await post(guestDua(campaign.id));
      await post(guestDua(campaign.id));
      await t.app.outbox.drain();
      const mail = smtp.mails.find((sent: ParsedMail) => sent.subject?.includes('سامية نور'))!;
      expect(mail.subject).toBe('دعاءان ينتظران موافقتكم على صفحة سامية نور');
      expect(mail.text).toContain('دعاءان ينتظران موافقتكم قبل أن يظهرا للزوار.');
    });

    it('queues one mail per campaign within the hour, to the creator, with no dua text in it', async () => {
      const campaign = await createCreatorCampaign(t.db, { title: 'حسن علي' });
      const queued = () =>
        t.db
          .selectFrom('mail_outbox')
          .select(['id', 'payload'])
          .where('kind', '=', 'dua_pending')
          .execute()
          .then((rows) =>
            rows.filter((mail) => (mail.payload as { campaign_id: number }).campaign_id === campaign.id),
          );
      await post(guestDua(campaign.id, { body: 'سر الدعاء $& هنا' }));
      await post(guestDua(campaign.id));
      await post(guestDua(campaign.id));
      expect(await queued()).toHaveLength(1);
      await t.app.outbox.drain();
      const mails = smtp.mails.filter((mail: ParsedMail) =>
        [mail.to].flat().some((to) => to?.text.toLowerCase().includes(campaign.creator.email)),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('حسن علي');
      expect(mails[0]!.subject).toBe('3 أدعية تنتظر موافقتكم على صفحة حسن علي');
      expect(mails[0]!.text).toContain('3 أدعية تنتظر موافقتكم قبل أن تظهر للزوار.');
      expect(mails[0]!.text).toContain(`${PUBLIC_URL}/${campaign.code}`);
      expect(mails[0]!.text).not.toContain('سر الدعاء');

      // an hour later, another pending dua tells the family again
      await t.db
        .updateTable('mail_outbox')
        .set({ created_at: new Date(Date.now() - 2 * 3600_000) } as never)
        .where('kind', '=', 'dua_pending')
        .execute();
      await post(guestDua(campaign.id));
      expect(await queued()).toHaveLength(2);
    });

    it('queues no mail for a dua shown at once', async () => {
      const campaign = await createCreatorCampaign(t.db);
      await t.db
        .updateTable('campaigns')
        .set({ duas_need_approval: false })
        .where('id', '=', campaign.id)
        .execute();
      await post(guestDua(campaign.id));
      const rows = await t.db
        .selectFrom('mail_outbox')
        .select('payload')
        .where('kind', '=', 'dua_pending')
        .execute();
      expect(rows.some((mail) => (mail.payload as { campaign_id: number }).campaign_id === campaign.id)).toBe(
        false,
      );
    });
  });

  describe('reports', () => {
    it('counts one report per reporter and sends the dua back to the family at the third', async () => {
      const posted = await post(guestDua(open.id, { body: 'دعاء سيُبلَّغ عنه' }));
      const id = posted.json().data[0].id as number;
      const sameIp = freshIp();
      const first = await report(id, sameIp);
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe(duaMessages.reported);
      expect((await report(id, sameIp)).statusCode).toBe(200);
      // the same account from another address is one reporter; from its first address too
      expect((await report(id, freshIp(), writer.auth)).statusCode).toBe(200);
      expect((await report(id, freshIp(), writer.auth)).statusCode).toBe(200);
      const reports = await t.db
        .selectFrom('dua_reports')
        .select('reporter')
        .where('dua_id', '=', id)
        .execute();
      expect(reports).toHaveLength(2);
      expect(reports.map((r) => r.reporter)).toContain(`u:${writer.id}`);
      expect(reports.some((r) => r.reporter.includes(sameIp))).toBe(false);
      expect((await row(id)).status).toBe('shown');

      expect((await report(id)).statusCode).toBe(200);
      expect((await row(id)).status).toBe('pending');
      expect((await wall(open.id)).items.map((item) => item.id)).not.toContain(id);
      const listed = (
        await pending(open.id, { authorization: `Bearer ${await sessionOf(open.creator.id)}` })
      ).json().data.items as { id: number; reports: number }[];
      expect(listed.find((item) => item.id === id)?.reports).toBe(3);

      // approved again, the old reports no longer count: one more does not send it back
      const family = { authorization: `Bearer ${await sessionOf(open.creator.id)}` };
      expect((await decide(id, 'shown', family)).statusCode).toBe(200);
      await report(id);
      expect((await row(id)).status).toBe('shown');
    });

    it('answers 404 for a hidden or missing dua', async () => {
      const posted = await post(guestDua(open.id));
      const id = posted.json().data[0].id as number;
      const family = { authorization: `Bearer ${await sessionOf(open.creator.id)}` };
      await decide(id, 'hidden', family);
      expect((await report(id)).statusCode).toBe(404);
      expect((await report(999_999_999)).statusCode).toBe(404);
      expect((await report(0)).statusCode).toBe(400);
    });
  });

  describe('the public list', () => {
    it('pages the shown duas newest first with a keyset', async () => {
      const campaign = await createCreatorCampaign(t.db);
      await t.db
        .updateTable('campaigns')
        .set({ duas_need_approval: false })
        .where('id', '=', campaign.id)
        .execute();
      const ids: number[] = [];
      for (let index = 1; index <= 7; index += 1) {
        ids.push((await post(guestDua(campaign.id, { body: `دعاء رقم ${index}` }))).json().data[0].id);
      }
      const first = await wall(campaign.id, '&rowscount=3');
      expect(first.items.map((item) => item.id)).toEqual([ids[6], ids[5], ids[4]]);
      expect(first.next_before).toBe(ids[4]);
      const second = await wall(campaign.id, `&rowscount=3&before=${first.next_before}`);
      expect(second.items.map((item) => item.id)).toEqual([ids[3], ids[2], ids[1]]);
      const last = await wall(campaign.id, `&rowscount=3&before=${second.next_before}`);
      expect(last.items.map((item) => item.id)).toEqual([ids[0]]);
      expect(last.next_before).toBeNull();
      const empty = await wall((await createCreatorCampaign(t.db)).id);
      expect(empty).toEqual({ items: [], next_before: null });
    });
  });

  // the limits on writing (per writer, never per wall) and the hold of a flooded wall: duas.flood.test.ts
  describe('limits', () => {
    it('answers 429 past thirty reports an hour from one address', async () => {
      const ip = freshIp();
      const ids: number[] = [];
      // from 31 guests, each at an address of their own (one writer is limited per wall)
      for (let index = 0; index < 31; index += 1) ids.push((await post(guestDua(open.id))).json().data[0].id);
      for (const id of ids.slice(0, 30)) expect((await report(id, ip)).statusCode).toBe(200);
      const over = await report(ids[30]!, ip);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(duaMessages.reportLimited);
    });
  });

  function sessionOf(userId: number): Promise<string> {
    return createSession(t.db, userId);
  }
});
