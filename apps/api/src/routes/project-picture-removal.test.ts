import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../services/service-deps';
import { createCharity, createProject } from '../test/charity-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createProjectDraft } from '../test/project-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)('a replaced project picture leaves the disk on %s (decision 043)', (engine) => {
  let t: TestApp;
  let cataloguer: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cataloguer = await logInOperatorFully(t, await createOperator(t.db, ['catalogue']));
  });
  afterAll(() => t.close());

  const upload = (key: string) => {
    const file = path.join(uploadsDir(t.app.config), key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'webp');
    return file;
  };
  async function revise(oldKey: string, newKey: string, keepOldInHistory: boolean) {
    const charity = await createCharity(t.db);
    const project = await createProject(t.db, charity);
    await t.db.updateTable('projects').set({ project_image: oldKey }).where('id', '=', project.id).execute();
    if (keepOldInHistory) {
      const earlier = await createProjectDraft(t.db, charity, { ar_name: 'نسخة سابقة', status: 'approved' });
      await t.db
        .updateTable('project_drafts')
        .set({ project_image: oldKey })
        .where('id', '=', earlier)
        .execute();
    }
    const revision = await createProjectDraft(t.db, charity, { project_id: project.id, ar_name: 'اسم جديد' });
    await t.db
      .updateTable('project_drafts')
      .set({ project_image: newKey })
      .where('id', '=', revision)
      .execute();
    const answer = await operatorCalls(t).post(
      `/api/operator/project-drafts/${revision}/approve`,
      cataloguer,
    );
    expect(answer.statusCode, answer.body).toBe(200);
  }

  it('removes the old live picture of an approved revision once nothing shows it', async () => {
    const old = upload('projects/old-live-1.webp');
    const fresh = upload('projects/new-live-1.webp');
    await revise('projects/old-live-1.webp', 'projects/new-live-1.webp', false);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });

  it('keeps it while an earlier draft still shows it, and never touches a seeded picture', async () => {
    const old = upload('projects/old-live-2.webp');
    await revise('projects/old-live-2.webp', 'projects/new-live-2.webp', true);
    expect(fs.existsSync(old)).toBe(true);
    const seeded = upload('seed/project-7-abc.webp');
    await revise('seed/project-7-abc.webp', 'projects/new-live-3.webp', false);
    expect(fs.existsSync(seeded)).toBe(true);
  });
});
