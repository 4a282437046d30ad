import type { FastifyInstance, FastifyRequest } from 'fastify';
import { charityMessages } from '@athar/contract/charity/messages';
import { apiMessages } from '@athar/contract/messages';
import { mayEnter, type StaffRole, type StaffRoom } from '@athar/contract/charity/staff-roles';
import { charityTeamMessages } from '@athar/contract/charity/team-messages';
import type { FactorSessionState } from '@athar/contract/second-factor/fields';
import { factorMessages } from '@athar/contract/second-factor/messages';
import { AppError } from '@athar/server-kit/errors';
import { liveStaffSession } from '../db/queries/staff-tokens';
import { factorState, factorWaitOver, steppedUpRecently } from '../services/second-factor/factor-session';
import { rolesOf } from '../services/charity/staff-role-columns';
import { hashToken } from '../services/session-tokens';

export interface AuthStaff {
  id: number;
  ngoId: number;
  sessionId: number;
  isAdmin: boolean;
  roles: StaffRole[];
  factorEnrolled: boolean;
  state: FactorSessionState;
  steppedUpAt: Date | null;
}

export interface StaffRequirement {
  /** the session may still wait for its second factor (the login's and the enrolment's own calls) */
  beforeFactor?: boolean;
  /** a fresh code within 5 minutes when the staff member has a factor (403 with errors.step_up) */
  stepUp?: boolean;
  /** the room of the console (STAFF_ROOMS) whose roles the staff member needs (403 else) */
  room?: StaffRoom;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The charity staff member of a live staff session (a visitor's token is not one), or a 401; a
     * session still waiting for its second factor (or an admin's enrolment) is a 403.
     */
    requireStaff(requirement?: StaffRequirement): Promise<AuthStaff>;
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
    if (!row) return null;
    const state = factorState({ ...row, factorRequired: row.is_admin });
    if (factorWaitOver(state, row.created_at, Date.now())) return null;
    return {
      id: row.staff_id,
      ngoId: row.ngo_id,
      sessionId: row.session_id,
      isAdmin: row.is_admin,
      roles: rolesOf(row),
      factorEnrolled: row.factor_enrolled_at !== null,
      state,
      steppedUpAt: row.stepped_up_at ? new Date(row.stepped_up_at) : null,
    };
  }

  app.decorateRequest(
    'requireStaff',
    async function (this: FastifyRequest, requirement: StaffRequirement = {}) {
      let pending = cache.get(this);
      if (!pending) {
        pending = lookup(this);
        cache.set(this, pending);
      }
      const staff = await pending;
      if (!staff) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
      if (staff.state !== 'ready' && !requirement.beforeFactor)
        throw new AppError(
          'FORBIDDEN',
          staff.state === 'enrol' ? charityMessages.adminMustEnrol : charityMessages.factorNeeded,
          { factor: staff.state },
        );
      if (requirement.room && !mayEnter(staff.roles, requirement.room))
        throw new AppError('FORBIDDEN', charityTeamMessages.notYourRoom);
      const needsCode = staff.factorEnrolled || staff.isAdmin;
      if (requirement.stepUp && needsCode && !steppedUpRecently(staff.steppedUpAt))
        throw new AppError('FORBIDDEN', factorMessages.stepUpNeeded, {
          step_up: factorMessages.stepUpNeeded,
        });
      return staff;
    },
  );
}
