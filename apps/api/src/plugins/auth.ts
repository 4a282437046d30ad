import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { liveSession } from '../db/queries/sessions';
import { hashToken } from '../services/session-tokens';

export interface AuthUser {
  id: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the logged-in user, when the call carried a live session token; resolved lazily */
    viewer(): Promise<AuthUser | null>;
    /** the logged-in user, or a 401 */
    requireUser(): Promise<AuthUser>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
/** Most calls (every visitor's) carry no credentials: they share one settled answer. */
const NO_VIEWER: Promise<AuthUser | null> = Promise.resolve(null);

/**
 * Resolves `Authorization: Bearer <token>` against the sessions table (hashed, unexpired, not revoked,
 * user not deleted). Routes call `request.viewer()` (optional) or `request.requireUser()` (401).
 */
export function registerAuth(app: FastifyInstance) {
  const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

  async function lookup(request: FastifyRequest): Promise<AuthUser | null> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) return null;
    const row = await liveSession(app.db, hashToken(match[1]!));
    return row ? { id: row.user_id, sessionId: row.session_id } : null;
  }

  app.decorateRequest('viewer', function (this: FastifyRequest) {
    if (this.headers.authorization === undefined) return NO_VIEWER;
    let pending = cache.get(this);
    if (!pending) {
      pending = lookup(this);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.viewer();
    if (!user) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
    return user;
  });
}
