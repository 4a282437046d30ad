import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { familyMessages } from '@athar/contract/remembrance/family-messages';
import { createSession } from '../services/accounts/sessions';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import {
  createAppWithSettings,
  createLoggedInUser,
  multipartPayload,
  testPicture,
  uniqueEmail,
  type LoggedInUser,
} from '../test/factories';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';

describe.each(oneEngine)('co-administrators on %s (issue 20)', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let campaign: CreatorCampaign;
  let creator: LoggedInUser;
  let stranger: LoggedInUser;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    campaign = await createCreatorCampaign(t.db, { title: 'نادية فهمي', deceased_gender: 'female' });
    const token = await createSession(t.db, campaign.creator.id);
    creator = { ...campaign.creator, token, auth: { authorization: `Bearer ${token}` } };
    stranger = await createLoggedInUser(t.db, { email: uniqueEmail('stranger') });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, auth: object, payload?: object) =>
    t.call({ method, url, headers: auth as Record<string, string>, ...(payload ? { payload } : {}) });
  const invite = (email: string, auth: object = creator.auth, campid = campaign.id) =>
    call('POST', '/api/campaigns/admins/invites', auth, { campid, email });
  const accept = (token: string, auth: object) =>
    call('POST', '/api/campaigns/invitation/accept', auth, { token });
  const role = async (auth: object, campid = campaign.id) =>
    (await call('GET', `/api/campaigns/role?campid=${campid}`, auth)).json().data.role as string | null;
  const mailsTo = (address: string) =>
    smtp.mails.filter((mail: ParsedMail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(address)),
    );

  /** Invites `email` and reads the token from the mail the outbox sends. */
  async function invitedToken(email: string, auth: object = creator.auth, campid = campaign.id) {
    const response = await invite(email, auth, campid);
    expect(response.statusCode).toBe(200);
    await t.app.outbox.drain();
    const mails = mailsTo(email.toLowerCase());
    const link = linkFrom(mails.at(-1)!, `${PUBLIC_URL}/Invitation?token=`);
    return { token: new URL(link).searchParams.get('token')!, inviteId: response.json().data[0].invite_id };
  }

  describe('inviting and accepting', () => {
    let admin: LoggedInUser;
    let token: string;

    beforeAll(async () => {
      admin = await createLoggedInUser(t.db, { email: uniqueEmail('brother'), user_name: 'أحمد فهمي' });
      // the creator types the address with capitals: the invitation is for the address, case aside
      ({ token } = await invitedToken(admin.email.toUpperCase()));
    });

    it('mails an invitation whose token is stored only hashed', async () => {
      const mail = mailsTo(admin.email).at(-1)!;
      expect(mail.subject).toContain('نادية فهمي');
      expect(mail.text).toContain('رحمها الله');
      // the inviter's account carries no gender: words that fit منى صابر as they would a man
      expect(mail.text).toContain('وصلتك دعوة من منى صابر للمشاركة في إدارة حملة الصدقة');
      expect(mail.text).not.toContain('يدعوك');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await t.db.selectFrom('campaign_admin_invites').selectAll().execute();
      expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
      const outbox = await t.db
        .selectFrom('mail_outbox')
        .select('payload')
        .where('kind', '=', 'admin_invite')
        .execute();
      expect(JSON.stringify(outbox)).not.toContain(token);
    });

    it('describes the link to anyone holding it', async () => {
      const response = await call('GET', `/api/campaigns/invitation?token=${token}`, {});
      expect(response.json().data).toMatchObject({
        campaign_id: campaign.id,
        campaign_title: 'نادية فهمي',
        inviter_name: 'منى صابر',
        email: admin.email,
        state: 'open',
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
      const unknown = await call('GET', `/api/campaigns/invitation?token=${'x'.repeat(43)}`, {});
      expect(unknown.statusCode).toBe(404);
    });

    it('refuses another account holding the token, in Arabic', async () => {
      const response = await accept(token, stranger.auth);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(familyMessages.invitationOtherEmail);
      expect(await role(stranger.auth)).toBeNull();
      expect((await accept(token, {})).statusCode).toBe(401);
    });

    it('makes the invited account a co-administrator who edits and sees the family donors', async () => {
      expect(await role(admin.auth)).toBeNull();
      const response = await accept(token, admin.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: familyMessages.invitationAccepted,
        data: [{ campaign_id: campaign.id }],
      });
      expect(await role(admin.auth)).toBe('admin');

      const edited = await call('PATCH', `/api/campaigns/${campaign.id}`, admin.auth, {
        campaign_description: 'كانت أمًّا للجميع',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data[0].campaign_description).toBe('كانت أمًّا للجميع');

      const donors = await call('GET', `/api/campaigns/family-donors?campid=${campaign.id}`, admin.auth);
      expect(donors.statusCode).toBe(200);
      const strangers = await call(
        'GET',
        `/api/campaigns/family-donors?campid=${campaign.id}`,
        stranger.auth,
      );
      expect(strangers.statusCode).toBe(404);

      const list = await call('GET', `/api/campaigns/admins?campid=${campaign.id}`, creator.auth);
      expect(list.json().data).toMatchObject({
        role: 'creator',
        admins: [{ user_id: admin.id, user_name: 'أحمد فهمي', email: admin.email }],
        invites: [],
      });
    });

    it('uses the link up: a second acceptance is refused', async () => {
      const again = await accept(token, admin.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(familyMessages.invitationUsed);
    });

    it('lets a co-administrator change the picture; a stranger gets a 404', async () => {
      const picture = await testPicture('png', 900, 700);
      const body = await multipartPayload(
        {},
        { field: 'campaign_image', name: 'p.png', type: 'image/png', bytes: picture },
      );
      const put = (auth: object) =>
        t.call({
          method: 'PUT',
          url: `/api/campaigns/${campaign.id}/picture`,
          payload: body.payload,
          headers: { ...body.headers, ...(auth as Record<string, string>) },
        });
      expect((await put(stranger.auth)).statusCode).toBe(404);
      const response = await put(admin.auth);
      expect(response.statusCode).toBe(200);
      const url = response.json().data[0].campaign_image as string;
      expect(url).toMatch(/^\/uploads\/campaigns\/.+\.webp$/);
      const details = await call('GET', `/api/campaigns/details?campid=${campaign.id}`, {});
      expect(details.json().data[0].campaign_image).toBe(url);
      const text = await multipartPayload(
        {},
        { field: 'campaign_image', name: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg/>') },
      );
      const refused = await t.call({
        method: 'PUT',
        url: `/api/campaigns/${campaign.id}/picture`,
        payload: text.payload,
        headers: { ...text.headers, ...admin.auth },
      });
      expect(refused.statusCode).toBe(415);
    });

    it('keeps inviting and removing to the creator', async () => {
      const byAdmin = await invite(uniqueEmail('cousin'), admin.auth);
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().message).toBe(familyMessages.onlyCreator);
      expect((await invite(uniqueEmail('cousin'), stranger.auth)).statusCode).toBe(404);
      const removeByAdmin = await call(
        'DELETE',
        `/api/campaigns/admins/${creator.id}?campid=${campaign.id}`,
        admin.auth,
      );
      expect(removeByAdmin.statusCode).toBe(403);
      const removeByStranger = await call(
        'DELETE',
        `/api/campaigns/admins/${admin.id}?campid=${campaign.id}`,
        stranger.auth,
      );
      expect(removeByStranger.statusCode).toBe(404);
      expect(await role(admin.auth)).toBe('admin');
      expect(
        (await call('GET', `/api/campaigns/admins?campid=${campaign.id}`, stranger.auth)).statusCode,
      ).toBe(404);
      const asAdmin = await call('GET', `/api/campaigns/admins?campid=${campaign.id}`, admin.auth);
      expect(asAdmin.json().data).toMatchObject({ role: 'admin', invites: [] });
    });

    it('refuses inviting an address that already manages the campaign, and bad addresses', async () => {
      expect((await invite(admin.email)).json().message).toBe(familyMessages.alreadyAdmin);
      expect((await invite(creator.email)).json().message).toBe(familyMessages.inviteSelf);
      const bad = await invite('=cmd|not-an-address');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.email).toBeTruthy();
    });
  });

  describe('expired, withdrawn and removed', () => {
    it('refuses an expired link', async () => {
      const cousin = await createLoggedInUser(t.db, { email: uniqueEmail('cousin') });
      const { token, inviteId } = await invitedToken(cousin.email);
      await t.db
        .updateTable('campaign_admin_invites')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', inviteId)
        .execute();
      const response = await accept(token, cousin.auth);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(familyMessages.invitationExpired);
      expect(await role(cousin.auth)).toBeNull();
    });

    it('refuses a withdrawn link; only the creator withdraws', async () => {
      const aunt = await createLoggedInUser(t.db, { email: uniqueEmail('aunt') });
      const { token, inviteId } = await invitedToken(aunt.email);
      const pending = await call('GET', `/api/campaigns/admins?campid=${campaign.id}`, creator.auth);
      expect(pending.json().data.invites).toContainEqual(
        expect.objectContaining({ invite_id: inviteId, email: aunt.email }),
      );
      expect(
        (await call('DELETE', `/api/campaigns/admins/invites/${inviteId}`, stranger.auth)).statusCode,
      ).toBe(404);
      const revoked = await call('DELETE', `/api/campaigns/admins/invites/${inviteId}`, creator.auth);
      expect(revoked.statusCode).toBe(200);
      const response = await accept(token, aunt.auth);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(familyMessages.invitationRevoked);
      const state = await call('GET', `/api/campaigns/invitation?token=${token}`, {});
      expect(state.json().data.state).toBe('revoked');
    });

    it('lets the creator remove a co-administrator and a co-administrator leave', async () => {
      const uncle = await createLoggedInUser(t.db, { email: uniqueEmail('uncle') });
      const niece = await createLoggedInUser(t.db, { email: uniqueEmail('niece') });
      for (const person of [uncle, niece]) {
        const { token } = await invitedToken(person.email);
        expect((await accept(token, person.auth)).statusCode).toBe(200);
      }
      const removed = await call(
        'DELETE',
        `/api/campaigns/admins/${uncle.id}?campid=${campaign.id}`,
        creator.auth,
      );
      expect(removed.statusCode).toBe(200);
      expect(await role(uncle.auth)).toBeNull();
      const left = await call('POST', '/api/campaigns/admins/leave', niece.auth, { campid: campaign.id });
      expect(left.statusCode).toBe(200);
      expect(left.json().data[0].handed_to).toBeNull();
      expect(await role(niece.auth)).toBeNull();
    });
  });

  describe('the creator leaving', () => {
    it('hands the campaign to the longest-standing co-administrator when the creator deletes their account', async () => {
      const own = await createCreatorCampaign(t.db, { title: 'سعيد مراد' });
      const token = await createSession(t.db, own.creator.id);
      const ownerAuth = { authorization: `Bearer ${token}` };
      const first = await createLoggedInUser(t.db, { email: uniqueEmail('first') });
      const second = await createLoggedInUser(t.db, { email: uniqueEmail('second') });
      for (const person of [first, second]) {
        const link = await invitedToken(person.email, ownerAuth, own.id);
        expect((await accept(link.token, person.auth)).statusCode).toBe(200);
      }
      expect((await call('DELETE', '/api/users', ownerAuth)).statusCode).toBe(200);
      const row = await t.db
        .selectFrom('campaigns')
        .select('user_id')
        .where('id', '=', own.id)
        .executeTakeFirstOrThrow();
      expect(row.user_id).toBe(first.id);
      expect(await role(first.auth, own.id)).toBe('creator');
      expect(await role(second.auth, own.id)).toBe('admin');
      const donors = await call('GET', `/api/campaigns/family-donors?campid=${own.id}`, first.auth);
      expect(donors.statusCode).toBe(200);
      const list = await call('GET', `/api/campaigns/admins?campid=${own.id}`, first.auth);
      expect(list.json().data.admins.map((a: { user_id: number }) => a.user_id)).toEqual([second.id]);
      // the new creator may invite now
      expect((await invite(uniqueEmail('grandson'), first.auth, own.id)).statusCode).toBe(200);
    });

    it('leaves a campaign without co-administrators as it was; the creator cannot "leave" it', async () => {
      const own = await createCreatorCampaign(t.db, { title: 'ليلى حسن' });
      const token = await createSession(t.db, own.creator.id);
      const auth = { authorization: `Bearer ${token}` };
      const leave = await call('POST', '/api/campaigns/admins/leave', auth, { campid: own.id });
      expect(leave.statusCode).toBe(409);
      expect(leave.json().message).toBe(familyMessages.creatorCannotLeave);
      expect((await call('DELETE', '/api/users', auth)).statusCode).toBe(200);
      const row = await t.db
        .selectFrom('campaigns')
        .select('user_id')
        .where('id', '=', own.id)
        .executeTakeFirstOrThrow();
      expect(row.user_id).toBe(own.creator.id);
    });

    it('hands the campaign over when the creator leaves it', async () => {
      const own = await createCreatorCampaign(t.db, { title: 'حسن علي' });
      const token = await createSession(t.db, own.creator.id);
      const auth = { authorization: `Bearer ${token}` };
      const heir = await createLoggedInUser(t.db, { email: uniqueEmail('heir') });
      const link = await invitedToken(heir.email, auth, own.id);
      expect((await accept(link.token, heir.auth)).statusCode).toBe(200);
      const leave = await call('POST', '/api/campaigns/admins/leave', auth, { campid: own.id });
      expect(leave.statusCode).toBe(200);
      expect(leave.json().data[0].handed_to).toBe(heir.id);
      expect(await role(heir.auth, own.id)).toBe('creator');
      expect(await role(auth, own.id)).toBeNull();
    });
  });
});
