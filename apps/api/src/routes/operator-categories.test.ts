import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryMessages as text } from '@athar/contract/operator/category-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { projectDraftMessages } from '@athar/contract/charity/project-draft-messages';
import { auditEntriesOf } from '../test/audit-entries';
import { createCharity, createProject } from '../test/charity-factories';
import { multipartPayload, testPicture } from '../test/factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createStaffWithRoles, wellProjectFields } from '../test/project-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const CATEGORIES = '/api/operator/categories';

describe.each(testEngines)('categories kept by the catalogue on %s', (engine) => {
  let t: TestApp;
  let cataloguer: string;
  let finance: string;
  let op: ReturnType<typeof operatorCalls>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    op = operatorCalls(t);
    cataloguer = await logInOperatorFully(t, await createOperator(t.db, ['catalogue']));
    finance = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
  });
  afterAll(() => t.close());

  async function add(cookie: string, fields: Record<string, string>, picture: Buffer | null) {
    const body = await multipartPayload(
      fields,
      picture ? { field: 'category_image', name: 'c.png', type: 'image/png', bytes: picture } : undefined,
    );
    return t.call({
      method: 'POST',
      url: CATEGORIES,
      payload: body.payload,
      headers: body.headers,
      cookies: { athar_operator: cookie },
    });
  }
  const visitorCategories = async () =>
    (await t.call({ method: 'GET', url: '/api/campaigns/categories' }))
      .json()
      .data.map((row: { ar_name: string }) => row.ar_name);

  it('adds a category with its picture (re-encoded), audited; finance may not, and nothing is kept', async () => {
    const refused = await add(finance, { ar_name: 'رعاية صحية' }, await testPicture('png'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(operatorMessages.roleMissing);
    const noPicture = await add(cataloguer, { ar_name: 'رعاية صحية' }, null);
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json().message).toBe(text.pictureRequired);

    const added = await add(cataloguer, { ar_name: 'رعاية صحية', sort_order: '5' }, await testPicture('png'));
    expect(added.statusCode).toBe(200);
    const row = added.json().data.find((category: { ar_name: string }) => category.ar_name === 'رعاية صحية');
    expect(row).toMatchObject({ sort_order: 5, retired: false, projects: 0 });
    expect(row.category_image).toMatch(/\/categories\/[A-Za-z0-9_-]+\.webp$/);
    expect(await auditEntriesOf(t.db, 'operator.category.added')).toHaveLength(1);
    expect(await visitorCategories()).toContain('رعاية صحية');

    const twice = await add(cataloguer, { ar_name: 'رعاية صحية' }, await testPicture('png'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(text.nameTaken);
  });

  it('renames and reorders; a name another category has is refused', async () => {
    const [first, second] = await t.db
      .selectFrom('categories')
      .select(['id', 'ar_name'])
      .orderBy('id')
      .limit(2)
      .execute();
    const renamed = await op.patch(`/api/operator/categories/${first!.id}`, cataloguer, {
      ar_name: 'آبار ومياه',
      sort_order: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await visitorCategories()).toContain('آبار ومياه');
    const [entry] = await auditEntriesOf(t.db, 'operator.category.edited');
    expect(entry!.changes).toMatchObject({ ar_name: [first!.ar_name, 'آبار ومياه'] });
    const clash = await op.patch(`/api/operator/categories/${first!.id}`, cataloguer, {
      ar_name: second!.ar_name,
    });
    expect(clash.statusCode).toBe(409);
    const negative = await op.patch(`/api/operator/categories/${first!.id}`, cataloguer, { sort_order: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(text.orderInvalid);
  });

  it('a retired category is gone from choosing; its projects keep it', async () => {
    const charity = await createCharity(t.db);
    const added = await add(cataloguer, { ar_name: 'كسوة' }, await testPicture('png'));
    expect(added.statusCode).toBe(200);
    const id = added.json().data.find((category: { ar_name: string }) => category.ar_name === 'كسوة')
      .id as number;
    const project = await createProject(t.db, charity, { ar_name: 'كسوة الشتاء للأطفال' });
    await t.db.updateTable('projects').set({ category_id: id }).where('id', '=', project.id).execute();

    const retired = await op.post(`/api/operator/categories/${id}/retire`, cataloguer);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data.find((category: { id: number }) => category.id === id)).toMatchObject({
      retired: true,
      projects: 1,
    });
    expect(await visitorCategories()).not.toContain('كسوة');
    const picture = await multipartPayload(
      {},
      { field: 'category_image', name: 'c.webp', type: 'image/webp', bytes: await testPicture('webp') },
    );
    const changed = await t.call({
      method: 'PUT',
      url: `/api/operator/categories/${id}/picture`,
      payload: picture.payload,
      headers: picture.headers,
      cookies: { athar_operator: cataloguer },
    });
    expect(changed.statusCode).toBe(200);
    expect(await auditEntriesOf(t.db, 'operator.category.picture')).toHaveLength(1);
    const kept = await t.db
      .selectFrom('projects')
      .select('category_id')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(kept.category_id).toBe(id);

    const editor = await createStaffWithRoles(t.db, charity.id, ['editor']);
    const draft = await t.call({
      method: 'POST',
      url: '/api/charity/project-drafts',
      headers: editor.auth,
      payload: wellProjectFields({ category_id: id }),
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().message).toBe(projectDraftMessages.categoryRetired);
    expect((await op.post(`/api/operator/categories/${id}/retire`, cataloguer)).statusCode).toBe(409);
  });
});
