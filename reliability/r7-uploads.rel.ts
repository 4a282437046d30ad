import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLoggedInUser,
  multipartPayload,
  testPicture,
  type LoggedInUser,
} from '@athar/api/test/factories';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { oneEngine } from '@athar/api/test/test-database';
import { polyglotFiles, POLYGLOT_MARKERS, refusedFiles, type UploadFile } from './support/hostile-images';
import { ARABIC_LETTERS } from './support/refusals';
import { recordResult } from './support/results';

/**
 * R7: the two uploads (a campaign's picture, a profile picture) refuse oversize files, files whose
 * bytes are not a JPEG/PNG/WebP/GIF/AVIF whatever their name and type say, SVG with script, and
 * decompression bombs — each with a 4xx and an Arabic message, and nothing written. Polyglots that
 * decode as pictures are accepted, but only a re-encoded WebP is stored: the appended HTML or ZIP
 * is gone, and the file is served as image/webp with nosniff.
 */
describe.each(oneEngine)('R7 hostile uploads on %s', (engine) => {
  let t: TestApp;
  let user: LoggedInUser;
  let projectId: number;
  let refused: Record<string, UploadFile>;
  let polyglots: Record<string, UploadFile>;
  const started = Date.now();

  beforeAll(async () => {
    t = await createTestApp(engine);
    user = await createLoggedInUser(t.db);
    projectId = (await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
    refused = await refusedFiles();
    polyglots = await polyglotFiles();
  });
  afterAll(() => t.close());

  const uploads = () => path.join(t.config.dataDir, 'uploads');
  const storedFiles = () =>
    fs.existsSync(uploads()) ? fs.readdirSync(uploads(), { recursive: true }).length : 0;

  const targets = {
    'campaign picture': (file: UploadFile) =>
      send('POST', '/api/campaigns', 'campaign_image', file, {
        project_id: String(projectId),
        campaign_title: 'المرحوم حسن عبد الله',
        campaign_description: 'كان سندًا لكل من عرفه.',
        collected: '0',
        type: '1',
        msisdn: '01012345678',
        user_id: String(user.id),
        consent: 'true',
      }),
    'profile picture': (file: UploadFile) =>
      send('PUT', '/api/users', 'profile_pic', file, {
        user_name: 'سارة محمود',
        msisdn: '',
        hide_data: 'false',
      }),
  };

  async function send(
    method: 'POST' | 'PUT',
    url: string,
    field: string,
    file: UploadFile,
    fields: Record<string, string>,
  ) {
    const body = await multipartPayload(fields, { field, ...file });
    return t.call({ method, url, payload: body.payload, headers: { ...body.headers, ...user.auth } });
  }

  it('refuses every hostile file on both uploads with a 4xx in Arabic, storing nothing', async () => {
    const outcomes: string[] = [];
    const statuses: string[] = [];
    for (const [target, upload] of Object.entries(targets)) {
      for (const [label, file] of Object.entries(refused)) {
        const before = storedFiles();
        const response = await upload(file);
        const message = String(response.json().message ?? '');
        statuses.push(`${target}, ${label}: ${response.statusCode} ${message}`);
        if (response.statusCode < 400 || response.statusCode >= 500 || !ARABIC_LETTERS.test(message))
          outcomes.push(`${target}, ${label}: HTTP ${response.statusCode} ${response.body.slice(0, 120)}`);
        if (storedFiles() !== before) outcomes.push(`${target}, ${label}: a file was written`);
      }
    }
    console.log(statuses.join('\n'));
    expect(outcomes).toEqual([]);
    const count = Object.keys(targets).length * Object.keys(refused).length;
    recordResult(
      'R7',
      `refused ${engine}`,
      true,
      `${count} hostile uploads refused with 4xx`,
      Date.now() - started,
    );
  });

  it('keeps only a re-encoded WebP of a polyglot that decodes as a picture', async () => {
    for (const [label, file] of Object.entries(polyglots)) {
      const response = await targets['campaign picture'](file);
      expect(response.statusCode, label).toBe(200);
      const campaign = await t.db
        .selectFrom('campaigns')
        .select('image')
        .where('id', '=', response.json().data[0].campaign_id)
        .executeTakeFirstOrThrow();
      const profile = await targets['profile picture'](file);
      expect(profile.statusCode, label).toBe(200);
      const person = await t.db
        .selectFrom('users')
        .select('profile_pic')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      for (const key of [campaign.image!, person.profile_pic!]) {
        expect(key).toMatch(/\.webp$/);
        const stored = fs.readFileSync(path.join(uploads(), key));
        expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
        for (const marker of POLYGLOT_MARKERS)
          expect(stored.includes(marker), `${label}: ${marker}`).toBe(false);
        const served = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    recordResult('R7', `polyglots ${engine}`, true, 'stored re-encoded as WebP only', Date.now() - started);
  });

  it('still accepts an ordinary picture', async () => {
    const response = await targets['profile picture']({
      name: 'me.png',
      type: 'image/png',
      bytes: await testPicture('png', 800, 600),
    });
    expect(response.statusCode).toBe(200);
  });
});
