import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDraftMessages as text } from '@athar/contract/charity/project-draft-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { auditEntriesOf } from '../test/audit-entries';
import { createCharity, createProject } from '../test/charity-factories';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser, multipartPayload } from '../test/factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import {
  createProjectDraft,
  createStaffWithRoles,
  markJoinedByApplication,
  wellProjectFields,
} from '../test/project-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { createDonation } from '../test/donation-factories';

const WAITING = '/api/operator/project-drafts';

describe.each(testEngines)('operators review the charities’ projects on %s', (engine) => {
  let t: TestApp;
  let charity: { id: number };
  let cataloguer: string;
  let admin: string;
  let moderator: string;
  let op: ReturnType<typeof operatorCalls>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    op = operatorCalls(t);
    charity = await createCharity(t.db);
    cataloguer = await logInOperatorFully(
      t,
      await createOperator(t.db, ['catalogue'], { name: 'هالة الكتالوج' }),
    );
    admin = await logInOperatorFully(t, await createOperator(t.db, ['admin']));
    moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
  });
  afterAll(() => t.close());

  const projectsOfCharity = async () =>
    (await t.call({ method: 'GET', url: `/api/ngos/projects?ngoid=${charity.id}&rowscount=100` }))
      .json()
      .data.map((project: { project_ar_name: string }) => project.project_ar_name);

  it('lists the waiting drafts newest first, a page at a time', async () => {
    const ids = [];
    for (const name of ['سلة رمضان', 'أضحية العيد', 'كفالة طالب علم'])
      ids.push(await createProjectDraft(t.db, charity, { ar_name: name }));
    await createProjectDraft(t.db, charity, { ar_name: 'مسودة لم تُرسل', status: 'draft' });
    const first = await op.get(`${WAITING}?limit=2`, cataloguer);
    expect(first.statusCode).toBe(200);
    const page = first.json().data[0];
    expect(page.drafts.map((draft: { draft_id: number }) => draft.draft_id)).toEqual([ids[2], ids[1]]);
    const next = (await op.get(`${WAITING}?limit=2&before=${page.next_before}`, cataloguer)).json().data[0];
    expect(next.drafts[0].draft_id).toBe(ids[0]);
    expect(next.drafts.map((draft: { ar_name: string }) => draft.ar_name)).not.toContain('مسودة لم تُرسل');
  });

  it('approval makes the project live and choosable, in the audit log; a moderator may not approve', async () => {
    const id = await createProjectDraft(t.db, charity, { ar_name: 'بئر الرحمة' });
    const refused = await op.post(`${WAITING}/${id}/approve`, moderator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(operatorMessages.roleMissing);
    const waiting = await t.db
      .selectFrom('project_drafts')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(waiting.status).toBe('pending');

    const approved = await op.post(`${WAITING}/${id}/approve`, cataloguer);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: text.approved, data: [{ status: 'approved' }] });
    const projectId = approved.json().data[0].project_id as number;
    expect(await projectsOfCharity()).toContain('بئر الرحمة');
    const [entry] = (await auditEntriesOf(t.db, 'operator.project.approved')).filter(
      (row) => row.object_id === String(id),
    );
    expect(entry).toMatchObject({ actor_kind: 'operator', ngo_id: charity.id });

    const twice = await op.post(`${WAITING}/${id}/approve`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(text.notWaiting);

    const user = await createLoggedInUser(t.db);
    const body = await multipartPayload({
      project_id: String(projectId),
      campaign_title: 'المرحومة فاطمة حسن',
      campaign_description: '',
      msisdn: '01012345678',
      user_id: String(user.id),
      consent: 'true',
    });
    const campaign = await t.call({
      method: 'POST',
      url: '/api/campaigns',
      payload: body.payload,
      headers: { ...body.headers, ...user.auth },
    });
    expect(campaign.statusCode).toBe(200);
  });

  it('two operators approving one draft at once make one project', async () => {
    const id = await createProjectDraft(t.db, charity, { ar_name: 'مشروع التوأم' });
    const answers = await Promise.all([
      op.post(`${WAITING}/${id}/approve`, cataloguer),
      op.post(`${WAITING}/${id}/approve`, admin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom('projects')
      .select('id')
      .where('ngo_id', '=', charity.id)
      .where('ar_name', '=', 'مشروع التوأم')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sending back keeps the project off the site and tells the charity why; it may be rewritten', async () => {
    const id = await createProjectDraft(t.db, charity, { ar_name: 'علاج مرضى الكلى' });
    const short = await op.post(`${WAITING}/${id}/return`, cataloguer, { message: 'لا' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(text.messageInvalid);
    const back = await op.post(`${WAITING}/${id}/return`, cataloguer, {
      message: 'الصورة لا تخص المشروع، أرسلوا صورة من الموقع',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data[0]).toMatchObject({
      status: 'returned',
      review_message: 'الصورة لا تخص المشروع، أرسلوا صورة من الموقع',
    });
    expect(await auditEntriesOf(t.db, 'operator.project.returned')).toHaveLength(1);
    const live = await t.db
      .selectFrom('projects')
      .select('id')
      .where('ar_name', '=', 'علاج مرضى الكلى')
      .execute();
    expect(live).toEqual([]);

    const editor = await createStaffWithRoles(t.db, charity.id, ['editor']);
    const edit = await t.call({
      method: 'PUT',
      url: `/api/charity/project-drafts/${id}`,
      headers: editor.auth,
      payload: wellProjectFields({ ar_name: 'علاج مرضى الكلى' }),
    });
    expect(edit.statusCode).toBe(200);
    const resent = await t.call({
      method: 'POST',
      url: `/api/charity/project-drafts/${id}/submit`,
      headers: editor.auth,
    });
    expect(resent.json().data[0].status).toBe('pending');
  });

  it('a new price never rewrites what existing campaigns show: their unit price is fixed at creation', async () => {
    const campaign = await createCreatorCampaign(t.db, { charity, collected: 2_000_000 });
    // the factory's project: 5,000 EGP a unit, so 20,000 EGP collected is 4 units
    const details = async () =>
      (await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaign.id}` })).json().data[0];
    expect(await details()).toMatchObject({
      project_amount: 5_000,
      units_completed: 4,
      campaign_collected: 20_000,
    });

    const live = await t.db
      .selectFrom('projects')
      .select('ar_name')
      .where('id', '=', campaign.project_id)
      .executeTakeFirstOrThrow();
    const id = await createProjectDraft(t.db, charity, {
      ar_name: live.ar_name,
      amount: 1_000_000,
      project_id: campaign.project_id,
    });
    expect((await op.post(`${WAITING}/${id}/approve`, cataloguer)).statusCode).toBe(200);
    const project = await t.db
      .selectFrom('projects')
      .select('amount')
      .where('id', '=', campaign.project_id)
      .executeTakeFirstOrThrow();
    expect(Number(project.amount)).toBe(1_000_000);

    expect(await details()).toMatchObject({
      project_amount: 5_000,
      units_completed: 4,
      campaign_collected: 20_000,
    });
    // a campaign made after the change takes the new price
    const fresh = await t.db
      .insertInto('campaigns')
      .values({ project_id: campaign.project_id, user_id: campaign.creator.id, title: 'المرحوم سعيد' })
      .returning('unit_amount')
      .executeTakeFirstOrThrow();
    expect(Number(fresh.unit_amount)).toBe(1_000_000);
  });

  it('a retired project is gone from choosing and the listings; its campaigns keep taking gifts', async () => {
    const project = await createProject(t.db, charity, { ar_name: 'مشروع سيتوقف' });
    const campaign = await createCreatorCampaign(t.db, { charity });
    await t.db
      .updateTable('campaigns')
      .set({ project_id: project.id })
      .where('id', '=', campaign.id)
      .execute();
    const editor = await createStaffWithRoles(t.db, charity.id, ['editor']);
    const retired = await t.call({
      method: 'POST',
      url: `/api/charity/projects/${project.id}/retire`,
      headers: editor.auth,
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().message).toBe(text.retired);
    expect(await projectsOfCharity()).not.toContain('مشروع سيتوقف');
    const found = await t.call({
      method: 'GET',
      url: `/api/search?text=${encodeURIComponent('مشروع سيتوقف')}`,
    });
    expect(
      found.json().data.map((row: { id: number; type: string }) => `${row.type}:${row.id}`),
    ).not.toContain(`project:${project.id}`);
    expect((await auditEntriesOf(t.db, 'charity.project.retired')).map((row) => row.object_id)).toContain(
      String(project.id),
    );

    const user = await createLoggedInUser(t.db);
    const body = await multipartPayload({
      project_id: String(project.id),
      campaign_title: 'المرحوم خالد',
      msisdn: '01012345678',
      user_id: String(user.id),
      consent: 'true',
    });
    const refused = await t.call({
      method: 'POST',
      url: '/api/campaigns',
      payload: body.payload,
      headers: { ...body.headers, ...user.auth },
    });
    expect(refused.statusCode).toBe(400);

    await createDonation(
      t.db,
      { id: campaign.id, ngo_id: charity.id },
      { status: 'confirmed', amount: 50_000 },
    );
    const page = await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaign.id}` });
    expect(page.statusCode).toBe(200);

    const again = await op.post(`/api/operator/projects/${project.id}/retire`, cataloguer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(text.alreadyRetired);
    const other = await createProject(t.db, charity, { ar_name: 'مشروع يوقفه المشغل' });
    expect((await op.post(`/api/operator/projects/${other.id}/retire`, cataloguer)).statusCode).toBe(200);
    expect(await auditEntriesOf(t.db, 'operator.project.retired')).toHaveLength(1);
  });

  it('a charity that joined by application is listed once a project is approved, and hidden when it is retired', async () => {
    const joined = await createCharity(t.db);
    await markJoinedByApplication(t.db, joined.id);
    const listed = async () =>
      (await t.call({ method: 'GET', url: `/api/ngos/details?ngoid=${joined.id}` })).json().data.length === 1;
    expect(await listed()).toBe(false);
    const id = await createProjectDraft(t.db, joined, { ar_name: 'سقيا الماء' });
    const approved = await op.post(`${WAITING}/${id}/approve`, cataloguer);
    expect(await listed()).toBe(true);
    const projectId = approved.json().data[0].project_id as number;
    expect((await op.post(`/api/operator/projects/${projectId}/retire`, admin)).statusCode).toBe(200);
    expect(await listed()).toBe(false);
  });
});
