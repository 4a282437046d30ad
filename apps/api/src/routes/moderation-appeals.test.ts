import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { APPEALS_PER_DAY } from '@athar/contract/moderation/appeals';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { createSession } from '../services/accounts/sessions';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createDonation } from '../test/donation-factories';
import { createAppWithSettings, createLoggedInUser } from '../test/factories';
import { createShownDua } from '../test/hidden-part-factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

interface Operator {
  id: number;
  cookie: string;
}

describe.each(testEngines)(
  'the family appeals an outcome; another moderator decides on %s (migration 044)',
  (engine) => {
    let smtp: SmtpListener;
    let t: TestApp;
    let asker: Operator;
    let approver: Operator;
    let third: Operator;
    let admin: Operator;
    let finance: Operator;

    const loggedIn = async (roles: Parameters<typeof createOperator>[1], name: string) => {
      const operator = await createOperator(t.db, roles, { name });
      return { id: operator.id, cookie: await logInOperatorFully(t, operator) };
    };

    beforeAll(async () => {
      smtp = await startSmtpListener();
      t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://athar.example' });
      asker = await loggedIn(['moderator'], 'مشرفة الحجب');
      approver = await loggedIn(['moderator'], 'مشرف الموافقة');
      third = await loggedIn(['moderator'], 'مشرفة الطعون');
      admin = await loggedIn(['admin'], 'مدير المنصة');
      finance = await loggedIn(['finance'], 'مسؤول المالية');
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    const op = (method: 'GET' | 'POST', url: string, who: Operator, payload?: object) =>
      t.call({ method, url, payload, cookies: { athar_operator: who.cookie } });
    const asFamily = async (campaign: CreatorCampaign) => {
      const token = await createSession(t.db, campaign.creator.id);
      return { authorization: `Bearer ${token}` };
    };
    const appeal = (campaignId: number, auth: Record<string, string>, payload: object) =>
      t.call({ method: 'POST', url: `/api/campaigns/${campaignId}/appeals`, headers: auth, payload });
    const appeals = (campaignId: number, auth: Record<string, string>) =>
      t.call({ method: 'GET', url: `/api/campaigns/${campaignId}/appeals`, headers: auth });
    const decideAppeal = (appealId: number, who: Operator, result: string, reason: string) =>
      op('POST', `/api/operator/moderation/appeals/${appealId}/decision`, who, { result, reason });
    const moderationOf = async (id: number) =>
      (await t.db.selectFrom('campaigns').select('moderation').where('id', '=', id).executeTakeFirstOrThrow())
        .moderation;

    /** A take-down with four eyes: `asker` asks, `approver` approves; the decision's id. */
    async function takeDown(campaign: CreatorCampaign): Promise<number> {
      const asked = await op('POST', '/api/operator/approvals', asker, {
        action: 'campaign.take_down',
        object_id: campaign.id,
        reason: 'صورة محمية بحقوق ملكية',
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const approved = await op(
        'POST',
        `/api/operator/approvals/${asked.json().data[0].id}/approve`,
        approver,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      return latestDecision(campaign.id);
    }
    const latestDecision = async (campaignId: number) =>
      (
        await t.db
          .selectFrom('moderation_decisions')
          .select('id')
          .where('campaign_id', '=', campaignId)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id;

    it('takes a co-admin’s appeal of a take-down to the queue as «طعن»; the deciders may not decide it, admin or not; a third moderator grants it, mailed and audited', async () => {
      const campaign = await createCreatorCampaign(t.db, { title: 'قمر الزمان الفريد', collected: 20_000 });
      const pendingCash = await createDonation(t.db, campaign, { type: 'cash', status: 'pending' });
      const decisionId = await takeDown(campaign);
      const coAdmin = await createLoggedInUser(t.db, { email: 'coadmin.appeal@example.com' });
      await t.db
        .insertInto('campaign_admins')
        .values({ campaign_id: campaign.id, user_id: coAdmin.id })
        .execute();

      // the family sees the outcome in force and may appeal it
      const seen = await appeals(campaign.id, coAdmin.auth);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().data).toEqual([
        expect.objectContaining({
          decision_id: decisionId,
          outcome: 'taken_down',
          in_force: true,
          appeal: null,
        }),
      ]);
      // a stranger reads and writes nothing; nobody logged out either
      const stranger = await createLoggedInUser(t.db);
      expect((await appeals(campaign.id, stranger.auth)).statusCode).toBe(404);
      const refused = await appeal(campaign.id, stranger.auth, {
        decision_id: decisionId,
        body: 'نطلب المراجعة',
      });
      expect(refused.statusCode).toBe(404);
      expect(
        (await appeal(campaign.id, {}, { decision_id: decisionId, body: 'نطلب المراجعة' })).statusCode,
      ).toBe(401);
      // the words are required and at most 2000 characters, said in Arabic
      const empty = await appeal(campaign.id, coAdmin.auth, { decision_id: decisionId, body: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain(moderationMessages.appealText);
      const long = await appeal(campaign.id, coAdmin.auth, {
        decision_id: decisionId,
        body: 'ا'.repeat(2001),
      });
      expect(long.statusCode).toBe(400);

      const words = 'الصورة صورة والدنا التقطها أخي $& $1 =HYPERLINK("x") \u202Eعكس\u202C';
      const sent = await appeal(campaign.id, coAdmin.auth, { decision_id: decisionId, body: words });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().message).toBe(moderationMessages.appealSent);
      const stored = sent.json().data[0].appeal;
      expect(stored).toMatchObject({ state: 'open', answer: null });
      // `$` patterns and the formula stay text; the bidi override is taken out, its words kept
      expect(stored.body).toContain('$& $1 =HYPERLINK("x")');
      expect(stored.body).toContain('عكس');
      expect(stored.body).not.toMatch(/[\u202A-\u202E]/);

      // a second appeal of the same outcome is refused, in Arabic
      const again = await appeal(campaign.id, await asFamily(campaign), {
        decision_id: decisionId,
        body: 'مرة أخرى',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(moderationMessages.appealOpen);

      // the queue: severe, marked «طعن», with the original decision, its reason and who decided it
      const queue = await op('GET', '/api/operator/moderation?limit=100', third);
      const item = queue
        .json()
        .data[0].items.find((i: { campaign_id: number }) => i.campaign_id === campaign.id);
      expect(item).toMatchObject({ severe: true, moderation: 'taken_down' });
      const opened = (await op('GET', `/api/operator/moderation/${campaign.id}`, third)).json().data[0];
      expect(opened.reports.filter((r: { stage: string }) => r.stage === 'queue')).toEqual([
        expect.objectContaining({ reason: 'appeal', reason_label: 'طعن' }),
      ]);
      const [caseAppeal] = opened.appeals;
      expect(caseAppeal).toMatchObject({
        state: 'open',
        body: stored.body,
        outcome: 'taken_down',
        decision_reason: 'صورة محمية بحقوق ملكية',
        decided_by: 'مشرفة الحجب',
        approved_by: 'مشرف الموافقة',
      });
      expect(caseAppeal.excluded_operator_ids.sort()).toEqual([asker.id, approver.id].sort());

      // those who took part in the decision may not decide its appeal; finance may not moderate
      for (const who of [asker, approver]) {
        const same = await decideAppeal(caseAppeal.id, who, 'granted', 'راجعت قراري');
        expect(same.statusCode).toBe(403);
        expect(same.json().message).toBe(moderationMessages.appealSameModerator);
      }
      const byFinance = await decideAppeal(caseAppeal.id, finance, 'granted', 'سبب واضح');
      expect(byFinance.statusCode).toBe(403);
      expect(byFinance.json().message).toBe(operatorMessages.roleMissing);

      const granted = await decideAppeal(caseAppeal.id, third, 'granted', 'أثبتت العائلة أن الصورة صورتها');
      expect(granted.statusCode, granted.body).toBe(200);
      expect(granted.json().message).toBe(moderationMessages.appealGranted);
      expect(await moderationOf(campaign.id)).toBeNull();
      const page = await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaign.id}` });
      expect(page.statusCode).toBe(200);
      // the case leaves the queue; the pending cash collection is untouched
      const after = await op('GET', '/api/operator/moderation?limit=100', third);
      expect(after.json().data[0].items.map((i: { campaign_id: number }) => i.campaign_id)).not.toContain(
        campaign.id,
      );
      const cash = await t.db
        .selectFrom('donations')
        .select('status')
        .where('id', '=', pendingCash)
        .executeTakeFirstOrThrow();
      expect(cash.status).toBe('pending');

      const [entry] = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'campaign.appeal.granted')
        .where('object_id', '=', String(campaign.id))
        .execute();
      expect(entry).toMatchObject({ actor_kind: 'operator', actor_id: third.id });
      expect(entry!.changes).toMatchObject({
        moderation: ['taken_down', null],
        appeal_state: ['open', 'granted'],
      });

      // the family's page shows the answer; each of the family is mailed it, gently
      const answered = (await appeals(campaign.id, coAdmin.auth)).json().data;
      expect(answered[0]).toMatchObject({ in_force: false });
      expect(answered[0].appeal).toMatchObject({
        state: 'granted',
        answer: 'أثبتت العائلة أن الصورة صورتها',
      });
      await t.app.outbox.drain();
      const mails = smtp.mails.filter(
        (mail: ParsedMail) =>
          mail.subject?.includes('قبلنا طلب مراجعتكم') && mail.subject.includes('قمر الزمان الفريد'),
      );
      expect(mails.map((mail) => (mail.to as { text: string }).text).sort()).toEqual(
        [campaign.creator.email, 'coadmin.appeal@example.com'].sort(),
      );
      expect(mails[0]!.text).toContain('أثبتت العائلة أن الصورة صورتها');
      expect(mails[0]!.text).toContain(`https://athar.example/Campaign/${campaign.id}/family`);
      expect(mails[0]!.text).not.toMatch(/احتيال|نصب|مخالف|fraud/i);
      // the take-down mail said how to appeal, and linked to the family page
      const takeDownMail = smtp.mails.find(
        (mail: ParsedMail) =>
          mail.subject?.includes('حجبنا للمراجعة') && mail.subject.includes('قمر الزمان الفريد'),
      );
      expect(takeDownMail?.text).toContain('طلب مراجعة القرار');
      expect(takeDownMail?.text).toContain(`https://athar.example/Campaign/${campaign.id}/family`);
      expect(takeDownMail?.text).not.toMatch(/احتيال|نصب|fraud/i);
    });

    it('refuses the original decider even as admin; two moderators deciding at once decide once; upheld changes nothing', async () => {
      const campaign = await createCreatorCampaign(t.db, { title: 'سعاد الهواري' });
      const paused = await op('POST', `/api/operator/moderation/${campaign.id}/decision`, admin, {
        outcome: 'paused',
        reason: 'نراجع طلب تحويل في النص',
      });
      expect(paused.statusCode, paused.body).toBe(200);
      const decisionId = await latestDecision(campaign.id);
      const sent = await appeal(campaign.id, await asFamily(campaign), {
        decision_id: decisionId,
        body: 'حذفنا الرقم من النص',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const appealId = sent.json().data[0].appeal.id;

      // deciding an appeal asks a fresh code (docs/decisions/044): without one, 403 and nothing decided
      const moderator = await createOperator(t.db, ['moderator'], { name: 'مشرف بلا رمز جديد' });
      const stale = {
        id: moderator.id,
        cookie: await logInOperatorFully(t, moderator, { steppedUp: false }),
      };
      const refusedStale = await decideAppeal(appealId, stale, 'granted', 'أرفع القرار');
      expect(refusedStale.statusCode).toBe(403);
      expect(refusedStale.json().errors).toEqual({ step_up: operatorMessages.stepUpNeeded });
      expect(await moderationOf(campaign.id)).toBe('paused');

      const self = await decideAppeal(appealId, admin, 'granted', 'أرفع قراري');
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe(moderationMessages.appealSameModerator);

      const both = await Promise.all([
        decideAppeal(appealId, third, 'upheld', 'ما زال الرقم في التحديث'),
        decideAppeal(appealId, asker, 'upheld', 'ما زال الرقم في التحديث'),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(moderationMessages.appealDecided);
      const rows = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'campaign.appeal.upheld')
        .where('object_id', '=', String(campaign.id))
        .execute();
      expect(rows).toHaveLength(1);
      expect(await moderationOf(campaign.id)).toBe('paused');
      // upheld: the outcome is still in force and may be appealed again, within the day's limit
      const view = (await appeals(campaign.id, await asFamily(campaign))).json().data;
      expect(view[0]).toMatchObject({ outcome: 'paused', appeal: { state: 'upheld' } });
      await t.app.outbox.drain();
      const told = smtp.mails.find(
        (m: ParsedMail) => m.subject?.includes('راجعنا طلبكم') && m.subject.includes('سعاد الهواري'),
      );
      expect(told?.text).toContain('ما زال الرقم في التحديث');
    });

    it('grants an appeal of one hidden element: that element back, nothing else; the day’s limit holds', async () => {
      const campaign = await createCreatorCampaign(t.db, { title: 'نبيلة الشاذلي' });
      const kind = await createShownDua(t.db, campaign.id, 'اللهم ارحمها');
      const hurtful = await createShownDua(t.db, campaign.id, 'دعاء آخر');
      for (const dua of [kind, hurtful]) {
        const hidden = await op('POST', `/api/operator/moderation/${campaign.id}/hide`, asker, {
          part: 'dua',
          part_id: dua,
          reason: 'نراجع هذا الدعاء',
        });
        expect(hidden.statusCode, hidden.body).toBe(200);
      }
      const auth = await asFamily(campaign);
      const outcomes = (await appeals(campaign.id, auth)).json().data as { decision_id: number }[];
      expect(outcomes).toHaveLength(2);
      const kindDecision = (
        await t.db
          .selectFrom('moderation_decisions')
          .select('id')
          .where('part_id', '=', kind)
          .executeTakeFirstOrThrow()
      ).id;
      const sent = await appeal(campaign.id, auth, { decision_id: kindDecision, body: 'هذا دعاء أمنا لها' });
      expect(sent.statusCode, sent.body).toBe(200);
      // another campaign's decision is not this campaign's to appeal
      const other = await createCreatorCampaign(t.db);
      expect(
        (await appeal(other.id, await asFamily(other), { decision_id: kindDecision, body: 'نطلب' }))
          .statusCode,
      ).toBe(404);

      const appealId = (await appeals(campaign.id, auth))
        .json()
        .data.find((o: { decision_id: number }) => o.decision_id === kindDecision).appeal.id;
      expect((await decideAppeal(appealId, third, 'granted', 'دعاء لا بأس به')).statusCode).toBe(200);
      const shown = await t.db
        .selectFrom('duas')
        .select(['id', 'moderation_hidden'])
        .where('campaign_id', '=', campaign.id)
        .orderBy('id')
        .execute();
      expect(shown.map((d) => [d.id, d.moderation_hidden])).toEqual([
        [kind, false],
        [hurtful, true],
      ]);

      // the family's appeals a day are limited
      const hurtfulDecision = (
        await t.db
          .selectFrom('moderation_decisions')
          .select('id')
          .where('part_id', '=', hurtful)
          .executeTakeFirstOrThrow()
      ).id;
      for (let i = 1; i < APPEALS_PER_DAY; i += 1) {
        const next = await appeal(campaign.id, auth, { decision_id: hurtfulDecision, body: `طلب رقم ${i}` });
        expect(next.statusCode, next.body).toBe(200);
        const id = (await appeals(campaign.id, auth))
          .json()
          .data.find((o: { decision_id: number }) => o.decision_id === hurtfulDecision).appeal.id;
        expect((await decideAppeal(id, third, 'upheld', 'يبقى مخفيًا')).statusCode).toBe(200);
      }
      const limited = await appeal(campaign.id, auth, { decision_id: hurtfulDecision, body: 'طلب أخير' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(moderationMessages.appealLimited);
    });
  },
);
