import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMessages } from '@athar/contract/remembrance/family-messages';
import { createSession } from '../services/accounts/sessions';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createAppWithSettings, createLoggedInUser, uniqueEmail, type LoggedInUser } from '../test/factories';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';

/**
 * Issue 35: an invitation to co-administer is not lost when its invitee has no account yet. Once an
 * account has verified the invited address it finds the invitation after login and answers it.
 */
describe.each(testEngines)('invitations found by a verified address on %s (issue 35)', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let campaign: CreatorCampaign;
  let creator: { auth: { authorization: string } };
  let stranger: LoggedInUser;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    campaign = await createCreatorCampaign(t.db, { title: 'نادية فهمي', deceased_gender: 'female' });
    creator = { auth: { authorization: `Bearer ${await createSession(t.db, campaign.creator.id)}` } };
    stranger = await createLoggedInUser(t.db, { email: uniqueEmail('stranger') });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: object, payload?: object) =>
    t.call({ method, url, headers: auth as Record<string, string>, ...(payload ? { payload } : {}) });
  const mine = async (auth: object) => {
    const response = await call('GET', '/api/campaigns/invitations', auth);
    expect(response.statusCode).toBe(200);
    return response.json().data as { invite_id: number }[];
  };
  const answer = (inviteId: number, verb: 'accept' | 'decline', auth: object) =>
    call('POST', `/api/campaigns/invitations/${inviteId}/${verb}`, auth);
  const role = async (auth: object) =>
    (await call('GET', `/api/campaigns/role?campid=${campaign.id}`, auth)).json().data.role as string | null;

  /** The creator invites `email`; the invitation's id and the token of its mail. */
  async function invite(email: string) {
    const response = await call('POST', '/api/campaigns/admins/invites', creator.auth, {
      campid: campaign.id,
      email,
    });
    expect(response.statusCode).toBe(200);
    await t.app.outbox.drain();
    const mail = await smtp.nextMailTo(email);
    const link = linkFrom(mail, `${PUBLIC_URL}/Invitation?token=`);
    return {
      inviteId: response.json().data[0].invite_id as number,
      token: new URL(link).searchParams.get('token')!,
    };
  }

  describe('an invitee who registers after being invited', () => {
    const email = uniqueEmail('newcomer');
    const password = 'newcomer-pass-1';
    let inviteId: number;
    let token: string;
    let auth: { authorization: string };

    beforeAll(async () => {
      ({ inviteId, token } = await invite(email.toUpperCase()));
      const registered = await call(
        'POST',
        '/api/users',
        {},
        {
          user_name: 'هدى سالم',
          email,
          password,
          msisdn: false,
        },
      );
      expect(registered.statusCode).toBe(200);
      const login = await call('POST', '/api/auth/login', {}, { email, password });
      auth = { authorization: `Bearer ${login.json().data[0].access_token}` };
    });

    it('sees nothing and may answer nothing before the address is verified', async () => {
      // anyone may register an address: only its owner can verify it
      expect(await mine(auth)).toEqual([]);
      const refused = await answer(inviteId, 'accept', auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(familyMessages.invitationUnverified);
      expect((await answer(inviteId, 'decline', auth)).statusCode).toBe(403);
      expect(await role(auth)).toBeNull();
    });

    it('finds the invitation, with the campaign and who invited, once the mailed link verified it', async () => {
      const verifyMail = await smtp.nextMailTo(email);
      const verifyToken = linkFrom(verifyMail, `${PUBLIC_URL}/Verifymail/`).split('/').at(-1)!;
      expect((await call('GET', `/api/verification?token=${verifyToken}`, {})).statusCode).toBe(200);
      const response = await call('GET', '/api/campaigns/invitations', auth);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json().data).toEqual([
        {
          invite_id: inviteId,
          campaign_id: campaign.id,
          campaign_title: 'نادية فهمي',
          deceased_gender: 'female',
          inviter_name: 'منى صابر',
          expires_at: expect.any(String),
        },
      ]);
      // nobody else sees it, answers it, or learns that it exists
      expect((await mine(stranger.auth)).map((row) => row.invite_id)).not.toContain(inviteId);
      for (const verb of ['accept', 'decline'] as const) {
        const other = await answer(inviteId, verb, stranger.auth);
        expect(other.statusCode).toBe(404);
        expect(other.json().message).toBe(familyMessages.inviteNotFound);
      }
      expect((await call('GET', '/api/campaigns/invitations', {})).statusCode).toBe(401);
      expect((await answer(inviteId, 'accept', {})).statusCode).toBe(401);
    });

    it('makes them a co-administrator only when they accept, and uses the invitation up', async () => {
      expect(await role(auth)).toBeNull();
      const accepted = await answer(inviteId, 'accept', auth);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        message: familyMessages.invitationAccepted,
        data: [{ campaign_id: campaign.id }],
      });
      expect(await role(auth)).toBe('admin');
      expect(await mine(auth)).toEqual([]);
      const again = await answer(inviteId, 'accept', auth);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(familyMessages.invitationUsed);
      // the mailed link is spent too
      const byLink = await call('POST', '/api/campaigns/invitation/accept', auth, { token });
      expect(byLink.statusCode).toBe(409);
    });
  });

  describe('declining', () => {
    it('closes the invitation: not listed, its link refused, the creator may invite again', async () => {
      const cousin = await createLoggedInUser(t.db, { email: uniqueEmail('cousin') });
      const { inviteId, token } = await invite(cousin.email);
      expect((await mine(cousin.auth)).map((row) => row.invite_id)).toEqual([inviteId]);
      const declined = await answer(inviteId, 'decline', cousin.auth);
      expect(declined.statusCode).toBe(200);
      expect(declined.json().message).toBe(familyMessages.invitationDeclinedNow);
      expect(await mine(cousin.auth)).toEqual([]);
      expect(await role(cousin.auth)).toBeNull();

      const byLink = await call('POST', '/api/campaigns/invitation/accept', cousin.auth, { token });
      expect(byLink.statusCode).toBe(409);
      expect(byLink.json().message).toBe(familyMessages.invitationDeclined);
      const state = await call('GET', `/api/campaigns/invitation?token=${token}`, {});
      expect(state.json().data.state).toBe('declined');
      const again = await answer(inviteId, 'accept', cousin.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(familyMessages.invitationDeclined);
      // a declined invitation neither waits in the creator's list nor can be withdrawn
      const list = await call('GET', `/api/campaigns/admins?campid=${campaign.id}`, creator.auth);
      expect(list.json().data.invites.map((row: { invite_id: number }) => row.invite_id)).not.toContain(
        inviteId,
      );
      const revoked = await call('DELETE', `/api/campaigns/admins/invites/${inviteId}`, creator.auth);
      expect(revoked.statusCode).toBe(404);
      expect((await invite(cousin.email)).inviteId).not.toBe(inviteId);
    });
  });

  describe('closed invitations', () => {
    it('lists neither an expired nor a withdrawn one, and refuses answering them in Arabic', async () => {
      const aunt = await createLoggedInUser(t.db, { email: uniqueEmail('aunt') });
      const expired = await invite(aunt.email);
      await t.db
        .updateTable('campaign_admin_invites')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', expired.inviteId)
        .execute();
      expect(await mine(aunt.auth)).toEqual([]);
      const late = await answer(expired.inviteId, 'accept', aunt.auth);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(familyMessages.invitationExpired);

      const withdrawn = await invite(aunt.email);
      await call('DELETE', `/api/campaigns/admins/invites/${withdrawn.inviteId}`, creator.auth);
      expect(await mine(aunt.auth)).toEqual([]);
      const refused = await answer(withdrawn.inviteId, 'decline', aunt.auth);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(familyMessages.invitationRevoked);
      expect(await role(aunt.auth)).toBeNull();
    });

    it('answers a malformed id with a 400, not a 500', async () => {
      const response = await call('POST', '/api/campaigns/invitations/abc/accept', stranger.auth);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('two answers at once', () => {
    it('lets exactly one of two racing answers through', async () => {
      const uncle = await createLoggedInUser(t.db, { email: uniqueEmail('uncle') });
      const { inviteId } = await invite(uncle.email);
      const answers = await Promise.all([
        answer(inviteId, 'accept', uncle.auth),
        answer(inviteId, 'decline', uncle.auth),
        answer(inviteId, 'accept', uncle.auth),
      ]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
      const row = await t.db
        .selectFrom('campaign_admin_invites')
        .select(['accepted_at', 'declined_at'])
        .where('id', '=', inviteId)
        .executeTakeFirstOrThrow();
      expect([row.accepted_at, row.declined_at].filter(Boolean)).toHaveLength(1);
      expect(await role(uncle.auth)).toBe(row.accepted_at ? 'admin' : null);
    });
  });
});
