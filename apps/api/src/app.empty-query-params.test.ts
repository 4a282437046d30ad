import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedInUser, type LoggedInUser } from './test/factories';
import { createLoggedInStaff, type LoggedInStaff } from './test/staff-factories';
import { createTestApp, type TestApp } from './test/test-app';
import { oneEngine } from './test/test-database';

/** Every parameter of a call, sent empty, as a legacy client does when it has no value for it. */
const empty = (...names: string[]) => names.map((name) => `${name}=`).join('&');

describe.each(oneEngine)('listing calls with empty query parameters (%s)', (engine) => {
  let t: TestApp;
  let user: LoggedInUser;
  let staff: LoggedInStaff;
  let campaignId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    user = await createLoggedInUser(t.db);
    const campaign = await t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select(['c.id', 'p.ngo_id'])
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    campaignId = campaign.id;
    staff = await createLoggedInStaff(t.db, campaign.ngo_id);
  });
  afterAll(() => t.close());

  /** The call with the empty parameters answers exactly as the call without them. */
  async function expectSameAnswer(path: string, emptyParams: string, headers: Record<string, string> = {}) {
    const separator = path.includes('?') ? '&' : '?';
    const plain = await t.call({ method: 'GET', url: path, headers });
    const withEmpty = await t.call({ method: 'GET', url: `${path}${separator}${emptyParams}`, headers });
    expect(plain.statusCode, path).toBe(200);
    expect(withEmpty.statusCode, `${path} ${emptyParams}`).toBe(200);
    expect(withEmpty.body, path).toBe(plain.body);
  }

  it('public listings: campaigns, donors, charities, projects and search', async () => {
    await expectSameAnswer(
      '/api/campaigns/details',
      empty('campid', 'uid', 'offset', 'rowscount', 'after', 'filter', 'search'),
    );
    await expectSameAnswer(
      `/api/campaigns/donations?campid=${campaignId}`,
      empty('uid', 'offset', 'rowscount'),
    );
    await expectSameAnswer(
      '/api/ngos/details',
      empty('ngoid', 'uid', 'offset', 'rowscount', 'filter', 'search'),
    );
    await expectSameAnswer(
      '/api/ngos/projects',
      empty('projectid', 'ngoid', 'categoryid', 'uid', 'offset', 'rowscount', 'filter', 'search'),
    );
    await expectSameAnswer('/api/search?text=%D9%85%D8%A7%D8%A1', empty('uid', 'rowscount'));
  });

  it('a user’s own lists', async () => {
    for (const list of ['campaigns', 'favorites', 'donations']) {
      await expectSameAnswer(`/api/users/${list}`, empty('uid', 'offset', 'rowscount'), user.auth);
    }
  });

  it('the charity console’s lists, queue and export', async () => {
    await expectSameAnswer(
      '/api/charity/donations',
      empty('from', 'to', 'type', 'offset', 'rowscount'),
      staff.auth,
    );
    await expectSameAnswer('/api/charity/campaigns', empty('offset', 'rowscount'), staff.auth);
    await expectSameAnswer('/api/charity/cash-queue', empty('city', 'area'), staff.auth);
    await expectSameAnswer('/api/charity/donations.csv', empty('from', 'to'), staff.auth);
  });

  it('still refuses a value that is there and wrong, and a required one left empty', async () => {
    const wrong = await t.call({ method: 'GET', url: '/api/campaigns/details?filter=sideways' });
    expect(wrong.statusCode).toBe(400);
    const noText = await t.call({ method: 'GET', url: '/api/search?text=&rowscount=' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().status).toBe(0);
  });
});
