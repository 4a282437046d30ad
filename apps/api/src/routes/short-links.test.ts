import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

describe.each(oneEngine)('GET /athar/api/GetCampiagnID on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('gives the campaign id for its code, even while the campaign is hidden', async () => {
    const hidden = await t.db
      .selectFrom('campaigns')
      .select(['id', 'code'])
      .where('collected', '<', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .executeTakeFirstOrThrow();
    const response = await t.call({ method: 'GET', url: `/athar/api/GetCampiagnID/${hidden.code}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: '', data: hidden.id });
  });

  it('accepts the code in Arabic-Indic digits', async () => {
    const campaign = await t.db.selectFrom('campaigns').select(['id', 'code']).executeTakeFirstOrThrow();
    const arabicCode = String(campaign.code).replace(/[0-9]/g, (digit) =>
      String.fromCharCode(0x0660 + Number(digit)),
    );
    const response = await t.call({
      method: 'GET',
      url: `/athar/api/GetCampiagnID/${encodeURIComponent(arabicCode)}`,
    });
    expect(response.json().data).toBe(campaign.id);
  });

  it.each(['99999999', 'Campaigns', 'abc'])('answers 404 for the unknown short name %s', async (name) => {
    const response = await t.call({ method: 'GET', url: `/athar/api/GetCampiagnID/${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, message: 'لم نجد هذه الحملة' });
  });
});
