import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { createLoggedInUser, multipartPayload, testPicture, type LoggedInUser } from '../test/factories';
import { piasters } from '@athar/contract/piasters';

describe.each(oneEngine)('accounts: profile and deletion (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const uploads = () => path.join(t.config.dataDir, 'uploads');

  async function putProfile(
    user: LoggedInUser,
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
  ) {
    const { payload, headers } = await multipartPayload(fields, file && { field: 'profile_pic', ...file });
    return t.call({ method: 'PUT', url: '/api/users', payload, headers: { ...headers, ...user.auth } });
  }

  it('GET /api/users/details answers the caller with their counts', async () => {
    const user = await createLoggedInUser(t.db, { user_name: 'هالة' });
    const response = await t.call({ method: 'GET', url: '/api/users/details', headers: user.auth });
    expect(response.json()).toMatchObject({
      status: 1,
      data: [
        { user_id: user.id, user_name: 'هالة', total_campaigns: 0, total_donations: 0, profile_pic: '' },
      ],
    });
    expect(response.json().data[0]).not.toHaveProperty('access_token');
    expect((await t.call({ method: 'GET', url: '/api/users/details' })).statusCode).toBe(401);
  });

  it('updates name, phone, hide_data and the picture, stored as a WebP without EXIF', async () => {
    const user = await createLoggedInUser(t.db);
    const jpeg = await sharp(await testPicture('jpeg', 1200, 900))
      .withExif({ IFD0: { Artist: 'secret-artist' } })
      .jpeg()
      .toBuffer();
    const response = await putProfile(
      user,
      { user_name: 'اسم جديد', msisdn: '٠١٢٣٤٥٦٧٨٩٠', hide_data: 'true' },
      { name: 'me.jpg', type: 'image/jpeg', bytes: jpeg },
    );
    expect(response.statusCode).toBe(200);
    const details = response.json().data[0];
    expect(response.json().message).toBe(apiMessages.profileUpdated);
    expect(details).toMatchObject({ user_name: 'اسم جديد', msisdn: '01234567890', hide_data: true });
    expect(details.profile_pic).toMatch(/^\/uploads\/profiles\/[A-Za-z0-9_-]+\.webp$/);
    const stored = fs.readFileSync(path.join(uploads(), details.profile_pic.replace('/uploads/', '')));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width!, metadata.height!)).toBe(512);

    // a second save without a file keeps the picture; a new picture replaces (and removes) the old file
    const keep = await putProfile(user, { user_name: 'اسم جديد', msisdn: '', hide_data: 'false' });
    expect(keep.json().data[0]).toMatchObject({
      profile_pic: details.profile_pic,
      msisdn: '',
      hide_data: false,
    });
    const replaced = await putProfile(
      user,
      { user_name: 'اسم جديد' },
      { name: 'b.png', type: 'image/png', bytes: await testPicture('png') },
    );
    expect(replaced.json().data[0].profile_pic).not.toBe(details.profile_pic);
    expect(fs.existsSync(path.join(uploads(), details.profile_pic.replace('/uploads/', '')))).toBe(false);
  });

  it.each([
    ['a one-letter name', { user_name: 'ن' }, 'user_name', validationMessages.nameShort],
    [
      'a 10-digit phone',
      { user_name: 'نادية', msisdn: '0123456789' },
      'msisdn',
      validationMessages.phoneInvalid,
    ],
  ])('refuses %s with its Arabic message', async (_label, fields, field, message) => {
    const user = await createLoggedInUser(t.db);
    const response = await putProfile(user, fields, {
      name: 'a.png',
      type: 'image/png',
      bytes: await testPicture('png'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message, errors: { [field]: message } });
  });

  it('requires a picture when the profile has none', async () => {
    const user = await createLoggedInUser(t.db);
    const response = await putProfile(user, { user_name: 'نادية' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: validationMessages.imageRequired });
  });

  it('refuses a picture over 3,000,000 bytes with 413', async () => {
    const user = await createLoggedInUser(t.db);
    const response = await putProfile(
      user,
      { user_name: 'نادية' },
      {
        name: 'big.jpg',
        type: 'image/jpeg',
        bytes: Buffer.alloc(3_000_001, 1),
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 0, message: validationMessages.imageTooLarge });
  });

  it.each([
    [
      'a text file renamed .png',
      'fake.png',
      'image/png',
      Buffer.from('plain text, not a picture\n'.repeat(10)),
    ],
    [
      'an SVG',
      'logo.svg',
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
      ),
    ],
  ])('refuses %s with 415', async (_label, name, type, bytes) => {
    const user = await createLoggedInUser(t.db);
    const response = await putProfile(user, { user_name: 'نادية' }, { name, type, bytes });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 0, message: validationMessages.imageType });
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'user_name=x'],
    [
      'cut short',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="user_name"\r\n\r\nx',
    ],
  ])('refuses a multipart body %s with 400', async (_label, type, payload) => {
    const user = await createLoggedInUser(t.db);
    const response = await t.call({
      method: 'PUT',
      url: '/api/users',
      payload,
      headers: { 'content-type': type, ...user.auth },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message: 'البيانات المرسلة غير صحيحة' });
  });

  it('DELETE /api/users erases the person, keeps donations anonymously, and frees the e-mail', async () => {
    const user = await createLoggedInUser(t.db);
    const picture = await putProfile(
      user,
      { user_name: 'سيُحذف' },
      { name: 'a.png', type: 'image/png', bytes: await testPicture('png') },
    );
    const pictureFile = path.join(uploads(), picture.json().data[0].profile_pic.replace('/uploads/', ''));
    const campaign = await t.db
      .selectFrom('campaigns')
      .select(['id', 'project_id'])
      .executeTakeFirstOrThrow();
    const project = await t.db
      .selectFrom('projects')
      .select('ngo_id')
      .where('id', '=', campaign.project_id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('donations')
      .values({
        campaign_id: campaign.id,
        ngo_id: project.ngo_id,
        user_id: user.id,
        donor_name: 'سيُحذف',
        amount: piasters(20_000),
        channel: 1,
        type: 2,
      })
      .execute();
    await t.call({
      method: 'POST',
      url: '/api/users/favorites',
      headers: user.auth,
      payload: { campaign_id: campaign.id },
    });

    const response = await t.call({ method: 'DELETE', url: '/api/users', headers: user.auth });
    expect(response.json()).toEqual({ status: 1, message: apiMessages.accountDeleted, data: [] });

    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_name: null,
      email: null,
      msisdn: null,
      password_hash: null,
      profile_pic: null,
    });
    expect(row.deleted_at).not.toBeNull();
    expect(fs.existsSync(pictureFile)).toBe(false);
    const favourites = await t.db
      .selectFrom('favourites')
      .select('campaign_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(favourites).toEqual([]);
    const donations = await t.db
      .selectFrom('donations')
      .select(['hide_data', 'amount'])
      .where('user_id', '=', user.id)
      .execute();
    expect(donations).toEqual([{ hide_data: true, amount: 20_000 }]);
    const live = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);

    expect((await t.call({ method: 'GET', url: '/api/users/details', headers: user.auth })).statusCode).toBe(
      401,
    );
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.json().status).toBe(0);
    const again = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { user_name: 'عائد', email: user.email, password: 'secret-123', msisdn: false, consent: true },
    });
    expect(again.json().status).toBe(1);
  });
});
