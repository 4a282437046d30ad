import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDraftMessages } from '@athar/contract/charity/project-draft-messages';
import { apiMessages } from '@athar/contract/messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { projectTextHistoryMessages as text } from '@athar/contract/projects/text-history-messages';
import { auditEntriesOf } from '../test/audit-entries';
import { createCharity, createProject } from '../test/charity-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createProjectDraft, createStaffWithRoles, type StaffWithRoles } from '../test/project-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const DESCRIPTION = 'سقيا ماء نظيفة لأهل القرية طوال العام، بمضخة وخزان.';
const HOSTILE = '<script>alert(1)</script> بئر «$&» ‮مقلوب';

describe.each(testEngines)('a project’s text history on %s', (engine) => {
  let t: TestApp;
  let charityA: { id: number };
  let charityB: { id: number };
  let editor: StaffWithRoles;
  let collector: StaffWithRoles;
  let finance: StaffWithRoles;
  let editorOfB: StaffWithRoles;
  let cataloguer: string;
  let moderator: string;
  let op: ReturnType<typeof operatorCalls>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    op = operatorCalls(t);
    charityA = await createCharity(t.db);
    charityB = await createCharity(t.db);
    editor = await createStaffWithRoles(t.db, charityA.id, ['editor']);
    collector = await createStaffWithRoles(t.db, charityA.id, ['collector']);
    finance = await createStaffWithRoles(t.db, charityA.id, ['finance']);
    editorOfB = await createStaffWithRoles(t.db, charityB.id, ['editor']);
    cataloguer = await logInOperatorFully(t, await createOperator(t.db, ['catalogue'], { name: 'هالة' }));
    moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
  });
  afterAll(() => t.close());

  const staffCall = (method: 'GET' | 'POST', url: string, who: StaffWithRoles) =>
    t.call({ method, url, headers: who.auth });
  const texts = (projectId: number) => `/api/charity/projects/${projectId}/texts`;
  const opTexts = (projectId: number) => `/api/operator/projects/${projectId}/texts`;
  const count = async (table: 'project_drafts' | 'project_text_versions') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const liveName = async (projectId: number) =>
    (
      await t.db
        .selectFrom('projects')
        .select('ar_name')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).ar_name;

  /** A live project of charity A revised twice by its editor, each revision approved by the cataloguer. */
  async function projectRevisedTwice(names: [string, string, string]) {
    const project = await createProject(t.db, charityA, { ar_name: names[0], amount: 300_000 });
    await t.db
      .updateTable('projects')
      .set({ project_description: DESCRIPTION })
      .where('id', '=', project.id)
      .execute();
    for (const [index, name] of names.slice(1).entries()) {
      const draft = await createProjectDraft(t.db, charityA, {
        project_id: project.id,
        ar_name: name,
        amount: 400_000 + index * 100_000,
        created_by: editor.id,
      });
      expect((await op.post(`/api/operator/project-drafts/${draft}/approve`, cataloguer)).statusCode).toBe(
        200,
      );
    }
    return project;
  }

  it('shows the charity its project’s texts newest first, who wrote and approved each, a page at a time', async () => {
    const project = await projectRevisedTwice([
      'سقيا الماء الأولى',
      'سقيا الماء الثانية',
      'سقيا الماء الثالثة',
    ]);
    const whole = await staffCall('GET', texts(project.id), editor);
    expect(whole.statusCode).toBe(200);
    const history = whole.json().data[0];
    expect(history).toMatchObject({
      project_ar_name: 'سقيا الماء الثالثة',
      open_revision: false,
      older: null,
    });
    expect(history.versions.map((v: { ar_name: string }) => v.ar_name)).toEqual([
      'سقيا الماء الثالثة',
      'سقيا الماء الثانية',
      'سقيا الماء الأولى',
    ]);
    expect(history.versions.map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
    expect(history.versions[0]).toMatchObject({
      project_amount: 5_000,
      written_by_name: 'منى فؤاد',
      approved_by_name: 'هالة',
      sadaqa_kind: 'sadaqa',
      zakat_eligible: true,
    });
    expect(history.versions[2]).toMatchObject({ approved_by_name: null, project_amount: 3_000 });
    expect(history.current_version_id).toBe(history.versions[0].version_id);

    const first = (await staffCall('GET', `${texts(project.id)}?limit=2`, editor)).json().data[0];
    expect(first.versions).toHaveLength(2);
    expect(first.older.ar_name).toBe('سقيا الماء الأولى');
    const next = (
      await staffCall('GET', `${texts(project.id)}?limit=2&before=${first.next_before}`, editor)
    ).json().data[0];
    expect(next.versions.map((v: { number: number }) => v.number)).toEqual([1]);
    expect(next.next_before).toBeNull();
  });

  it('refuses another charity’s project as missing, and a collector, finance or a moderator by role; nothing written', async () => {
    const project = await projectRevisedTwice([
      'سقيا حي الزهور الصغرى',
      'سقيا حي الزهور',
      'سقيا حي الزهور الكبرى',
    ]);
    const firstId = (await staffCall('GET', texts(project.id), editor)).json().data[0].versions[2].version_id;
    const [drafts, versions] = [await count('project_drafts'), await count('project_text_versions')];

    for (const method of ['GET', 'POST'] as const) {
      const url = method === 'GET' ? texts(project.id) : `${texts(project.id)}/${firstId}/restore`;
      const other = await staffCall(method, url, editorOfB);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(apiMessages.projectNotFound);
      for (const who of [collector, finance])
        expect((await staffCall(method, url, who)).statusCode).toBe(403);
      const opUrl = method === 'GET' ? opTexts(project.id) : `${opTexts(project.id)}/${firstId}/restore`;
      const refused = method === 'GET' ? await op.get(opUrl, moderator) : await op.post(opUrl, moderator);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(operatorMessages.roleMissing);
      expect((await t.call({ method, url: opUrl, headers: editor.auth })).statusCode).toBe(401);
    }
    expect([await count('project_drafts'), await count('project_text_versions')]).toEqual([drafts, versions]);
    expect(await liveName(project.id)).toBe('سقيا حي الزهور الكبرى');
  });

  it('a charity’s restore is a revision waiting for review; the live text stays until it is approved', async () => {
    const project = await projectRevisedTwice([
      'سقيا القرية الأولى',
      'سقيا القرية الثانية',
      'سقيا القرية الثالثة',
    ]);
    const [current, , first] = (await staffCall('GET', texts(project.id), editor)).json().data[0].versions;
    const same = await staffCall('POST', `${texts(project.id)}/${current.version_id}/restore`, editor);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(text.alreadyCurrent);

    const restored = await staffCall('POST', `${texts(project.id)}/${first.version_id}/restore`, editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: text.restoredForReview,
      data: [
        { status: 'pending', project_id: project.id, ar_name: 'سقيا القرية الأولى', project_amount: 3_000 },
      ],
    });
    expect(await liveName(project.id)).toBe('سقيا القرية الثالثة');
    const again = await staffCall('POST', `${texts(project.id)}/${first.version_id}/restore`, editor);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(projectDraftMessages.revisionOpen);
    expect((await staffCall('GET', texts(project.id), editor)).json().data[0].open_revision).toBe(true);
    const [entry] = (await auditEntriesOf(t.db, 'charity.project_draft.restored')).slice(-1);
    expect(entry).toMatchObject({ actor_id: editor.id, ngo_id: charityA.id });

    const draftId = restored.json().data[0].draft_id as number;
    expect((await op.post(`/api/operator/project-drafts/${draftId}/approve`, cataloguer)).statusCode).toBe(
      200,
    );
    expect(await liveName(project.id)).toBe('سقيا القرية الأولى');
    const newest = (await staffCall('GET', texts(project.id), editor)).json().data[0].versions[0];
    expect(newest).toMatchObject({ number: 4, ar_name: 'سقيا القرية الأولى', restored_from_number: 1 });
  });

  it('an operator’s restore is live at once, a new version in the charity’s activity', async () => {
    const project = await projectRevisedTwice([
      'سقيا المدرسة الأولى',
      'سقيا المدرسة الثانية',
      'سقيا المدرسة الثالثة',
    ]);
    const history = (await op.get(opTexts(project.id), cataloguer)).json().data[0];
    const first = history.versions[2];
    const restored = await op.post(`${opTexts(project.id)}/${first.version_id}/restore`, cataloguer);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe(text.restoredLive);
    expect(restored.json().data[0].versions[0]).toMatchObject({
      number: 4,
      ar_name: 'سقيا المدرسة الأولى',
      approved_by_name: 'هالة',
      restored_from_number: 1,
    });
    expect(await liveName(project.id)).toBe('سقيا المدرسة الأولى');
    const live = await t.db
      .selectFrom('projects')
      .select('amount')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(Number(live.amount)).toBe(300_000);
    const [entry] = (await auditEntriesOf(t.db, 'operator.project.restored')).slice(-1);
    expect(entry).toMatchObject({ object_id: String(project.id), ngo_id: charityA.id });
    const missing = await op.post(`${opTexts(project.id)}/999999/restore`, cataloguer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(text.versionNotFound);
  });

  it('refuses to restore a first text that the drafts’ rules no longer allow, with the reason', async () => {
    const project = await projectRevisedTwice(['سقيا الحي القديم', 'سقيا الحي الجديد', 'سقيا الحي الأجد']);
    await t.db
      .updateTable('project_text_versions')
      .set({ project_description: 'وصف قصير' })
      .where('project_id', '=', project.id)
      .where('draft_id', 'is', null)
      .execute();
    const first = (await staffCall('GET', texts(project.id), editor)).json().data[0].versions[2];
    const drafts = await count('project_drafts');
    const refused = await staffCall('POST', `${texts(project.id)}/${first.version_id}/restore`, editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(text.versionOutdated(projectDraftMessages.descriptionInvalid));
    expect(await count('project_drafts')).toBe(drafts);
  });

  it('hands hostile text back as it was written, never as markup', async () => {
    const project = await projectRevisedTwice(['سقيا قبل النص الغريب', HOSTILE, 'سقيا بعد النص الغريب']);
    const history = (await op.get(opTexts(project.id), cataloguer)).json().data[0];
    expect(history.versions[1].ar_name).toBe(HOSTILE);
  });
});
