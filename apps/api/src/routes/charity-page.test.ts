import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charityPageMessages as text } from '@athar/contract/charity/charity-page-messages';
import { charityTeamMessages } from '@athar/contract/charity/team-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { auditEntriesOf } from '../test/audit-entries';
import { createCharity } from '../test/charity-factories';
import { multipartPayload, testPicture } from '../test/factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createStaffWithRoles, type StaffWithRoles } from '../test/project-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const PAGE = '/api/charity/page';
const CHANGES = '/api/operator/name-changes';
const DESCRIPTION = 'جمعية تعمل منذ عشرين عامًا في حفر الآبار وكفالة الأيتام في صعيد مصر.';

describe.each(testEngines)('a charity’s page kept by its admin on %s', (engine) => {
  let t: TestApp;
  let charity: { id: number; ar_name: string };
  let admin: StaffWithRoles;
  let editor: StaffWithRoles;
  let otherAdmin: StaffWithRoles;
  let cataloguer: string;
  let moderator: string;
  let op: ReturnType<typeof operatorCalls>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    op = operatorCalls(t);
    charity = await createCharity(t.db);
    admin = await createStaffWithRoles(t.db, charity.id, ['admin']);
    editor = await createStaffWithRoles(t.db, charity.id, ['editor']);
    otherAdmin = await createStaffWithRoles(t.db, (await createCharity(t.db)).id, ['admin']);
    cataloguer = await logInOperatorFully(t, await createOperator(t.db, ['catalogue']));
    moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: StaffWithRoles, payload?: object) =>
    t.call({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  const ngoRow = () =>
    t.db
      .selectFrom('ngos')
      .select(['ar_name', 'ngo_description', 'ngo_image'])
      .where('id', '=', charity.id)
      .executeTakeFirstOrThrow();

  it('the admin changes the description at once, in the activity log; an editor may not', async () => {
    const refused = await call('PUT', PAGE, editor, { ngo_description: DESCRIPTION });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(charityTeamMessages.notYourRoom);
    const short = await call('PUT', PAGE, admin, { ngo_description: 'قصير' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.ngo_description).toBe(text.descriptionInvalid);

    const saved = await call('PUT', PAGE, admin, { ngo_description: DESCRIPTION });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data[0].ngo_description).toBe(DESCRIPTION);
    expect((await ngoRow()).ngo_description).toBe(DESCRIPTION);
    const activity = await call('GET', '/api/charity/audit', admin);
    expect(JSON.stringify(activity.json())).toContain('charity.page.described');
  });

  it('the logo is stored re-encoded and shown at once; another charity’s admin changes only their own', async () => {
    const body = await multipartPayload(
      {},
      { field: 'ngo_image', name: 'logo.png', type: 'image/png', bytes: await testPicture('png') },
    );
    const saved = await t.call({
      method: 'PUT',
      url: `${PAGE}/logo`,
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data[0].ngo_image).toMatch(/\/ngos\/[A-Za-z0-9_-]+\.webp$/);
    expect((await ngoRow()).ngo_image).toMatch(/^ngos\/.+\.webp$/);
    expect(await auditEntriesOf(t.db, 'charity.page.logo')).toHaveLength(1);

    const theirs = await call('PUT', PAGE, otherAdmin, { ngo_description: DESCRIPTION + ' أخرى' });
    expect(theirs.json().data[0].ngo_id).not.toBe(charity.id);
    expect((await ngoRow()).ngo_description).toBe(DESCRIPTION);
  });

  it('a new name waits for an operator of the catalogue: refused with a reason, then approved', async () => {
    const proposed = await call('POST', `${PAGE}/name`, admin, {
      ar_name: 'جمعية \u202Eالخير\u202C للتنمية',
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().data[0]).toMatchObject({
      ar_name: charity.ar_name,
      pending_name: 'جمعية الخير للتنمية',
    });
    expect((await ngoRow()).ar_name).toBe(charity.ar_name);
    const second = await call('POST', `${PAGE}/name`, admin, { ar_name: 'جمعية أخرى تمامًا' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(text.namePending);

    const waiting = (await op.get(CHANGES, cataloguer)).json().data[0].changes;
    const change = waiting.find((row: { ngo_id: number }) => row.ngo_id === charity.id);
    expect(change).toMatchObject({ current_name: charity.ar_name, ar_name: 'جمعية الخير للتنمية' });
    const byModerator = await op.post(`/api/operator/name-changes/${change.change_id}/approve`, moderator);
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json().message).toBe(operatorMessages.roleMissing);
    const byStaff = await call('POST', `/api/operator/name-changes/${change.change_id}/approve`, admin);
    expect(byStaff.statusCode).toBe(401);
    expect((await ngoRow()).ar_name).toBe(charity.ar_name);

    const refused = await op.post(`/api/operator/name-changes/${change.change_id}/refuse`, cataloguer, {
      reason: 'الاسم لا يطابق قرار الإشهار',
    });
    expect(refused.statusCode).toBe(200);
    expect((await call('GET', PAGE, admin)).json().data[0]).toMatchObject({
      pending_name: null,
      refused_name: { ar_name: 'جمعية الخير للتنمية', reason: 'الاسم لا يطابق قرار الإشهار' },
    });
    expect(await auditEntriesOf(t.db, 'operator.charity_name.refused')).toHaveLength(1);

    await call('POST', `${PAGE}/name`, admin, { ar_name: 'جمعية الخير للتنمية بأسيوط' });
    const next = (await op.get(CHANGES, cataloguer)).json().data[0].changes[0];
    const approved = await op.post(`${CHANGES}/${next.change_id}/approve`, cataloguer);
    expect(approved.statusCode).toBe(200);
    expect((await ngoRow()).ar_name).toBe('جمعية الخير للتنمية بأسيوط');
    const [entry] = await auditEntriesOf(t.db, 'operator.charity_name.approved');
    expect(entry).toMatchObject({
      ngo_id: charity.id,
      changes: { ar_name: [charity.ar_name, 'جمعية الخير للتنمية بأسيوط'] },
    });
    const twice = await op.post(`${CHANGES}/${next.change_id}/approve`, cataloguer);
    expect(twice.statusCode).toBe(409);
  });

  it('a name another charity has is refused, and nothing waits', async () => {
    const taken = (
      await t.db.selectFrom('ngos').select('ar_name').where('id', '<>', charity.id).executeTakeFirstOrThrow()
    ).ar_name;
    const refused = await call('POST', `${PAGE}/name`, admin, { ar_name: taken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(text.nameTaken);
    expect((await call('GET', PAGE, admin)).json().data[0].pending_name).toBeNull();
  });
});
