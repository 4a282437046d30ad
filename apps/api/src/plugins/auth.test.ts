import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { hashToken, newToken } from '../services/session-tokens';

describe('bearer sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      extend: (app) => {
        app.get('/api/test-whoami', async (request) => ({
          status: 1,
          message: '',
          data: [await request.requireUser()],
        }));
      },
    });
  });
  afterAll(() => t.close());

  async function session(options: { expiresInMs?: number; revoked?: boolean; deleted?: boolean } = {}) {
    const user = await t.db
      .insertInto('users')
      .values({ user_name: 'منى', email: `u${Math.random()}@example.com`, password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = newToken();
    await t.db
      .insertInto('sessions')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + (options.expiresInMs ?? 60_000)),
        revoked_at: options.revoked ? new Date() : null,
      })
      .execute();
    if (options.deleted) {
      await t.db
        .updateTable('users')
        .set({ deleted_at: new Date(), email: null })
        .where('id', '=', user.id)
        .execute();
    }
    return { userId: user.id, token };
  }

  const whoami = (token?: string) =>
    t.call({
      method: 'GET',
      url: '/api/test-whoami',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('knows the user of a live session', async () => {
    const { userId, token } = await session();
    const response = await whoami(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].id).toBe(userId);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', newToken()],
    ['a malformed header', 'not a token!'],
  ])('answers 401 with %s', async (_label, token) => {
    const response = await whoami(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 0, message: 'من فضلك سجّل الدخول أولًا' });
  });

  it('refuses expired and revoked sessions and deleted users', async () => {
    for (const options of [{ expiresInMs: -1000 }, { revoked: true }, { deleted: true }]) {
      const { token } = await session(options);
      expect((await whoami(token)).statusCode).toBe(401);
    }
  });
});
