import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDetails } from '@athar/contract/campaigns/details';
import { ngoDetails } from '@athar/contract/ngos/details';
import { charityLicenceOn } from '../db/queries/permit-in-force';
import { escapeHtml } from '../lib/app-shell';
import { addDays, cairoDay } from '../lib/cairo-time';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createCharity, createPermit, type TestPermitOptions } from '../test/charity-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const TEMPLATE = `<!doctype html><html lang="ar" dir="rtl"><head>
<meta name="description" content="أثر" />
<title>أثر</title>
</head><body><div id="root"></div></body></html>`;

describe.each(oneEngine)('fundraising permits on the campaign and charity pages (%s)', (engine) => {
  let t: TestApp;
  let distDir: string;
  const today = cairoDay(new Date());

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-permits-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    t = await createTestApp(engine, {
      webDistDir: distDir,
      settings: { PUBLIC_URL: 'https://athar.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  async function details(campaignId: number) {
    const response = await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaignId}` });
    expect(response.statusCode).toBe(200);
    return campaignDetails.parse(response.json().data[0]);
  }

  /** A campaign of a new charity (cash and card) holding only the permit given, or none. */
  async function campaignWith(permit: TestPermitOptions | false) {
    const charity = await createCharity(t.db, { cash: true, card: true, permit });
    return { charity, campaign: await createCreatorCampaign(t.db, { charity }) };
  }

  const cases: [string, TestPermitOptions | false, boolean][] = [
    ['a permit that starts today', { starts_on: today, ends_on: addDays(today, 30) }, false],
    ['a permit that ends today', { starts_on: addDays(today, -30), ends_on: today }, false],
    ['a permit that ended yesterday', { starts_on: addDays(today, -30), ends_on: addDays(today, -1) }, true],
    ['a permit that starts tomorrow', { starts_on: addDays(today, 1), ends_on: addDays(today, 30) }, true],
    ['a revoked permit', { revoked: true }, true],
    ['a permit requested, not approved', { status: 'requested' }, true],
    ['a rejected permit', { status: 'rejected' }, true],
    ['an offline permit', { scope: 'offline' }, true],
    ['no permit', false, true],
  ];

  it.each(cases)('with %s the campaign is paused: %s', async (_, permit, paused) => {
    const { campaign } = await campaignWith(permit);
    const page = await details(campaign.id);
    expect(page.donations_paused).toBe(paused);
    expect(page.licence.permit === null).toBe(paused);
    // nothing offers a channel while paused; both channels while open
    expect(page.EPayment).toBe(!paused);
    expect(page.CashCollection).toBe(!paused);
  });

  it('is paused when only another charity holds a permit', async () => {
    const { campaign } = await campaignWith(false);
    const other = await createCharity(t.db);
    expect((await charityLicenceOn(t.db, other.id, today))!.permit).not.toBeNull();
    expect((await details(campaign.id)).donations_paused).toBe(true);
  });

  it('covers a permit from its first to its last Cairo day, both included', async () => {
    const charity = await createCharity(t.db, { permit: false });
    const [startsOn, endsOn] = ['2026-03-01', '2026-08-31'];
    await createPermit(t.db, charity, {
      permit_number: 'MOSS/2026/77',
      starts_on: startsOn,
      ends_on: endsOn,
    });
    const on = async (day: string) => (await charityLicenceOn(t.db, charity.id, day))!.permit?.permit_number;
    expect(await on('2026-02-28')).toBeUndefined();
    expect(await on(startsOn)).toBe('MOSS/2026/77');
    expect(await on(endsOn)).toBe('MOSS/2026/77');
    expect(await on('2026-09-01')).toBeUndefined();
    expect(await charityLicenceOn(t.db, 2_000_000_000, startsOn)).toBeNull();
  });

  it('shows the licence: legal name, registration number and the permit in force', async () => {
    const { charity, campaign } = await campaignWith({
      permit_number: 'GIZA/19/2026',
      starts_on: addDays(today, -10),
      ends_on: addDays(today, 100),
    });
    // an older permit ending sooner and an offline one do not hide the one that lasts longest
    await createPermit(t.db, charity, { starts_on: addDays(today, -20), ends_on: addDays(today, 5) });
    await createPermit(t.db, charity, { scope: 'offline', ends_on: addDays(today, 200) });
    const expected = {
      legal_name: charity.ar_name,
      registration_number: charity.registration_number,
      permit: {
        permit_number: 'GIZA/19/2026',
        issuing_body: 'مديرية التضامن الاجتماعي بالقاهرة',
        starts_on: addDays(today, -10),
        ends_on: addDays(today, 100),
      },
    };
    expect((await details(campaign.id)).licence).toEqual(expected);
    const response = await t.call({ method: 'GET', url: `/api/ngos/details?ngoid=${charity.id}` });
    expect(response.statusCode).toBe(200);
    expect(ngoDetails.parse(response.json().data[0]).licence).toEqual(expected);
  });

  it('gives a charity without a permit a null permit on its own page', async () => {
    const charity = await createCharity(t.db, { permit: false });
    const response = await t.call({ method: 'GET', url: `/api/ngos/details?ngoid=${charity.id}` });
    expect(ngoDetails.parse(response.json().data[0]).licence).toEqual({
      legal_name: charity.ar_name,
      registration_number: charity.registration_number,
      permit: null,
    });
  });

  it('pauses at once when the permit is revoked and resumes at once when a new one is added', async () => {
    const { charity, campaign } = await campaignWith({});
    expect((await details(campaign.id)).donations_paused).toBe(false);
    await t.db
      .updateTable('charity_permits')
      .set({ revoked_at: new Date() })
      .where('ngo_id', '=', charity.id)
      .execute();
    expect((await details(campaign.id)).donations_paused).toBe(true);
    const renewed = await createPermit(t.db, charity, { starts_on: today, ends_on: addDays(today, 364) });
    const page = await details(campaign.id);
    expect(page.donations_paused).toBe(false);
    expect(page.licence.permit?.permit_number).toBe(renewed.permit_number);
  });

  const description = (html: string) =>
    /<meta property="og:description" content="([^"]*)" \/>/.exec(html)?.[1] ?? null;

  it("puts the registration and permit numbers in a campaign link's preview, or that donations are paused", async () => {
    const open = await campaignWith({ permit_number: 'ALEX/5/2026' });
    const html = (await t.app.inject({ method: 'GET', url: `/CampaignDonation/x/${open.campaign.id}` })).body;
    expect(description(html)).toContain(escapeHtml(`رقم الإشهار ${open.charity.registration_number}`));
    expect(description(html)).toContain(escapeHtml('تصريح جمع التبرعات عبر الإنترنت رقم ALEX/5/2026'));
    expect(description(html)).not.toContain('متوقف');

    const paused = await campaignWith(false);
    // a description long enough to be clipped still ends with the whole licence sentence
    await t.db
      .updateTable('campaigns')
      .set({ description: 'رحمه الله '.repeat(40) })
      .where('id', '=', paused.campaign.id)
      .execute();
    const shown = description(
      (await t.app.inject({ method: 'GET', url: `/CampaignDonation/x/${paused.campaign.id}` })).body,
    )!;
    expect(shown.length).toBeLessThanOrEqual(200);
    expect(shown).toContain('رحمه الله');
    expect(shown.endsWith(escapeHtml('التبرع متوقف مؤقتًا: لا يوجد تصريح سارٍ بجمع التبرعات.'))).toBe(true);
    expect(shown).toContain(paused.charity.registration_number);
    // the short link leads to the same preview (docs/decisions/029: the server redirects it)
    const short = await t.app.inject({ method: 'GET', url: `/${paused.campaign.code}` });
    expect(short.statusCode).toBe(302);
    const followed = (await t.app.inject({ method: 'GET', url: String(short.headers.location) })).body;
    expect(description(followed)).toBe(shown);
  });

  it("puts the licence in a charity page link's preview", async () => {
    const open = await createCharity(t.db, { permit: { permit_number: 'CAI/88' } });
    const html = (await t.app.inject({ method: 'GET', url: `/NGODetails/x/${open.id}` })).body;
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(open.ar_name)}" />`);
    expect(description(html)).toContain('جمعية للاختبار');
    expect(description(html)).toContain(open.registration_number);
    expect(description(html)).toContain('CAI/88');

    const paused = await createCharity(t.db, { permit: false });
    const pausedHtml = (await t.app.inject({ method: 'GET', url: `/NGODetails/x/${paused.id}` })).body;
    expect(description(pausedHtml)).toContain('التبرع متوقف مؤقتًا');
    const missing = (await t.app.inject({ method: 'GET', url: '/NGODetails/x/999999999' })).body;
    expect(missing).not.toContain('og:title');
  });
});
