import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeFeaturedMessages as text } from '@athar/contract/operator/home-featured-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { auditEntriesOf } from '../test/audit-entries';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createCharity, createProject, type TestProject } from '../test/charity-factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const FEATURED = '/api/operator/home-featured';
const HOME_CALL = '/api/campaigns/details?rowscount=5&filter=desc';

describe.each(testEngines)('the home page featured by an operator on %s', (engine) => {
  let t: TestApp;
  let cataloguer: string;
  let admin: string;
  let finance: string;
  let listed: CreatorCampaign[];
  let paused: CreatorCampaign;
  let small: CreatorCampaign;
  let project: TestProject;
  let retired: TestProject;

  beforeAll(async () => {
    t = await createTestApp(engine);
    cataloguer = await logInOperatorFully(t, await createOperator(t.db, ['catalogue']));
    admin = await logInOperatorFully(t, await createOperator(t.db, ['admin']));
    finance = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
    listed = [];
    for (const title of ['أحمد', 'بسمة', 'جميلة', 'داود', 'هالة', 'وليد', 'زينب'])
      listed.push(await createCreatorCampaign(t.db, { title, collected: 20_000 }));
    paused = await createCreatorCampaign(t.db, { title: 'حسن', collected: 20_000 });
    await t.db.updateTable('campaigns').set({ moderation: 'paused' }).where('id', '=', paused.id).execute();
    small = await createCreatorCampaign(t.db, { title: 'طارق', collected: 5_000 });
    const charity = await createCharity(t.db);
    project = await createProject(t.db, charity, { ar_name: 'سقيا المدارس' });
    retired = await createProject(t.db, charity, { ar_name: 'مشروع موقوف' });
    await t.db.updateTable('projects').set({ retired_at: new Date() }).where('id', '=', retired.id).execute();
  });
  afterAll(() => t.close());

  const save = (cookie: string, body: object) =>
    t.call({ method: 'PUT', url: FEATURED, payload: body, cookies: { athar_operator: cookie } });
  const homeIds = async () =>
    (await t.call({ method: 'GET', url: HOME_CALL }))
      .json()
      .data.map((card: { campaign_id: number }) => card.campaign_id);
  const featuredProjects = async () =>
    (await t.call({ method: 'GET', url: '/api/ngos/projects?featured=1' }))
      .json()
      .data.map((row: { project_id: number }) => row.project_id);
  // a paused campaign stays listed (decision 033), only never featured; it is the newest here
  const newestFirst = () => [paused.id, ...listed.map((campaign) => campaign.id).reverse()];

  it('keeps today’s order when nothing is chosen, and offers only listed campaigns and live projects', async () => {
    expect(await homeIds()).toEqual(newestFirst().slice(0, 5));
    expect(await featuredProjects()).toEqual([]);
    const view = await t.call({ method: 'GET', url: FEATURED, cookies: { athar_operator: cataloguer } });
    expect(view.statusCode).toBe(200);
    const data = view.json().data[0];
    expect(data.campaigns).toEqual([]);
    const offered = data.campaign_choices.map((row: { campaign_id: number }) => row.campaign_id);
    expect(offered).toEqual(expect.arrayContaining(listed.map((campaign) => campaign.id)));
    expect(offered).not.toContain(paused.id);
    expect(offered).not.toContain(small.id);
    const projects = data.project_choices.map((row: { project_id: number }) => row.project_id);
    expect(projects).toContain(project.id);
    expect(projects).not.toContain(retired.id);
  });

  it('refuses another duty, a paused or unlisted campaign, a retired project, and writes nothing', async () => {
    const refused = await save(finance, { campaigns: [listed[0]!.id], projects: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(operatorMessages.roleMissing);
    expect(
      (await t.call({ method: 'PUT', url: FEATURED, payload: { campaigns: [], projects: [] } })).statusCode,
    ).toBe(401);
    const pausedOne = await save(cataloguer, { campaigns: [listed[0]!.id, paused.id], projects: [] });
    expect(pausedOne.statusCode).toBe(400);
    expect(pausedOne.json().message).toBe(text.campaignNotListed(paused.id));
    const smallOne = await save(cataloguer, { campaigns: [small.id], projects: [] });
    expect(smallOne.json().message).toBe(text.campaignNotListed(small.id));
    const retiredOne = await save(cataloguer, { campaigns: [], projects: [retired.id] });
    expect(retiredOne.statusCode).toBe(400);
    expect(retiredOne.json().message).toBe(text.projectNotListed(retired.id));
    const twice = await save(cataloguer, { campaigns: [listed[0]!.id, listed[0]!.id], projects: [] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(text.repeated);
    const tooMany = await save(cataloguer, { campaigns: listed.slice(0, 6).map((c) => c.id), projects: [] });
    expect(tooMany.json().message).toBe(text.tooManyCampaigns);
    expect(await auditEntriesOf(t.db, 'operator.home_featured.saved')).toHaveLength(0);
    expect(await homeIds()).toEqual(newestFirst().slice(0, 5));
  });

  it('leads the home cards with the chosen campaigns in order, then today’s order without them; audited', async () => {
    const [oldest, second] = [listed[0]!.id, listed[1]!.id];
    const saved = await save(cataloguer, { campaigns: [second, oldest], projects: [project.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(text.saved);
    expect(saved.json().data[0].campaigns.map((row: { campaign_id: number }) => row.campaign_id)).toEqual([
      second,
      oldest,
    ]);
    expect(saved.json().data[0].saved_at).not.toBeNull();
    const others = newestFirst().filter((id) => id !== oldest && id !== second);
    expect(await homeIds()).toEqual([second, oldest, ...others.slice(0, 3)]);
    expect(await featuredProjects()).toEqual([project.id]);
    // another listing (another sort, a page size, a search) is the visitor's own choice
    const listing = await t.call({
      method: 'GET',
      url: '/api/campaigns/details?offset=0&rowscount=20&filter=desc',
    });
    expect(listing.json().data[0].campaign_id).toBe(paused.id);
    const entries = await auditEntriesOf(t.db, 'operator.home_featured.saved');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual({ campaigns: [[], [second, oldest]], projects: [[], [project.id]] });

    const same = await save(admin, { campaigns: [second, oldest], projects: [project.id] });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(text.unchanged);
  });

  it('skips a chosen campaign paused later or a project retired later, falling back to today’s order', async () => {
    const second = listed[1]!.id;
    await t.db.updateTable('campaigns').set({ moderation: 'paused' }).where('id', '=', second).execute();
    const ids = await homeIds();
    expect(ids[0]).toBe(listed[0]!.id);
    expect(ids).not.toContain(second);
    await t.db.updateTable('projects').set({ retired_at: new Date() }).where('id', '=', project.id).execute();
    expect(await featuredProjects()).toEqual([]);
    const view = (await t.call({ method: 'GET', url: FEATURED, cookies: { athar_operator: admin } })).json()
      .data[0];
    expect(view.campaigns.find((row: { campaign_id: number }) => row.campaign_id === second).listed).toBe(
      false,
    );
    expect(view.projects[0].listed).toBe(false);
    await t.db.updateTable('campaigns').set({ moderation: null }).where('id', '=', second).execute();
    await t.db.updateTable('projects').set({ retired_at: null }).where('id', '=', project.id).execute();
  });

  it('two saves at once both answer, the last one kept whole; clearing brings back today’s order', async () => {
    const [a, b] = [listed[2]!.id, listed[3]!.id];
    const answers = await Promise.all([
      save(cataloguer, { campaigns: [a], projects: [] }),
      save(admin, { campaigns: [b, a], projects: [project.id] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200]);
    const kept = await t.db.selectFrom('home_featured_campaigns').select('campaign_id').execute();
    expect([[a], [a, b].sort()]).toContainEqual(kept.map((row) => Number(row.campaign_id)).sort());
    const cleared = await save(cataloguer, { campaigns: [], projects: [] });
    expect(cleared.statusCode).toBe(200);
    expect(await homeIds()).toEqual(newestFirst().slice(0, 5));
    expect(await featuredProjects()).toEqual([]);
  });
});
