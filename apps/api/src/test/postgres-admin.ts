import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the machine's PostgreSQL (DATABASE_URL) outside any test database. */
export async function onAdminDatabase(statement: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrlOf(name: string) {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export const uniqueDatabaseName = (kind: string) =>
  `athar_${kind}_${process.pid}_${randomBytes(4).toString('hex')}`;
