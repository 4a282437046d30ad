import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import { createSession } from '../services/accounts/sessions';
import { hashPassword } from '../lib/passwords';
import { createTestApp } from './test-app';

export const FACTORY_PASSWORD = 'correct-horse-battery';
let defaultHash: Promise<string> | undefined;

export interface UserOverrides {
  user_name?: string;
  email?: string;
  password?: string;
  msisdn?: string | null;
  verified?: boolean;
  hide_data?: boolean;
}

export interface TestUser {
  id: number;
  user_name: string;
  email: string;
  password: string;
}

/** A unique e-mail address for a test. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A live account (verified unless told otherwise). */
export async function createUser(db: Kysely<Database>, overrides: UserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? FACTORY_PASSWORD;
  const passwordHash =
    overrides.password === undefined
      ? await (defaultHash ??= hashPassword(FACTORY_PASSWORD))
      : await hashPassword(password);
  const user = {
    user_name: overrides.user_name ?? 'مستخدم تجريبي',
    email: (overrides.email ?? uniqueEmail()).toLowerCase(),
  };
  const row = await db
    .insertInto('users')
    .values({
      ...user,
      msisdn: overrides.msisdn === undefined ? '01012345678' : overrides.msisdn,
      password_hash: passwordHash,
      hide_data: overrides.hide_data ?? false,
      verified_at: overrides.verified === false ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, ...user, password };
}

export interface LoggedInUser extends TestUser {
  token: string;
  /** headers for t.call: `{ authorization: 'Bearer …' }` */
  auth: { authorization: string };
}

/** An account with a live session, as if it had just logged in. */
export async function createLoggedInUser(
  db: Kysely<Database>,
  overrides: UserOverrides = {},
): Promise<LoggedInUser> {
  const user = await createUser(db, overrides);
  const token = await createSession(db, user.id);
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

/** A multipart/form-data payload for t.call (PUT /api/users), built by the platform's own FormData. */
export async function multipartPayload(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A small picture in any format sharp writes, 400×300 unless told. */
export function testPicture(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif', width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: { r: 15, g: 94, b: 85 } } })
    .toFormat(format)
    .toBuffer();
}

/** Like createTestApp, with extra settings (SMTP_URL, REDIS_URL, PUBLIC_URL). */
export function createAppWithSettings(engine: Engine, settings: Record<string, string>) {
  return createTestApp(engine, { settings });
}
