import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { liveStaffSession } from '../db/queries/staff-tokens';
import { hashToken } from '../services/session-tokens';

export interface AuthStaff {
  id: number;
  ngoId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the charity staff member of a live staff session, or a 401 (a visitor's token is not one) */
    requireStaff(): Promise<AuthStaff>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Resolves `Authorization: Bearer <token>` against staff_sessions only, so a visitor's session never
 * opens /api/charity/* and a staff session never passes request.viewer() (which reads `sessions`).
 */
export function registerStaffAuth(app: FastifyInstance) {
  const cache = new WeakMap<FastifyRequest, Promise<AuthStaff | null>>();

  async function lookup(request: FastifyRequest): Promise<AuthStaff | null> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) return null;
    const row = await liveStaffSession(app.db, hashToken(match[1]!));
    return row ? { id: row.staff_id, ngoId: row.ngo_id, sessionId: row.session_id } : null;
  }

  app.decorateRequest('requireStaff', async function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = lookup(this);
      cache.set(this, pending);
    }
    const staff = await pending;
    if (!staff) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
    return staff;
  });
}
