import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';
import { HIDDEN_MARK } from '@athar/contract/moderation/hidden-parts';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { findCampaignImageKey } from '../db/queries/campaign-og-image';
import { findCampaignPreview } from '../db/queries/campaign-preview';
import { cairoDay } from '../lib/cairo-time';
import { createLoggedInUser, createAppWithSettings, type LoggedInUser } from '../test/factories';
import { createDeliveryUpdate, createFamilyUpdate, createShownDua } from '../test/hidden-part-factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { aFamilyPhoto, createCampaignAsFamily } from '../test/signal-factories';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)(
  'a moderator hides one element of a campaign on %s (docs/decisions/036)',
  (engine) => {
    let smtp: SmtpListener;
    let t: TestApp;
    let projectId: number;
    let moderator: string;
    let finance: string;

    const loggedIn = async (roles: Parameters<typeof createOperator>[1]) =>
      logInOperatorFully(t, await createOperator(t.db, roles, { name: `مشغّل ${roles.join(' ')}` }));

    beforeAll(async () => {
      smtp = await startSmtpListener();
      t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://athar.example' });
      projectId = (await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
      moderator = await loggedIn(['moderator']);
      finance = await loggedIn(['finance']);
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    /** A family's campaign with a photo, words, a shown dua, a family update and a delivery update. */
    async function familyCampaign(title: string) {
      const family = await createLoggedInUser(t.db);
      const id = await createCampaignAsFamily(t, family, projectId, {
        title,
        description: 'كان يحب الخير ويوصي بالصدقة',
        photo: await aFamilyPhoto(),
      });
      return {
        id,
        family,
        dua: await createShownDua(t.db, id, 'اللهم اغفر له وارحمه'),
        familyUpdate: await createFamilyUpdate(t.db, id, 'وصلت الصدقة الأولى، شكرًا لكم'),
        deliveryUpdate: await createDeliveryUpdate(t.db, id, 'بدأ حفر البئر هذا الأسبوع'),
      };
    }
    const hide = (campaignId: number, body: object, cookie = moderator) =>
      t.call({
        method: 'POST',
        url: `/api/operator/moderation/${campaignId}/hide`,
        payload: body,
        cookies: { athar_operator: cookie },
      });
    const details = async (id: number) =>
      (await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${id}` })).json().data[0];
    const ids = (items: { id: number }[]) => items.map((item) => item.id);
    const publicLists = async (id: number) => {
      const read = async (url: string) => (await t.call({ method: 'GET', url })).json().data;
      return {
        duas: ids((await read(`/api/campaigns/duas?campid=${id}`)).items),
        family: ids((await read(`/api/campaigns/family-updates?campid=${id}`))[0].items),
        delivery: ids((await read(`/api/campaigns/updates?campid=${id}`))[0].items),
      };
    };
    const hiddenForFamily = (id: number, user: LoggedInUser) =>
      t.call({ method: 'GET', url: `/api/campaigns/${id}/hidden-parts`, headers: user.auth });

    it('hides the photo, the words, a dua and both updates from the page, the API and link previews; the family still sees them, marked', async () => {
      const c = await familyCampaign('رفعت السيد');
      const before = await details(c.id);
      expect(before.campaign_image).not.toContain(DEFAULT_CAMPAIGN_IMAGE);
      expect(await publicLists(c.id)).toEqual({
        duas: [c.dua],
        family: [c.familyUpdate],
        delivery: [c.deliveryUpdate],
      });

      const photo = await hide(c.id, { part: 'photo', reason: 'الصورة لشخص آخر' });
      expect(photo.statusCode, photo.body).toBe(200);
      expect(photo.json().message).toBe(moderationMessages.hidden);
      for (const [part, part_id] of [
        ['description', undefined],
        ['dua', c.dua],
        ['family_update', c.familyUpdate],
        ['delivery_update', c.deliveryUpdate],
      ] as const) {
        const answer = await hide(c.id, { part, part_id, reason: 'فيه طلب مال خارج أثر' });
        expect(answer.statusCode, answer.body).toBe(200);
      }

      const after = await details(c.id);
      expect(after.campaign_image).toContain(DEFAULT_CAMPAIGN_IMAGE);
      expect(after.campaign_description).toBe('');
      expect(await publicLists(c.id)).toEqual({ duas: [], family: [], delivery: [] });
      const preview = await findCampaignPreview(t.db, c.id, cairoDay(new Date()));
      expect(preview).toMatchObject({ image: null, description: '' });
      expect(await findCampaignImageKey(t.db, c.id)).toBeNull();

      const family = await hiddenForFamily(c.id, c.family);
      expect(family.statusCode, family.body).toBe(200);
      const parts = family.json().data as { part: string; part_id: number | null; text: string | null }[];
      expect(parts.map((p) => [p.part, p.part_id])).toEqual([
        ['photo', null],
        ['description', null],
        ['dua', c.dua],
        ['family_update', c.familyUpdate],
        ['delivery_update', c.deliveryUpdate],
      ]);
      expect(parts[1]).toMatchObject({ text: 'كان يحب الخير ويوصي بالصدقة', reason: 'فيه طلب مال خارج أثر' });
      // nobody but the family reads what was hidden
      expect((await hiddenForFamily(c.id, await createLoggedInUser(t.db))).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: `/api/campaigns/${c.id}/hidden-parts` })).statusCode).toBe(
        401,
      );

      const audit = await t.db
        .selectFrom('audit_log')
        .select(['actor_id', 'changes'])
        .where('action', '=', 'campaign.moderation.hidden')
        .where('object_id', '=', String(c.id))
        .execute();
      expect(audit).toHaveLength(5);

      // restore puts everything back, audited
      const restored = await t.call({
        method: 'POST',
        url: `/api/operator/moderation/${c.id}/decision`,
        payload: { outcome: 'restored', reason: 'راجعنا الصفحة مع العائلة' },
        cookies: { athar_operator: moderator },
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().data[0].hidden_parts).toEqual([]);
      expect((await details(c.id)).campaign_image).toBe(before.campaign_image);
      expect((await details(c.id)).campaign_description).toBe('كان يحب الخير ويوصي بالصدقة');
      expect(await publicLists(c.id)).toEqual({
        duas: [c.dua],
        family: [c.familyUpdate],
        delivery: [c.deliveryUpdate],
      });
      const [entry] = await t.db
        .selectFrom('audit_log')
        .select('changes')
        .where('action', '=', 'campaign.moderation.restored')
        .where('object_id', '=', String(c.id))
        .execute();
      expect(entry?.changes).toMatchObject({ hidden_restored: [0, 5] });
    });

    it('tells the family by mail what was hidden, why, and how to ask again', async () => {
      const c = await familyCampaign('نبيلة فهمي');
      const reason = 'صورة \u202eمقلوبة\u202c $1 =HYPERLINK("x")';
      expect((await hide(c.id, { part: 'photo', reason })).statusCode).toBe(200);
      await t.app.outbox.drain();
      const told = smtp.mails.find(
        (mail: ParsedMail) =>
          mail.subject?.includes('أخفينا جزءًا للمراجعة') && mail.subject.includes('نبيلة فهمي'),
      );
      expect(told?.text).toContain('صورة الحملة');
      expect(told?.text).toContain(HIDDEN_MARK);
      expect(told?.text).toContain('$1 =HYPERLINK("x")');
      expect(told?.text).toContain('لطلب إظهاره من جديد');
    });

    it('refuses another campaign’s dua or update under this case, and the same element twice', async () => {
      const mine = await familyCampaign('حامد زكي');
      const theirs = await familyCampaign('سميرة رشاد');
      for (const [part, part_id] of [
        ['dua', theirs.dua],
        ['family_update', theirs.familyUpdate],
        ['delivery_update', theirs.deliveryUpdate],
      ] as const) {
        const refused = await hide(mine.id, { part, part_id, reason: 'ليس من هذه الحملة' });
        expect(refused.statusCode).toBe(404);
        expect(refused.json().message).toBe(moderationMessages.partNotFound);
      }
      expect(await publicLists(theirs.id)).toEqual({
        duas: [theirs.dua],
        family: [theirs.familyUpdate],
        delivery: [theirs.deliveryUpdate],
      });
      expect((await hide(mine.id, { part: 'dua', part_id: mine.dua, reason: 'دعاء جارح' })).statusCode).toBe(
        200,
      );
      expect((await hide(mine.id, { part: 'dua', part_id: mine.dua, reason: 'دعاء جارح' })).statusCode).toBe(
        404,
      );
      // a dua or update is named by its id; the photo and the words never are
      expect((await hide(mine.id, { part: 'dua', reason: 'بلا رقم' })).statusCode).toBe(400);
      expect((await hide(mine.id, { part: 'photo', part_id: mine.dua, reason: 'برقم' })).statusCode).toBe(
        400,
      );
      expect((await hide(mine.id, { part: 'description' })).statusCode).toBe(400);
    });

    it('is a moderator’s duty: finance gets 403 and nothing is hidden', async () => {
      const c = await familyCampaign('عادل منصور');
      const refused = await hide(c.id, { part: 'photo', reason: 'محاولة من المالية' }, finance);
      expect(refused.statusCode).toBe(403);
      expect((await details(c.id)).campaign_image).not.toContain(DEFAULT_CAMPAIGN_IMAGE);
      const anonymous = await t.call({
        method: 'POST',
        url: `/api/operator/moderation/${c.id}/hide`,
        payload: { part: 'photo', reason: 'بلا جلسة' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  },
);
