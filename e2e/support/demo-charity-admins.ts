import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo';
import { sealFactorSecret } from '../../apps/api/src/lib/factor-secret';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { STAFF_PASSWORD } from '../../apps/api/src/test/staff-factories';
import { LOCAL_OPERATOR_FACTOR_KEY } from '../../packages/server-kit/src/config';

/**
 * Admins of the demo charity of the journeys' own, one per journey and screen, each with an
 * authenticator of a known secret (journey data only): a code is taken once per 30-second step, so a
 * journey that logs in and steps up at both sizes as the demo staff member would wait for the clock.
 */
export const DEMO_CHARITY_ADMINS = {
  /** invites a finance member at each size (e2e/charity-team.e2e.ts) */
  teamDesktop: {
    email: 'team.desktop@journey.athar.local',
    name: 'هالة المنوفي',
    secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  },
  teamPhone: {
    email: 'team.phone@journey.athar.local',
    name: 'شادي الأسيوطي',
    secret: 'MZXW6YTBOJUWU23MNU3TQOJQGEZDGNBV',
  },
  /** edits a project twice and restores its first text (e2e/project-history.e2e.ts) */
  historyDesktop: {
    email: 'history.desktop@journey.athar.local',
    name: 'إسراء الدمنهوري',
    secret: 'KRSXG5DJNZTWC3DPNZTWY2LONFXGOYJT',
  },
  historyPhone: {
    email: 'history.phone@journey.athar.local',
    name: 'يوسف الشبراوي',
    secret: 'NBSWY3DPO5XXE3DEEBQW4ZBAMFZWC2LO',
  },
} as const;

export type DemoCharityAdmin = (typeof DEMO_CHARITY_ADMINS)[keyof typeof DEMO_CHARITY_ADMINS];

/** What `logInAsStaff` (charity-staff.ts) takes for one of them. */
export const demoCharityAdminLogin = (admin: DemoCharityAdmin) => ({
  email: admin.email,
  password: STAFF_PASSWORD,
  secret: admin.secret,
});

/** An admin of `ngoId` who logs in with the password of `passwordHash` and an authenticator of a known secret. */
export async function insertEnrolledAdmin(
  db: DatabaseHandle['db'],
  ngoId: number,
  admin: { email: string; name: string; secret: string },
  passwordHash: string,
): Promise<void> {
  await db
    .insertInto('charity_staff')
    .values({
      ngo_id: ngoId,
      email: admin.email,
      staff_name: admin.name,
      password_hash: passwordHash,
      is_admin: true,
      factor_secret: sealFactorSecret(admin.secret, LOCAL_OPERATOR_FACTOR_KEY),
      factor_enrolled_at: new Date(),
    })
    .execute();
}

export async function seedDemoCharityAdmins(db: DatabaseHandle['db']): Promise<void> {
  const { ngo_id } = await db
    .selectFrom('charity_staff')
    .select('ngo_id')
    .where('email', '=', DEMO_STAFF.email)
    .executeTakeFirstOrThrow();
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  for (const admin of Object.values(DEMO_CHARITY_ADMINS))
    await insertEnrolledAdmin(db, ngo_id, admin, passwordHash);
}
