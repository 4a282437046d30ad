import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { deliveryMessages } from '@athar/contract/charity/delivery-messages';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { createCharity, createProject, type TestCharity, type TestProject } from '../test/charity-factories';
import { createDonation } from '../test/donation-factories';
import { createAppWithSettings, createUser, testPicture, uniqueEmail } from '../test/factories';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { createLoggedInStaff, type LoggedInStaff } from '../test/staff-factories';
import type { TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { addDays, cairoDay } from '../lib/cairo-time';

const PUBLIC_URL = 'https://athar.example';
const RLO = '\u202E';

interface Form {
  fields: Record<string, string>;
  takenOn?: string[];
  photos?: Buffer[];
  certificate?: Buffer;
}

/** multipart/form-data with repeated `taken_on` fields and `photo` files, as the console sends it. */
async function formPayload({ fields, takenOn = [], photos = [], certificate }: Form) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const day of takenOn) form.append('taken_on', day);
  for (const [index, bytes] of photos.entries())
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
  if (certificate)
    form.append(
      'certificate',
      new Blob([new Uint8Array(certificate)], { type: 'image/png' }),
      'certificate.png',
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe.each(oneEngine)('proof of delivery on %s', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let charity: TestCharity;
  let other: TestCharity;
  let staff: LoggedInStaff;
  let otherStaff: LoggedInStaff;
  /** a lasting asset (صدقة جارية) with two campaigns */
  let well: TestProject;
  /** plain صدقة, one campaign */
  let meals: TestProject;
  let first: { id: number; code: number; creatorEmail: string };
  let second: { id: number; code: number; creatorEmail: string };
  let mealsCampaign: { id: number; code: number; creatorEmail: string };
  let othersCampaign: { id: number; code: number; creatorEmail: string };
  let othersProject: TestProject;
  let photo: Buffer;
  let certificate: Buffer;
  const today = cairoDay(new Date());

  /** A campaign on the project, created by a new account with its own e-mail. */
  async function campaignOn(project: TestProject, title: string) {
    const creator = await createUser(t.db, { email: uniqueEmail('family'), user_name: 'منى صابر' });
    const row = await t.db
      .insertInto('campaigns')
      .values({ project_id: project.id, user_id: creator.id, title })
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
    return { id: row.id, code: row.code, creatorEmail: creator.email };
  }

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    charity = await createCharity(t.db);
    other = await createCharity(t.db);
    staff = await createLoggedInStaff(t.db, charity.id);
    otherStaff = await createLoggedInStaff(t.db, other.id);
    well = await createProject(t.db, charity);
    await t.db.updateTable('projects').set({ sadaqa_kind: 'jariya' }).where('id', '=', well.id).execute();
    meals = await createProject(t.db, charity);
    othersProject = await createProject(t.db, other);
    first = await campaignOn(well, 'محمود عبد الرحمن');
    second = await campaignOn(well, 'سعاد إبراهيم');
    mealsCampaign = await campaignOn(meals, 'حسن علي');
    othersCampaign = await campaignOn(othersProject, 'كريم سامي');
    photo = await testPicture('jpeg', 800, 600);
    certificate = await testPicture('png', 600, 800);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function post(form: Form, auth = staff.auth) {
    const body = await formPayload(form);
    return t.call({
      method: 'POST',
      url: '/api/charity/updates',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  }

  const progress = (fields: Record<string, string> = {}): Record<string, string> => ({
    project_id: String(well.id),
    kind: 'progress',
    body: 'بدأ حفر البئر هذا الأسبوع.',
    ...fields,
  });

  const timeline = async (campaignId: number, query = '') => {
    const response = await t.call({
      method: 'GET',
      url: `/api/campaigns/updates?campid=${campaignId}${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data[0] as { total_count: number; items: Record<string, unknown>[] };
  };

  describe('who may post where', () => {
    it('refuses a visitor without a staff session', async () => {
      const response = await post({ fields: progress() }, { authorization: '' });
      expect(response.statusCode).toBe(401);
    });

    it("answers 404 for another charity's project or campaign, and writes nothing", async () => {
      const before = await t.db.selectFrom('delivery_updates').select('id').execute();
      const toProject = await post({ fields: progress({ project_id: String(othersProject.id) }) });
      expect(toProject.statusCode).toBe(404);
      expect(toProject.json().message).toBe(apiMessages.projectNotFound);
      const toCampaign = await post({ fields: progress({ campaign_id: String(othersCampaign.id) }) });
      expect(toCampaign.statusCode).toBe(404);
      expect(toCampaign.json().message).toBe(apiMessages.campaignNotFound);
      // the other charity's staff cannot post to this charity's project either
      const reversed = await post({ fields: progress() }, otherStaff.auth);
      expect(reversed.statusCode).toBe(404);
      expect(await t.db.selectFrom('delivery_updates').select('id').execute()).toEqual(before);
    });
  });

  describe('validation', () => {
    const refused = async (form: Form, field: string, message: string) => {
      const response = await post(form);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().errors[field]).toBe(message);
    };

    it('asks for the certificate of a completed project', () =>
      refused(
        { fields: progress({ kind: 'completed' }) },
        'certificate',
        deliveryMessages.certificateRequired,
      ));

    it('keeps "still working in year N" to lasting projects, with a year', async () => {
      await refused(
        { fields: progress({ project_id: String(meals.id), kind: 'still_working', year_number: '2' }) },
        'kind',
        deliveryMessages.stillWorkingNotJariya,
      );
      await refused(
        { fields: progress({ kind: 'still_working' }) },
        'year_number',
        deliveryMessages.yearRequired,
      );
      await refused(
        { fields: progress({ kind: 'still_working', year_number: '0' }) },
        'year_number',
        deliveryMessages.yearRequired,
      );
    });

    it('refuses a photo taken after today, a photo without a date and a seventh photo', async () => {
      await refused(
        { fields: progress(), takenOn: [addDays(today, 1)], photos: [photo] },
        'taken_on',
        deliveryMessages.photoDateFuture,
      );
      await refused({ fields: progress(), photos: [photo] }, 'taken_on', deliveryMessages.photoDateRequired);
      await refused(
        { fields: progress(), takenOn: ['2026-02-30'], photos: [photo] },
        'taken_on',
        deliveryMessages.photoDateInvalid,
      );
      await refused(
        { fields: progress(), takenOn: Array(7).fill(today), photos: Array(7).fill(photo) },
        'taken_on',
        deliveryMessages.tooManyPhotos,
      );
      await refused(
        { fields: progress(), takenOn: Array(6).fill(today), photos: Array(7).fill(photo) },
        'photo',
        deliveryMessages.tooManyPhotos,
      );
    });

    it('refuses a certificate that is no picture, keeping no file and no row behind', async () => {
      const folder = path.join(t.config.dataDir, 'uploads', 'updates');
      const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder).length : 0);
      const before = files();
      const response = await post({
        fields: progress({ kind: 'completed' }),
        takenOn: [today],
        photos: [photo],
        certificate: Buffer.from('=HYPERLINK("x") not a picture'),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().errors.certificate).toBe(validationMessages.imageType);
      expect(files()).toBe(before);
      expect(await t.db.selectFrom('delivery_updates').select('id').execute()).toEqual([]);
    });

    it("refuses a campaign of another of the charity's projects, and a text too long or empty", async () => {
      await refused(
        { fields: progress({ campaign_id: String(mealsCampaign.id) }) },
        'campaign_id',
        deliveryMessages.campaignNotInProject,
      );
      await refused({ fields: progress({ body: '   ' }) }, 'body', deliveryMessages.bodyRequired);
      await refused({ fields: progress({ body: 'ب'.repeat(2001) }) }, 'body', deliveryMessages.bodyRequired);
      await refused({ fields: progress({ kind: 'done' }) }, 'kind', deliveryMessages.kindInvalid);
      await refused(
        { fields: progress({ beneficiaries: '-3' }) },
        'beneficiaries',
        deliveryMessages.beneficiariesInvalid,
      );
    });
  });

  describe('posting, the timeline and the mails', () => {
    const donor = uniqueEmail('donor');
    const upperDonor = uniqueEmail('upper');
    const unsubscribed = uniqueEmail('quiet');
    const pendingDonor = uniqueEmail('pending');
    const deletedDonor = uniqueEmail('deleted');
    const writing = `${RLO}تم حفر البئر =1+2 و $& و $1 <b>بحمد الله</b>\nوبدأ الضخ.`;
    let projectWideId: number;
    let completedId: number;

    const mailsTo = (address: string) =>
      smtp.mails.filter((mail: ParsedMail) =>
        [mail.to].flat().some((to) => to?.text.toLowerCase().includes(address.toLowerCase())),
      );

    beforeAll(async () => {
      const c1 = { id: first.id, ngo_id: charity.id };
      const c2 = { id: second.id, ngo_id: charity.id };
      // one donor of both campaigns: one mail for a project-wide update
      await createDonation(t.db, c1, { status: 'confirmed', email: donor });
      await createDonation(t.db, c2, { status: 'confirmed', email: donor });
      await createDonation(t.db, c2, { status: 'confirmed', email: upperDonor.toUpperCase() });
      await createDonation(t.db, c1, { status: 'pending', email: pendingDonor });
      await createDonation(t.db, c1, { status: 'confirmed', email: unsubscribed });
      await t.db
        .insertInto('update_unsubscribes')
        .values({ email: unsubscribed, campaign_id: first.id })
        .execute();
      const gone = await createUser(t.db, { email: deletedDonor });
      await createDonation(t.db, c1, { status: 'confirmed', email: deletedDonor, userId: gone.id });
      await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
      // a donor of the other charity's campaign hears nothing of this charity's updates
      await createDonation(
        t.db,
        { id: othersCampaign.id, ngo_id: other.id },
        { status: 'confirmed', email: donor },
      );
    });

    it('posts a project-wide update with a photo and mails each donor and family once', async () => {
      const response = await post({
        fields: progress({ body: writing, beneficiaries: '120' }),
        takenOn: [addDays(today, -2)],
        photos: [photo],
      });
      expect(response.statusCode).toBe(200);
      const [posted] = response.json().data;
      expect(response.json().message).toBe(deliveryMessages.posted);
      projectWideId = posted.id;
      // the scoped control is dropped; the rest is kept exactly as written
      expect(posted.body).toBe(writing.slice(1));
      expect(posted).toMatchObject({
        kind: 'progress',
        beneficiaries: 120,
        campaign_id: null,
        project_wide: true,
        certificate_url: null,
        year_number: null,
      });
      expect(posted.photos).toEqual([
        { url: expect.stringMatching(/^\/uploads\/updates\/.+\.webp$/), taken_on: addDays(today, -2) },
      ]);
      // re-encoded as WebP under the uploads folder
      const file = path.join(t.config.dataDir, posted.photos[0].url.replace('/uploads/', 'uploads/'));
      expect(fs.readFileSync(file).subarray(8, 12).toString()).toBe('WEBP');
      // the donor of both campaigns, the other donor, the two families
      expect(posted.mails_queued).toBe(4);

      await t.app.outbox.drain();
      for (const address of [donor, upperDonor, first.creatorEmail, second.creatorEmail]) {
        expect(mailsTo(address)).toHaveLength(1);
      }
      for (const address of [unsubscribed, pendingDonor, deletedDonor])
        expect(mailsTo(address)).toHaveLength(0);

      const mail = mailsTo(first.creatorEmail)[0]!;
      expect(mail.text).toContain('تم حفر البئر =1+2 و $& و $1 <b>بحمد الله</b>');
      expect(mail.text).toContain('وبدأ الضخ.');
      expect(mail.text).not.toContain(RLO);
      expect(String(mail.html)).toContain('&lt;b&gt;بحمد الله&lt;/b&gt;');
      expect(String(mail.html)).not.toContain('<b>');
      expect(mail.text).toContain('عدد المستفيدين: 120');
      expect(mail.text).toContain(`${PUBLIC_URL}${posted.photos[0].url}`);
      expect(mail.text).toContain(`${PUBLIC_URL}/${first.code}`);
      const unsubscribeLink = [...String(mail.html).matchAll(/href="([^"]+)"/g)]
        .map((match) => match[1]!.replace(/&amp;/g, '&'))
        .find((href) => href.startsWith(`${PUBLIC_URL}/Unsubscribe?token=`));
      expect(unsubscribeLink).toBeDefined();
      const listHeader = mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
      expect(listHeader.replace(/\s+/g, '')).toContain(`<${unsubscribeLink}>`);
    });

    it('posts a completed update of one campaign with its certificate', async () => {
      const response = await post({
        fields: progress({ kind: 'completed', campaign_id: String(first.id), body: 'اكتمل حفر البئر.' }),
        takenOn: [today, addDays(today, -1)],
        photos: [photo, photo],
        certificate,
      });
      expect(response.statusCode).toBe(200);
      const [posted] = response.json().data;
      completedId = posted.id;
      expect(posted).toMatchObject({ kind: 'completed', campaign_id: first.id, project_wide: false });
      expect(posted.certificate_url).toMatch(/^\/uploads\/updates\/.+\.webp$/);
      expect(posted.photos.map((entry: { taken_on: string }) => entry.taken_on)).toEqual([
        today,
        addDays(today, -1),
      ]);
      // the first campaign's donor (not unsubscribed, not deleted) and its family only
      expect(posted.mails_queued).toBe(2);
      await t.app.outbox.drain();
      expect(mailsTo(donor)).toHaveLength(2);
      expect(mailsTo(second.creatorEmail)).toHaveLength(1);
      expect(mailsTo(donor)[1]!.text).toContain('شهادة إتمام المشروع');
    });

    it('shows a campaign its own updates and its project-wide ones, newest first, without staff', async () => {
      await post({ fields: { project_id: String(meals.id), kind: 'progress', body: 'وُزعت الوجبات.' } });
      const page = await timeline(first.id);
      expect(page.total_count).toBe(2);
      expect(page.items.map((item) => item.id)).toEqual([completedId, projectWideId]);
      expect(JSON.stringify(page)).not.toMatch(/staff/);
      const ofSecond = await timeline(second.id);
      expect(ofSecond.items.map((item) => item.id)).toEqual([projectWideId]);
      const paged = await timeline(first.id, '&offset=1&rowscount=1');
      expect(paged.items.map((item) => item.id)).toEqual([projectWideId]);
      expect(paged.total_count).toBe(2);
      expect((await timeline(othersCampaign.id)).items).toEqual([]);
      const missing = await t.call({ method: 'GET', url: '/api/campaigns/updates?campid=999999999' });
      expect(missing.statusCode).toBe(404);
    });

    it("lists the charity's own updates to its staff only", async () => {
      const mine = await t.call({ method: 'GET', url: '/api/charity/updates', headers: staff.auth });
      expect(mine.statusCode).toBe(200);
      const page = mine.json().data[0];
      expect(page.total_count).toBe(3);
      expect(page.items[1]).toMatchObject({
        id: completedId,
        campaign_title: 'محمود عبد الرحمن',
        project_id: well.id,
      });
      const theirs = await t.call({ method: 'GET', url: '/api/charity/updates', headers: otherStaff.auth });
      expect(theirs.json().data[0]).toEqual({ total_count: 0, items: [] });
      const targets = await t.call({
        method: 'GET',
        url: '/api/charity/updates/targets',
        headers: staff.auth,
      });
      const wellTarget = targets
        .json()
        .data.find((target: { project_id: number }) => target.project_id === well.id);
      expect(wellTarget.jariya).toBe(true);
      expect(wellTarget.campaigns.map((c: { campaign_id: number }) => c.campaign_id).sort()).toEqual(
        [first.id, second.id].sort(),
      );
      expect(JSON.stringify(targets.json())).not.toContain(String(othersCampaign.id) + ',');
    });

    it('unsubscribes by the mail link without logging in; an altered or forged token is refused', async () => {
      const mail = mailsTo(upperDonor)[0]!;
      const link = [...String(mail.html).matchAll(/href="([^"]+)"/g)]
        .map((match) => match[1]!.replace(/&amp;/g, '&'))
        .find((href) => href.startsWith(`${PUBLIC_URL}/Unsubscribe?token=`))!;
      const token = new URL(link).searchParams.get('token')!;
      const unsubscribe = (value: string) =>
        t.call({ method: 'POST', url: `/api/updates/unsubscribe?token=${encodeURIComponent(value)}` });

      // an opaque token: no address, no campaign in it (docs/decisions/028)
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const flip = (character: string) => (character === 'A' ? 'B' : 'A');
      const altered = [
        `${token.slice(0, -1)}${flip(token.at(-1)!)}`,
        `${flip(token[0]!)}${token.slice(1)}`,
        token.slice(0, -1),
        'A'.repeat(43),
        'not-a-token',
        '',
      ];
      for (const value of altered) {
        const response = await unsubscribe(value);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(deliveryMessages.unsubscribeInvalid);
      }
      expect(
        await t.db.selectFrom('update_unsubscribes').select('email').where('email', '=', donor).execute(),
      ).toEqual([]);

      const done = await unsubscribe(token);
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe(deliveryMessages.unsubscribed);
      expect(done.json().data[0].campaign_title).toBe('سعاد إبراهيم');
      const again = await unsubscribe(token);
      expect(again.statusCode).toBe(200);
      expect(
        await t.db
          .selectFrom('update_unsubscribes')
          .select(['email', 'campaign_id'])
          .where('email', '=', upperDonor)
          .execute(),
      ).toEqual([{ email: upperDonor, campaign_id: second.id }]);

      // the next update of the project reaches everyone else, not the unsubscribed address
      const response = await post({ fields: progress({ body: 'تحديث ثالث.' }) });
      expect(response.json().data[0].mails_queued).toBe(3);
      await t.app.outbox.drain();
      expect(mailsTo(upperDonor)).toHaveLength(1);
    });

    it('does not send a queued mail to an address that unsubscribed after it was queued', async () => {
      await t.db.insertInto('update_unsubscribes').values({ email: donor, campaign_id: first.id }).execute();
      const before = mailsTo(donor).length;
      const response = await post({
        fields: progress({ campaign_id: String(first.id), body: 'تحديث رابع.' }),
      });
      expect(response.json().data[0].mails_queued).toBe(1);
      await t.db.deleteFrom('update_unsubscribes').where('email', '=', first.creatorEmail).execute();
      await t.app.outbox.drain();
      expect(mailsTo(donor)).toHaveLength(before);
    });
  });
});
