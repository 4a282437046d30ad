import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectLabelMessages } from '@athar/contract/charity/project-label-messages';
import { apiMessages } from '@athar/contract/messages';
import { project, type Project } from '@athar/contract/projects/projects';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createCharity, createProject } from '../test/charity-factories';
import { createLoggedInUser } from '../test/factories';
import { createLoggedInStaff, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

describe.each(oneEngine)('project labels: the projects API, its filters and the console on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function projects(query: string): Promise<Project[]> {
    const response = await t.call({ method: 'GET', url: `/api/ngos/projects?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((row: unknown) => project.parse(row));
  }

  const byName = async (arName: string) =>
    t.db
      .selectFrom('projects')
      .select(['id', 'sadaqa_kind', 'zakat_eligible'])
      .where('ar_name', '=', arName)
      .executeTakeFirstOrThrow();

  it('labels every seeded project honestly: a well is صدقة جارية, a meal or an operation is zakat-eligible صدقة', async () => {
    const all = await projects('rowscount=100');
    expect(all).toHaveLength(55);
    const find = (name: string) => all.find((p) => p.project_ar_name === name)!;
    expect(find('حفر بئر مياه في قرية بالصعيد')).toMatchObject({
      sadaqa_kind: 'jariya',
      zakat_eligible: false,
    });
    expect(find('متر مربع في بناء مسجد')).toMatchObject({ sadaqa_kind: 'jariya', zakat_eligible: false });
    expect(find('كرسي متحرك')).toMatchObject({ sadaqa_kind: 'jariya', zakat_eligible: true });
    expect(find('وجبة ساخنة لأسرة')).toMatchObject({ sadaqa_kind: 'sadaqa', zakat_eligible: true });
    expect(find('عملية عيون لمريض')).toMatchObject({ sadaqa_kind: 'sadaqa', zakat_eligible: true });
    expect(find('كسوة شتاء لطفل')).toMatchObject({ sadaqa_kind: 'sadaqa', zakat_eligible: true });
    expect(find('سهم أضحية')).toMatchObject({ sadaqa_kind: 'sadaqa', zakat_eligible: false });
    expect(new Set(all.map((p) => p.sadaqa_kind))).toEqual(new Set(['jariya', 'sadaqa']));
  });

  it('gives the labels on one project too', async () => {
    const well = await byName('حفر بئر مياه في قرية بالصعيد');
    const [one] = await projects(`projectid=${well.id}`);
    expect(one).toMatchObject({ project_id: well.id, sadaqa_kind: 'jariya', zakat_eligible: false });
  });

  it('narrows by kind and by zakat, alone and together, with a count that pages', async () => {
    const all = await projects('rowscount=100');
    const jariya = await projects('kind=jariya&rowscount=100');
    const sadaqa = await projects('kind=sadaqa&rowscount=100');
    const zakat = await projects('zakat=1&rowscount=100');
    const jariyaZakat = await projects('kind=jariya&zakat=1&rowscount=100');
    expect(jariya.length).toBe(all.filter((p) => p.sadaqa_kind === 'jariya').length);
    expect(jariya.length).toBeGreaterThan(0);
    expect(jariya.every((p) => p.sadaqa_kind === 'jariya')).toBe(true);
    expect(jariya.length + sadaqa.length).toBe(all.length);
    expect(sadaqa.every((p) => p.sadaqa_kind === 'sadaqa')).toBe(true);
    expect(zakat.length).toBe(all.filter((p) => p.zakat_eligible).length);
    expect(zakat.every((p) => p.zakat_eligible)).toBe(true);
    expect(jariyaZakat.map((p) => p.project_id).sort()).toEqual(
      all
        .filter((p) => p.sadaqa_kind === 'jariya' && p.zakat_eligible)
        .map((p) => p.project_id)
        .sort(),
    );
    expect(jariya[0]!.total_projects).toBe(jariya.length);
    const firstPage = await projects('kind=jariya&rowscount=3');
    expect(firstPage).toHaveLength(3);
    expect(firstPage[0]!.total_projects).toBe(jariya.length);
  });

  it('combines the filters with a category, a charity and a search', async () => {
    const all = await projects('rowscount=100');
    const well = all.find((p) => p.project_ar_name === 'حفر بئر مياه في قرية بالصعيد')!;
    const inCategory = await projects(`categoryid=${well.category_id}&kind=jariya&zakat=1&rowscount=100`);
    expect(inCategory.length).toBeGreaterThan(0);
    for (const p of inCategory)
      expect(p).toMatchObject({ category_id: well.category_id, zakat_eligible: true });
    expect(inCategory.map((p) => p.project_id)).not.toContain(well.project_id);

    const water = encodeURIComponent('مياه');
    const found = await projects(`search=${water}&rowscount=100`);
    expect(found.map((p) => p.project_id)).toContain(well.project_id);
    const zakatWater = await projects(`search=${water}&zakat=1&rowscount=100`);
    expect(zakatWater.length).toBeGreaterThan(0);
    expect(zakatWater.every((p) => p.zakat_eligible)).toBe(true);
    expect(zakatWater.map((p) => p.project_id)).not.toContain(well.project_id);
    const sadaqaWater = await projects(`search=${water}&kind=sadaqa&rowscount=100`);
    expect(sadaqaWater.every((p) => p.sadaqa_kind === 'sadaqa')).toBe(true);

    const ofCharity = await projects(`ngoid=${well.ngo_id}&kind=jariya&rowscount=100`);
    for (const p of ofCharity) expect(p).toMatchObject({ ngo_id: well.ngo_id, sadaqa_kind: 'jariya' });
  });

  it('refuses a filter value it does not know', async () => {
    for (const query of ['kind=waqf', 'kind=JARIYA', 'zakat=0', 'zakat=true']) {
      const response = await t.call({ method: 'GET', url: `/api/ngos/projects?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().status).toBe(0);
    }
  });

  it('puts the project’s labels on the campaign page', async () => {
    const charity = await createCharity(t.db);
    const campaign = await createCreatorCampaign(t.db, { charity, collected: 50_000 });
    const details = async () =>
      (await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaign.id}` })).json().data[0];
    expect(await details()).toMatchObject({ sadaqa_kind: 'sadaqa', zakat_eligible: false });
    await t.db
      .updateTable('projects')
      .set({ sadaqa_kind: 'jariya', zakat_eligible: true })
      .where('id', '=', campaign.project_id)
      .execute();
    expect(await details()).toMatchObject({ sadaqa_kind: 'jariya', zakat_eligible: true });
  });

  describe('set by the charity’s own staff', () => {
    let ownProject: { id: number };
    let otherProject: { id: number };
    let staff: LoggedInStaff;
    let otherStaff: LoggedInStaff;

    beforeAll(async () => {
      const charity = await createCharity(t.db);
      const other = await createCharity(t.db);
      ownProject = await createProject(t.db, charity, { ar_name: 'بئر ارتوازي للاختبار' });
      await createProject(t.db, charity, { ar_name: 'أ مشروع أول' });
      otherProject = await createProject(t.db, other);
      staff = await createLoggedInStaff(t.db, charity.id);
      otherStaff = await createLoggedInStaff(t.db, other.id);
    });

    const label = (id: number | string, body: unknown, auth?: { authorization: string }) =>
      t.call({
        method: 'PATCH',
        url: `/api/charity/projects/${id}/labels`,
        headers: auth ?? {},
        payload: body as Record<string, unknown>,
      });
    const labelsOf = (id: number) =>
      t.db
        .selectFrom('projects')
        .select(['sadaqa_kind', 'zakat_eligible'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('lists the charity’s own projects only, by name, with their labels', async () => {
      const response = await t.call({ method: 'GET', url: '/api/charity/projects', headers: staff.auth });
      expect(response.statusCode).toBe(200);
      const listed = response.json().data;
      expect(listed.map((p: { project_ar_name: string }) => p.project_ar_name)).toEqual([
        'أ مشروع أول',
        'بئر ارتوازي للاختبار',
      ]);
      expect(listed[1]).toMatchObject({
        project_id: ownProject.id,
        sadaqa_kind: 'sadaqa',
        zakat_eligible: false,
      });
      expect((await t.call({ method: 'GET', url: '/api/charity/projects' })).statusCode).toBe(401);
    });

    it('saves both labels, answers the project as saved, and the public API shows them', async () => {
      const response = await label(
        ownProject.id,
        { sadaqa_kind: 'jariya', zakat_eligible: true },
        staff.auth,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 1,
        message: projectLabelMessages.saved,
        data: [{ project_id: ownProject.id, sadaqa_kind: 'jariya', zakat_eligible: true }],
      });
      expect(await labelsOf(ownProject.id)).toEqual({ sadaqa_kind: 'jariya', zakat_eligible: true });
      const [shown] = await projects(`projectid=${ownProject.id}`);
      expect(shown).toMatchObject({ sadaqa_kind: 'jariya', zakat_eligible: true });

      await label(ownProject.id, { sadaqa_kind: 'sadaqa', zakat_eligible: false }, staff.auth);
      expect(await labelsOf(ownProject.id)).toEqual({ sadaqa_kind: 'sadaqa', zakat_eligible: false });
    });

    it('is a 404 for another charity’s project or one that does not exist, and changes nothing', async () => {
      const before = await labelsOf(otherProject.id);
      for (const response of [
        await label(otherProject.id, { sadaqa_kind: 'jariya', zakat_eligible: true }, staff.auth),
        await label(2_000_000_000, { sadaqa_kind: 'jariya', zakat_eligible: true }, staff.auth),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status: 0, message: apiMessages.projectNotFound });
      }
      expect(await labelsOf(otherProject.id)).toEqual(before);
      // the other charity's staff may label their own
      expect(
        (await label(otherProject.id, { sadaqa_kind: 'jariya', zakat_eligible: false }, otherStaff.auth))
          .statusCode,
      ).toBe(200);
      expect(
        (await label(ownProject.id, { sadaqa_kind: 'jariya', zakat_eligible: true }, otherStaff.auth))
          .statusCode,
      ).toBe(404);
    });

    it('is a 401 for a guest or a visitor’s session', async () => {
      const visitor = await createLoggedInUser(t.db);
      const before = await labelsOf(ownProject.id);
      for (const auth of [undefined, visitor.auth]) {
        const response = await label(ownProject.id, { sadaqa_kind: 'jariya', zakat_eligible: true }, auth);
        expect(response.statusCode).toBe(401);
        expect(response.json().status).toBe(0);
      }
      expect(await labelsOf(ownProject.id)).toEqual(before);
    });

    it('refuses a value it does not know with an Arabic message', async () => {
      const cases: Array<[unknown, string]> = [
        [{ sadaqa_kind: 'waqf', zakat_eligible: true }, projectLabelMessages.kindInvalid],
        [{ zakat_eligible: true }, projectLabelMessages.kindInvalid],
        [{ sadaqa_kind: 'jariya', zakat_eligible: 'yes' }, projectLabelMessages.zakatInvalid],
        [{ sadaqa_kind: 'jariya' }, projectLabelMessages.zakatInvalid],
      ];
      for (const [body, message] of cases) {
        const response = await label(ownProject.id, body, staff.auth);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ status: 0 });
        expect(response.json().message).toContain(message);
      }
      expect(
        (await label('abc', { sadaqa_kind: 'jariya', zakat_eligible: true }, staff.auth)).statusCode,
      ).toBe(400);
    });
  });
});
