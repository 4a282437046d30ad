import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDraftMessages as text } from '@athar/contract/charity/project-draft-messages';
import { charityTeamMessages } from '@athar/contract/charity/team-messages';
import { apiMessages } from '@athar/contract/messages';
import { auditEntriesOf } from '../test/audit-entries';
import { createCharity, createProject } from '../test/charity-factories';
import { multipartPayload, testPicture } from '../test/factories';
import { createStaffWithRoles, wellProjectFields, type StaffWithRoles } from '../test/project-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const DRAFTS = '/api/charity/project-drafts';

describe.each(testEngines)('a charity’s projects written by its editors on %s', (engine) => {
  let t: TestApp;
  let charityA: { id: number };
  let charityB: { id: number };
  let editor: StaffWithRoles;
  let admin: StaffWithRoles;
  let collector: StaffWithRoles;
  let finance: StaffWithRoles;
  let editorOfB: StaffWithRoles;

  beforeAll(async () => {
    t = await createTestApp(engine);
    charityA = await createCharity(t.db);
    charityB = await createCharity(t.db);
    editor = await createStaffWithRoles(t.db, charityA.id, ['editor']);
    admin = await createStaffWithRoles(t.db, charityA.id, ['admin']);
    collector = await createStaffWithRoles(t.db, charityA.id, ['collector']);
    finance = await createStaffWithRoles(t.db, charityA.id, ['finance']);
    editorOfB = await createStaffWithRoles(t.db, charityB.id, ['editor']);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: StaffWithRoles, payload?: object) =>
    t.call({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  const draftCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('project_drafts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function uploadPicture(id: number, who: StaffWithRoles, bytes?: Buffer) {
    const body = await multipartPayload(
      {},
      {
        field: 'project_image',
        name: 'well.jpg',
        type: 'image/jpeg',
        bytes: bytes ?? (await testPicture('jpeg')),
      },
    );
    return t.call({
      method: 'PUT',
      url: `/api/charity/project-drafts/${id}/picture`,
      payload: body.payload,
      headers: { ...body.headers, ...who.auth },
    });
  }

  it('an editor writes a draft, adds its picture (kept re-encoded) and sends it for review', async () => {
    const created = await call('POST', DRAFTS, editor, wellProjectFields());
    expect(created.statusCode).toBe(200);
    const draft = created.json().data[0];
    expect(draft).toMatchObject({
      status: 'draft',
      project_id: null,
      ar_name: 'حفر بئر في قرية نائية',
      project_amount: 45_000,
      sadaqa_kind: 'jariya',
      project_image: null,
    });
    const stored = await t.db
      .selectFrom('project_drafts')
      .select('amount')
      .where('id', '=', draft.draft_id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.amount)).toBe(4_500_000);

    const early = await call('POST', `${DRAFTS}/${draft.draft_id}/submit`, editor);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(text.pictureNeeded);

    const picture = await uploadPicture(draft.draft_id, editor);
    expect(picture.statusCode).toBe(200);
    expect(picture.json().data[0].project_image).toMatch(/\/projects\/[A-Za-z0-9_-]+\.webp$/);

    const sent = await call('POST', `${DRAFTS}/${draft.draft_id}/submit`, editor);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: text.submitted, data: [{ status: 'pending' }] });
    const again = await call('PUT', `${DRAFTS}/${draft.draft_id}`, editor, wellProjectFields());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(text.notEditable);

    const actions = (await auditEntriesOf(t.db, 'charity.project_draft.submitted')).map(
      (entry) => entry.object_id,
    );
    expect(actions).toContain(String(draft.draft_id));
    const mine = await call('GET', DRAFTS, admin);
    expect(mine.json().data.map((row: { draft_id: number }) => row.draft_id)).toContain(draft.draft_id);
  });

  it('a picture that is not a picture is refused in Arabic and nothing is kept', async () => {
    const draft = (
      await call('POST', DRAFTS, admin, wellProjectFields({ ar_name: 'سقيا ماء للمدارس' }))
    ).json().data[0];
    const bad = await uploadPicture(
      draft.draft_id,
      admin,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
    const row = await t.db
      .selectFrom('project_drafts')
      .select('project_image')
      .where('id', '=', draft.draft_id)
      .executeTakeFirstOrThrow();
    expect(row.project_image).toBeNull();
  });

  it('bad fields are refused with an Arabic message per field; bidi controls are dropped from the name', async () => {
    const before = await draftCount();
    const cheap = await call('POST', DRAFTS, editor, wellProjectFields({ amount_egp: 99 }));
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().errors.amount_egp).toBe(text.amountInvalid);
    const fraction = await call('POST', DRAFTS, editor, wellProjectFields({ amount_egp: 150.5 }));
    expect(fraction.statusCode).toBe(400);
    const latin = await call('POST', DRAFTS, editor, wellProjectFields({ ar_name: '=HYPERLINK("x")' }));
    expect(latin.statusCode).toBe(400);
    expect(latin.json().errors.ar_name).toBe(text.nameInvalid);
    const noCategory = await call('POST', DRAFTS, editor, wellProjectFields({ category_id: 999_999 }));
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toBe(text.categoryRetired);
    expect(await draftCount()).toBe(before);

    const bidi = await call(
      'POST',
      DRAFTS,
      editor,
      wellProjectFields({ ar_name: 'بئر \u202Eالأمل\u202C $1' }),
    );
    expect(bidi.statusCode).toBe(200);
    expect(bidi.json().data[0].ar_name).toBe('بئر الأمل $1');
  });

  it('a cash collector and finance may not write projects: 403 in Arabic, nothing written', async () => {
    const before = await draftCount();
    for (const who of [collector, finance]) {
      const refused = await call('POST', DRAFTS, who, wellProjectFields({ ar_name: 'مشروع لا يُكتب' }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(charityTeamMessages.notYourRoom);
      expect((await call('GET', DRAFTS, who)).statusCode).toBe(403);
    }
    expect(await draftCount()).toBe(before);
  });

  it('an editor of another charity reaches none of this charity’s drafts nor projects', async () => {
    const draft = (await call('POST', DRAFTS, editor, wellProjectFields({ ar_name: 'إفطار صائم' }))).json()
      .data[0];
    const live = await createProject(t.db, charityA, { ar_name: 'كسوة الشتاء' });

    const edit = await call(
      'PUT',
      `${DRAFTS}/${draft.draft_id}`,
      editorOfB,
      wellProjectFields({ ar_name: 'اسم مسروق' }),
    );
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(text.draftNotFound);
    expect((await call('POST', `${DRAFTS}/${draft.draft_id}/submit`, editorOfB)).statusCode).toBe(404);
    expect((await uploadPicture(draft.draft_id, editorOfB)).statusCode).toBe(404);
    const revise = await call('POST', DRAFTS, editorOfB, wellProjectFields({ project_id: live.id }));
    expect(revise.statusCode).toBe(404);
    expect(revise.json().message).toBe(apiMessages.projectNotFound);
    const retire = await call('POST', `/api/charity/projects/${live.id}/retire`, editorOfB);
    expect(retire.statusCode).toBe(404);

    const kept = await t.db
      .selectFrom('project_drafts')
      .select(['ar_name', 'status', 'project_image'])
      .where('id', '=', draft.draft_id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ ar_name: 'إفطار صائم', status: 'draft', project_image: null });
    const project = await t.db
      .selectFrom('projects')
      .select('retired_at')
      .where('id', '=', live.id)
      .executeTakeFirstOrThrow();
    expect(project.retired_at).toBeNull();
    expect((await call('GET', DRAFTS, editorOfB)).json().data).toEqual([]);
  });

  it('a revision of a live project leaves the live one as it is; one open revision at a time', async () => {
    const live = await createProject(t.db, charityA, { ar_name: 'وجبات للأسر', amount: 30_000 });
    const revision = await call(
      'POST',
      DRAFTS,
      editor,
      wellProjectFields({ ar_name: 'وجبات للأسر', amount_egp: 400, project_id: live.id }),
    );
    expect(revision.statusCode).toBe(200);
    expect(revision.json().data[0]).toMatchObject({
      project_id: live.id,
      project_amount: 400,
      live_amount: 300,
      project_image: expect.stringContaining('project.webp'),
    });
    const second = await call('POST', DRAFTS, editor, wellProjectFields({ project_id: live.id }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(text.revisionOpen);
    const row = await t.db
      .selectFrom('projects')
      .select(['amount'])
      .where('id', '=', live.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.amount)).toBe(30_000);
  });

  it('a staff member cannot approve: the operators’ routes know no staff session', async () => {
    const draft = (await call('POST', DRAFTS, editor, wellProjectFields({ ar_name: 'ترميم منزل' }))).json()
      .data[0];
    await uploadPicture(draft.draft_id, editor);
    await call('POST', `${DRAFTS}/${draft.draft_id}/submit`, editor);
    const approve = await call('POST', `/api/operator/project-drafts/${draft.draft_id}/approve`, admin);
    expect(approve.statusCode).toBe(401);
    expect(approve.json().message).toMatch(/[\u0600-\u06FF]/);
    const row = await t.db
      .selectFrom('project_drafts')
      .select('status')
      .where('id', '=', draft.draft_id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});
