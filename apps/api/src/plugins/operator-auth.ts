import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operatorMessages } from '@athar/contract/operator/messages';
import type { OperatorSessionState } from '@athar/contract/operator/auth';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { AppError } from '@athar/server-kit/errors';
import { liveOperatorSession, touchOperatorSession } from '../db/queries/operator-sessions';
import {
  OPERATOR_COOKIE,
  OPERATOR_COOKIE_PATH,
  OPERATOR_IDLE_MS,
  OPERATOR_SESSION_MS,
} from '../services/operators/operator-sessions';
import { factorState, factorWaitOver, steppedUpRecently } from '../services/second-factor/factor-session';
import { hashToken } from '../services/session-tokens';

export interface AuthOperator {
  id: number;
  sessionId: number;
  email: string;
  operatorName: string;
  roles: OperatorRole[];
  state: OperatorSessionState;
  steppedUpAt: Date | null;
}

export interface OperatorRequirement {
  /** any one of these duties opens the call; none given: any operator */
  roles?: readonly OperatorRole[];
  /** a fresh code within 5 minutes (403 with errors.step_up otherwise) */
  stepUp?: boolean;
  /** the session may still wait for its second factor (the login's own calls) */
  beforeFactor?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the operator of a live session cookie that meets `requirement`, or a 401/403 */
    requireOperator(requirement?: OperatorRequirement): Promise<AuthOperator>;
    /** the operator operatorOnly() let in, for the route's handler */
    operator(): AuthOperator;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** last_seen_at is written at most once a minute per session, not on every call. */
const TOUCH_EVERY_MS = 60 * 1000;

export function setOperatorCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(OPERATOR_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: OPERATOR_COOKIE_PATH,
    maxAge: OPERATOR_SESSION_MS / 1000,
  });
}

export function clearOperatorCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(OPERATOR_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: OPERATOR_COOKIE_PATH,
  });
}

/**
 * A state-changing call must come from Athar's own pages: SameSite=Strict keeps the cookie off other
 * sites' requests, and this refuses what a browser marks as sent from another site or origin.
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    throw new AppError('FORBIDDEN', operatorMessages.crossSite);
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new AppError('FORBIDDEN', operatorMessages.crossSite);
  }
  if (host !== request.headers.host) throw new AppError('FORBIDDEN', operatorMessages.crossSite);
}

/** Resolves the operator's session cookie (never a bearer token: no script can read or send it). */
export function registerOperatorAuth(app: FastifyInstance) {
  const admitted = new WeakMap<FastifyRequest, AuthOperator>();

  async function lookup(request: FastifyRequest): Promise<AuthOperator | null> {
    const token = request.cookies[OPERATOR_COOKIE];
    if (!token || !TOKEN.test(token)) return null;
    const now = Date.now();
    const row = await liveOperatorSession(app.db, hashToken(token), new Date(now - OPERATOR_IDLE_MS));
    if (!row) return null;
    const state = factorState({ ...row, factorRequired: true });
    if (factorWaitOver(state, row.created_at, now)) return null;
    if (now - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS)
      await touchOperatorSession(app.db, row.session_id);
    return {
      id: row.operator_id,
      sessionId: row.session_id,
      email: row.email,
      operatorName: row.operator_name,
      roles: row.roles,
      state,
      steppedUpAt: row.stepped_up_at ? new Date(row.stepped_up_at) : null,
    };
  }

  app.decorateRequest(
    'requireOperator',
    async function (this: FastifyRequest, requirement: OperatorRequirement = {}) {
      refuseCrossSite(this);
      const operator = await lookup(this);
      if (!operator) throw new AppError('UNAUTHORIZED', operatorMessages.sessionEnded);
      if (operator.state !== 'ready' && !requirement.beforeFactor)
        throw new AppError(
          'UNAUTHORIZED',
          operator.state === 'enrol' ? operatorMessages.enrolNeeded : operatorMessages.factorNeeded,
        );
      if (requirement.roles && !requirement.roles.some((role) => operator.roles.includes(role)))
        throw new AppError('FORBIDDEN', operatorMessages.roleMissing);
      if (requirement.stepUp && !steppedUpRecently(operator.steppedUpAt))
        throw new AppError('FORBIDDEN', operatorMessages.stepUpNeeded, {
          step_up: operatorMessages.stepUpNeeded,
        });
      admitted.set(this, operator);
      return operator;
    },
  );

  app.decorateRequest('operator', function (this: FastifyRequest) {
    const operator = admitted.get(this);
    if (!operator) throw new Error('request.operator() on a route without operatorOnly()');
    return operator;
  });
}

/**
 * A route's guard: the session and the duty are checked when the request arrives, before its body or
 * query is read, so a stranger learns nothing from a validation message. The handler takes the
 * operator with request.operator().
 */
export function operatorOnly(requirement: OperatorRequirement = {}) {
  return {
    onRequest: async (request: FastifyRequest) => {
      await request.requireOperator(requirement);
    },
  };
}
