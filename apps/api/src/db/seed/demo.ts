import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { DEMO_STAFF_FACTOR_SECRET } from '../../lib/factor-secret';
import { hashPassword } from '../../lib/passwords';
import { donorNames } from './demo-content';
import { seedApplication } from './demo-application';
import { seedCampaigns } from './demo-campaigns';
import { seedCatalog } from './demo-catalog';
import { seedDuplicate } from './demo-duplicate';
import { seedCharityStaff } from './demo-charity-staff';
import { seedOperator } from './demo-operator';
import { seedProjectDraft } from './demo-project-draft';
import { seedImageWriter } from './images';
import { seedLocations } from './locations';

/** The documented demo account (README). */
export const DEMO_ACCOUNT = {
  email: 'demo@athar.local',
  password: 'athar-demo-2026',
  user_name: 'سارة محمود',
};
/**
 * The documented demo charity staff account (README), with the demo account's password: the demo
 * charity's admin, with the authenticator secret printed in the README.
 */
export const DEMO_STAFF = {
  email: 'staff@athar.local',
  password: DEMO_ACCOUNT.password,
  staff_name: 'منى عبد الله',
  factor_secret: DEMO_STAFF_FACTOR_SECRET,
};
const CREATOR_COUNT = 14;

export interface SeedOptions {
  /** DATA_DIR/uploads, or null to record image paths without writing files */
  uploadsDir: string | null;
  /** DATA_DIR/private/charity-applications for the pending application's documents; none: rows only */
  applicationDocumentsDir?: string | null;
}

/** Seeds the demo data once: does nothing when the database already has charities. */
export async function seedDemoIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  const existing = await db.selectFrom('ngos').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedLocations(db);
  const writeImage = seedImageWriter(options.uploadsDir);
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  await db.transaction().execute(async (trx) => {
    const { projects } = await seedCatalog(trx, writeImage);
    const creatorIds = await seedUsers(trx, passwordHash);
    await seedCampaigns(trx, writeImage, projects, creatorIds);
    await seedDuplicate(trx, creatorIds);
    await seedCharityStaff(trx, DEMO_STAFF, passwordHash);
    await seedProjectDraft(trx, writeImage, DEMO_STAFF.email);
    await seedOperator(trx, passwordHash);
    await seedApplication(trx, options.applicationDocumentsDir ?? null);
    // the demo's donations are written in bulk: the dashboards' rollups computed from them once
    await sql`SELECT figures_rebuild()`.execute(trx);
  });
  return true;
}

async function seedUsers(db: Kysely<Database>, passwordHash: string): Promise<number[]> {
  const verifiedAt = new Date();
  const users = [
    { user_name: DEMO_ACCOUNT.user_name, email: DEMO_ACCOUNT.email, msisdn: '01000000000' },
    ...donorNames.slice(0, CREATOR_COUNT - 1).map((name, index) => ({
      user_name: name,
      email: `family${index + 1}@example.com`,
      msisdn: `012${String(30_000_000 + index * 15_485).padStart(8, '0')}`,
    })),
  ];
  const rows = await db
    .insertInto('users')
    .values(users.map((user) => ({ ...user, password_hash: passwordHash, verified_at: verifiedAt })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
