import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { createAppWithSettings, multipartPayload, testPicture, uniqueEmail } from '../test/factories';
import { createLoggedInUser } from '../test/factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { aFamilyPhoto, createCampaignAsFamily } from '../test/signal-factories';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)(
  'a hidden photo leaves the public uploads; a hidden update is not mailed, on %s (docs/decisions/044)',
  (engine) => {
    let smtp: SmtpListener;
    let t: TestApp;
    let projectId: number;
    let moderator: string;

    beforeAll(async () => {
      smtp = await startSmtpListener();
      t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://athar.example' });
      projectId = (await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
      moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    const asModerator = (url: string, payload: object) =>
      t.call({ method: 'POST', url, payload, cookies: { athar_operator: moderator } });
    const imageKey = async (id: number) =>
      t.db
        .selectFrom('campaigns')
        .select(['image', 'hidden_image'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const served = async (key: string) =>
      (await t.call({ method: 'GET', url: `/uploads/${key}` })).statusCode;
    const privately = (key: string) =>
      fs.existsSync(path.join(t.app.config.dataDir, 'private', 'hidden-photos', key));

    it('moves a hidden photo out of the public uploads, so its address stops answering, and restore brings it back', async () => {
      const family = await createLoggedInUser(t.db);
      const id = await createCampaignAsFamily(t, family, projectId, {
        title: 'زينب الشافعي',
        photo: await aFamilyPhoto(),
      });
      const { image } = await imageKey(id);
      expect(image).toMatch(/^campaigns\//);
      expect(await served(image!)).toBe(200);

      const hidden = await asModerator(`/api/operator/moderation/${id}/hide`, {
        part: 'photo',
        reason: 'صورة لشخص آخر',
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(await served(image!)).toBe(404);
      expect(privately(image!)).toBe(true);
      // the case's list no longer carries its public address, only the moderators' route (decision 047)
      expect(hidden.json().data[0].hidden_parts[0]).toMatchObject({
        part: 'photo',
        image_url: `/api/operator/moderation/${id}/hidden-photo`,
      });

      const restored = await asModerator(`/api/operator/moderation/${id}/decision`, {
        outcome: 'restored',
        reason: 'راجعنا الصورة مع العائلة',
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(await imageKey(id)).toEqual({ image, hidden_image: null });
      expect(await served(image!)).toBe(200);
      expect(privately(image!)).toBe(false);
    });

    it('deletes the hidden photo when the family replaced it and restore keeps their new one', async () => {
      const family = await createLoggedInUser(t.db);
      const id = await createCampaignAsFamily(t, family, projectId, {
        title: 'فريدة النجار',
        photo: await aFamilyPhoto(),
      });
      const { image: old } = await imageKey(id);
      await asModerator(`/api/operator/moderation/${id}/hide`, { part: 'photo', reason: 'صورة لشخص آخر' });
      const body = await multipartPayload(
        {},
        {
          field: 'campaign_image',
          name: 'p.png',
          type: 'image/png',
          bytes: await testPicture('png', 900, 700),
        },
      );
      const replaced = await t.call({
        method: 'PUT',
        url: `/api/campaigns/${id}/picture`,
        payload: body.payload,
        headers: { ...body.headers, ...family.auth },
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      const { image: fresh } = await imageKey(id);
      expect(await served(fresh!)).toBe(200);
      expect(privately(old!)).toBe(true);

      const restored = await asModerator(`/api/operator/moderation/${id}/decision`, {
        outcome: 'restored',
        reason: 'صورة العائلة الجديدة صحيحة',
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(await imageKey(id)).toEqual({ image: fresh, hidden_image: null });
      expect(await served(fresh!)).toBe(200);
      expect(privately(old!)).toBe(false);
      expect(await served(old!)).toBe(404);
    });

    it('sends no follower the mail of a family update hidden before it went; a shown one is mailed (real SMTP)', async () => {
      const family = await createLoggedInUser(t.db);
      const id = await createCampaignAsFamily(t, family, projectId, { title: 'حامد الرفاعي' });
      const follower = uniqueEmail('follower');
      await t.db
        .insertInto('campaign_follows')
        .values({
          campaign_id: id,
          email: follower,
          family_updates: true,
          friday: true,
          confirmed_at: new Date(),
        })
        .execute();
      await t.app.outbox.drain();
      const post = async (words: string) => {
        const form = await multipartPayload({ campid: String(id), body: words });
        const answer = await t.call({
          method: 'POST',
          url: '/api/campaigns/family-updates',
          payload: form.payload,
          headers: { ...form.headers, ...family.auth },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json().data[0].id as number;
      };
      const hiddenUpdate = await post('حولوا على المحفظة 01012345678');
      const hidden = await asModerator(`/api/operator/moderation/${id}/hide`, {
        part: 'family_update',
        part_id: hiddenUpdate,
        reason: 'فيه طلب مال خارج أثر',
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      await post('افتتحنا البئر اليوم بحمد الله');
      // two passes: the first fans an update out to one row per follower
      await t.app.outbox.drain();
      await t.app.outbox.drain();
      const toFollower = smtp.mails.filter((mail: ParsedMail) =>
        (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(follower)),
      );
      expect(toFollower).toHaveLength(1);
      expect(toFollower[0]!.text).toContain('افتتحنا البئر اليوم بحمد الله');
      expect(toFollower[0]!.text).not.toContain('01012345678');
      const stuck = await t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'family_update')
        .where('sent_at', 'is', null)
        .execute();
      expect(stuck).toEqual([]);
    });
  },
);
