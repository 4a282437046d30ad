import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterOptions } from '@athar/contract/filters';
import { citiesResponse, cityAreasResponse } from '@athar/contract/locations/cities';
import { categoriesResponse } from '@athar/contract/campaigns/categories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

describe.each(oneEngine)('reference calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('GET /api/cities lists the 27 governorates', async () => {
    const response = await t.call({ method: 'GET', url: '/api/cities' });
    expect(response.statusCode).toBe(200);
    const body = citiesResponse.parse(response.json());
    expect(body.status).toBe(1);
    expect(body.data).toHaveLength(27);
    expect(body.data.map((city) => city.ar_name)).toContain('الإسكندرية');
  });

  it('GET /api/cities/{id} lists that governorate’s areas', async () => {
    const response = await t.call({ method: 'GET', url: '/api/cities/1' });
    const body = cityAreasResponse.parse(response.json());
    expect(body.status).toBe(1);
    expect(body.data.length).toBeGreaterThan(10);
    expect(body.data.map((area) => area.ar_name)).toContain('مصر الجديدة');
  });

  it('answers an unknown governorate with 404 and an Arabic message', async () => {
    const response = await t.call({ method: 'GET', url: '/api/cities/999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, data: [], message: 'لم نجد هذه المحافظة' });
  });

  it('refuses a malformed id with 400 and an Arabic message', async () => {
    const response = await t.call({ method: 'GET', url: '/api/cities/abc' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(0);
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.errors).toHaveProperty('cityId');
  });

  it('GET /api/campaigns/categories lists categories with images', async () => {
    const body = categoriesResponse.parse(
      (await t.call({ method: 'GET', url: '/api/campaigns/categories' })).json(),
    );
    expect(body.data.length).toBeGreaterThanOrEqual(7);
    for (const category of body.data) {
      expect(category.category_id).toBe(category.id);
      expect(category.category_image).toMatch(/^\/uploads\/.+\.webp$/);
    }
  });

  it.each(Object.keys(filterOptions))('GET /api/%s/filter gives its sort options', async (section) => {
    const response = await t.call({ method: 'GET', url: `/api/${section}/filter` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data[0]).toEqual({ filter_type: 'desc', value: 'الأحدث' });
  });

  it('refuses an unknown filter section', async () => {
    const response = await t.call({ method: 'GET', url: '/api/donkeys/filter' });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(0);
  });
});
