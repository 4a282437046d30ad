import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { auditEntriesOf } from '../test/audit-entries';
import { createAppWithSettings, createLoggedInUser, type LoggedInUser } from '../test/factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { aFamilyPhoto, createCampaignAsFamily } from '../test/signal-factories';
import { createLoggedInStaff } from '../test/staff-factories';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const VIEWED = 'campaign.hidden_photo.viewed';

describe.each(testEngines)(
  'the hidden photo, seen only by a moderator, on %s (docs/decisions/047)',
  (engine) => {
    let t: TestApp;
    let family: LoggedInUser;
    let campaignId: number;
    let hiddenKey: string;
    let moderator: { id: number; cookie: string };

    const asOperator = async (roles: Parameters<typeof createOperator>[1]) => {
      const operator = await createOperator(t.db, roles, { name: `مشغّل ${roles.join(' ')}` });
      return { id: operator.id, cookie: await logInOperatorFully(t, operator) };
    };
    const photoUrl = (id: number) => `/api/operator/moderation/${id}/hidden-photo`;
    const viewAs = (id: number, who: { cookie?: string; auth?: Record<string, string> }) =>
      t.call({
        method: 'GET',
        url: photoUrl(id),
        headers: who.auth ?? {},
        ...(who.cookie ? { cookies: { athar_operator: who.cookie } } : {}),
      });

    beforeAll(async () => {
      t = await createAppWithSettings(engine, { PUBLIC_URL: 'https://athar.example' });
      const projectId = (await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
      family = await createLoggedInUser(t.db);
      campaignId = await createCampaignAsFamily(t, family, projectId, {
        title: 'عائشة المنياوي',
        photo: await aFamilyPhoto(),
      });
      moderator = await asOperator(['moderator']);
      const hidden = await t.call({
        method: 'POST',
        url: `/api/operator/moderation/${campaignId}/hide`,
        cookies: { athar_operator: moderator.cookie },
        payload: { part: 'photo', reason: 'صورة لشخص آخر' },
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      hiddenKey = (
        await t.db
          .selectFrom('campaigns')
          .select('hidden_image')
          .where('id', '=', campaignId)
          .executeTakeFirstOrThrow()
      ).hidden_image!;
    });
    afterAll(() => t.close());

    it('serves the private file to the duty moderator and to an admin, never cached, each view audited', async () => {
      const onDisk = fs.readFileSync(path.join(t.app.config.dataDir, 'private', 'hidden-photos', hiddenKey));
      // the public address answers nothing: only this route reads the file
      expect((await t.call({ method: 'GET', url: `/uploads/${hiddenKey}` })).statusCode).toBe(404);
      const admin = await asOperator(['admin']);
      for (const operator of [moderator, admin, moderator]) {
        const seen = await viewAs(campaignId, operator);
        expect(seen.statusCode, seen.body).toBe(200);
        expect(seen.headers['content-type']).toBe('image/webp');
        expect(seen.headers['cache-control']).toBe('private, no-store');
        expect(seen.headers['x-content-type-options']).toBe('nosniff');
        expect(seen.rawPayload.equals(onDisk)).toBe(true);
      }
      const views = (await auditEntriesOf(t.db, VIEWED)).filter(
        (row) => Number(row.object_id) === campaignId,
      );
      expect(views.map((row) => row.actor_id)).toEqual([moderator.id, admin.id, moderator.id]);
      expect(views.every((row) => row.actor_kind === 'operator' && row.object_kind === 'campaign')).toBe(
        true,
      );

      // the case names this route for the photo, not a public address; the family's list names none
      const found = await viewAs(campaignId, moderator);
      expect(found.statusCode).toBe(200);
      const opened = await t.call({
        method: 'GET',
        url: `/api/operator/moderation/${campaignId}`,
        cookies: { athar_operator: moderator.cookie },
      });
      expect(opened.json().data[0].hidden_parts).toEqual([
        expect.objectContaining({ part: 'photo', image_url: photoUrl(campaignId) }),
      ]);
      const familyList = await t.call({
        method: 'GET',
        url: `/api/campaigns/${campaignId}/hidden-parts`,
        headers: family.auth,
      });
      expect(familyList.json().data).toEqual([expect.objectContaining({ part: 'photo', image_url: null })]);
    });

    it('answers a guest, a visitor, charity staff, the family and a finance operator with nothing, unaudited', async () => {
      const before = (await auditEntriesOf(t.db, VIEWED)).length;
      const charity = (await t.db.selectFrom('ngos').select('id').executeTakeFirstOrThrow()).id;
      const staff = await createLoggedInStaff(t.db, charity, { finance: true });
      const visitor = await createLoggedInUser(t.db);
      const finance = await asOperator(['finance']);
      const onboarding = await asOperator(['onboarding']);
      const refused = [
        { who: 'guest', answer: await viewAs(campaignId, {}), status: 401 },
        { who: 'visitor', answer: await viewAs(campaignId, { auth: visitor.auth }), status: 401 },
        { who: 'staff', answer: await viewAs(campaignId, { auth: staff.auth }), status: 401 },
        { who: 'family', answer: await viewAs(campaignId, { auth: family.auth }), status: 401 },
        { who: 'finance', answer: await viewAs(campaignId, finance), status: 403 },
        { who: 'onboarding', answer: await viewAs(campaignId, onboarding), status: 403 },
      ];
      for (const { who, answer, status } of refused) {
        expect(answer.statusCode, who).toBe(status);
        expect(answer.headers['content-type'], who).toMatch(/^application\/json/);
        expect(answer.rawPayload.includes(Buffer.from('RIFF')), who).toBe(false);
      }
      expect(await auditEntriesOf(t.db, VIEWED)).toHaveLength(before);
    });

    it('is a 404 in Arabic for a campaign without a hidden photo, and for no campaign', async () => {
      const projectId = (await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
      const shown = await createCampaignAsFamily(t, family, projectId, {
        title: 'صفية الحلواني',
        photo: await aFamilyPhoto(),
      });
      for (const id of [shown, 999_999_999]) {
        const answer = await viewAs(id, moderator);
        expect(answer.statusCode).toBe(404);
        expect(answer.json().message).toBe(moderationMessages.hiddenPhotoNotFound);
      }
    });
  },
);
