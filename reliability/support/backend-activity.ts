import pg from 'pg';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A plain connection to the app's PostgreSQL database, for what the query builder does not say. */
export async function sqlSession(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    /** the first column of the first row, as a number (a count) */
    async count(text: string, values: unknown[] = []): Promise<number> {
      const { rows } = await client.query<Record<string, unknown>>(text, values);
      return Number(Object.values(rows[0]!)[0]);
    },
    close: () => client.end(),
  };
}

export type SqlSession = Awaited<ReturnType<typeof sqlSession>>;

/**
 * The app's sessions (not this one) inside a transaction that has written (it holds a transaction
 * id) and whose statement mentions `table`: a write that has begun and not committed.
 */
const WRITING = `SELECT count(*) FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid()
    AND backend_xid IS NOT NULL AND query ILIKE $1`;

/** Waits until the app is mid-way through a transaction writing into `table`. */
export async function untilWritingInto(session: SqlSession, table: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await session.count(WRITING, [`%${table}%`])) > 0) return;
    await sleep(20);
  }
  throw new Error(`no transaction wrote into ${table} within ${timeoutMs} ms`);
}

/** Waits until no session holds an open transaction that wrote (the killed one's rolled back). */
export async function untilNoOpenWrites(session: SqlSession, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await session.count(
      `SELECT count(*) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_xid IS NOT NULL`,
    );
    if (open === 0) return;
    await sleep(50);
  }
  throw new Error(`a transaction stayed open ${timeoutMs} ms after its process was killed`);
}
