import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeImage } from '../services/images';
import { testPicture } from '../test/factories';
import { registerWebApp } from './web-app';
import { registerUploads, wantsSavedData } from './uploads';

/** The uploads as the app serves them (registerWebApp with no web build serves only those). */
describe('uploads for a browser saving data (issue 22)', () => {
  let dir: string;
  let app: FastifyInstance;
  let picture: { key: string; original: Buffer; variant: Buffer };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-uploads-'));
    const uploadsDir = path.join(dir, 'uploads');
    const { key } = await storeImage(await testPicture('png', 800, 600), { uploadsDir, folder: 'campaigns' });
    picture = {
      key,
      original: fs.readFileSync(path.join(uploadsDir, key)),
      variant: fs.readFileSync(path.join(uploadsDir, key.replace(/\.webp$/, '-lq.webp'))),
    };
    // a picture stored before these variants existed, whose variant is not made yet
    fs.writeFileSync(path.join(uploadsDir, 'campaigns', 'earlier.webp'), picture.original);
    fs.writeFileSync(path.join(dir, 'secret.webp'), 'outside the uploads');
    fs.writeFileSync(path.join(dir, 'secret-lq.webp'), 'outside the uploads');
    app = Fastify();
    await registerWebApp(app, {
      distDir: path.join(dir, 'no-dist'),
      uploadsDir,
      apiSignature: 'test',
      publicUrl: 'https://athar.example',
      payUrl: 'https://pay.athar.example',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, saveData?: string) =>
    app.inject({ method: 'GET', url, headers: saveData === undefined ? {} : { 'save-data': saveData } });

  it('reads the Save-Data header as the spec does', () => {
    for (const on of ['on', 'On', ' ON ', 'on; x=1']) expect(wantsSavedData(on)).toBe(true);
    for (const off of [undefined, '', 'off', 'only', 'yes', '1']) expect(wantsSavedData(off)).toBe(false);
  });

  it('answers the low-quality variant at the same URL to Save-Data: on, cached a year, varying on Save-Data', async () => {
    expect(picture.variant.length).toBeLessThan(picture.original.length);
    for (const value of ['on', 'ON']) {
      const response = await get(`/uploads/${picture.key}?v=2`, value);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(picture.variant)).toBe(true);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['vary']).toBe('Save-Data');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers the picture itself without the header or with Save-Data: off, varying on Save-Data too', async () => {
    for (const value of [undefined, 'off']) {
      const response = await get(`/uploads/${picture.key}`, value);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(picture.original)).toBe(true);
      expect(response.headers['vary']).toBe('Save-Data');
    }
  });

  it('falls back to the picture itself when its variant is not made yet', async () => {
    const response = await get('/uploads/campaigns/earlier.webp', 'on');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(picture.original)).toBe(true);
    expect(response.headers['vary']).toBe('Save-Data');
  });

  it('still answers 404 to a missing picture, varying on Save-Data', async () => {
    const response = await get('/uploads/campaigns/nothing.webp', 'on');
    expect(response.statusCode).toBe(404);
    expect(response.headers['vary']).toBe('Save-Data');
  });

  it.each([
    '/uploads/../secret.webp',
    '/uploads/%2e%2e/secret.webp',
    '/uploads/campaigns/..%2f..%2fsecret.webp',
  ])('still refuses a path out of the uploads with Save-Data: on (%s)', async (url) => {
    for (const value of [undefined, 'on']) {
      const response = await get(url, value);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('outside the uploads');
    }
  });

  it('makes the missing variants in the background once a server listens, not before', async () => {
    const uploadsDir = path.join(dir, 'earlier-uploads');
    fs.mkdirSync(uploadsDir);
    fs.writeFileSync(path.join(uploadsDir, 'old.webp'), picture.original);
    const server = Fastify();
    await registerUploads(server, { uploadsDir, cacheControl: 'no-cache' });
    await server.ready();
    expect(fs.existsSync(path.join(uploadsDir, 'old-lq.webp'))).toBe(false);
    await server.listen({ host: '127.0.0.1', port: 0 });
    try {
      await vi.waitFor(() => expect(fs.existsSync(path.join(uploadsDir, 'old-lq.webp'))).toBe(true));
    } finally {
      await server.close();
    }
  });
});
