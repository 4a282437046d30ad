import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '../test/audit-entries';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createCharity, createProject, type TestProject } from '../test/charity-factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const FEATURED = '/api/operator/home-featured';

describe.each(testEngines)('two operators saving the home page’s featured choice at once on %s', (engine) => {
  let t: TestApp;
  let cataloguer: string;
  let admin: string;
  let campaigns: CreatorCampaign[];
  let project: TestProject;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cataloguer = await logInOperatorFully(t, await createOperator(t.db, ['catalogue']));
    admin = await logInOperatorFully(t, await createOperator(t.db, ['admin']));
    campaigns = [];
    for (const title of ['سعاد', 'مروان', 'نادية'])
      campaigns.push(await createCreatorCampaign(t.db, { title, collected: 20_000 }));
    project = await createProject(t.db, await createCharity(t.db), { ar_name: 'كسوة الشتاء' });
  });
  afterAll(() => t.close());

  const save = (cookie: string, body: { campaigns: number[]; projects: number[] }) =>
    t.call({ method: 'PUT', url: FEATURED, payload: body, cookies: { athar_operator: cookie } });

  it('leaves one of the two choices whole, and each audit entry starts where the one before ended', async () => {
    const [sawsan, marwan, nadia] = campaigns.map((campaign) => campaign.id);
    const choices = [
      { campaigns: [sawsan!, marwan!], projects: [project.id] },
      { campaigns: [nadia!, sawsan!], projects: [] },
    ];

    const answers = await Promise.all([save(cataloguer, choices[0]!), save(admin, choices[1]!)]);
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual([200, 200]);

    const view = await t.call({ method: 'GET', url: FEATURED, cookies: { athar_operator: admin } });
    const data = view.json().data[0];
    const now = {
      campaigns: data.campaigns.map((row: { campaign_id: number }) => row.campaign_id),
      projects: data.projects.map((row: { project_id: number }) => row.project_id),
    };
    expect(choices).toContainEqual(now);

    const entries = (await auditEntriesOf(t.db, 'operator.home_featured.saved')).map(
      (entry) => entry.changes as { campaigns: [number[], number[]]; projects: [number[], number[]] },
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      campaigns: [[], entries[0]!.campaigns[1]],
      projects: [[], entries[0]!.projects[1]],
    });
    expect(entries[1]!.campaigns[0]).toEqual(entries[0]!.campaigns[1]);
    expect(entries[1]!.projects[0]).toEqual(entries[0]!.projects[1]);
    expect({ campaigns: entries[1]!.campaigns[1], projects: entries[1]!.projects[1] }).toEqual(now);
  });
});
