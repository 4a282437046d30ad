// The raw floor: a bare node:http server running the api's SQL through the `pg` driver, with no
// framework, validation or hooks. Each distinct query string is compiled once (from the api's own
// query code, see captured-sql.ts) and then only replayed, so a request costs what the SQL and the
// JSON cost. Started by the bench pinned to the server core; PORT and DATABASE_URL from the env.
import http from 'node:http';
import pg from 'pg';
import { campaignDetailsQuery } from '@athar/contract/campaigns/details';
import { searchQuery } from '@athar/contract/search/search';
import { toCampaignCard, type CampaignCardRow } from '@athar/api/db/queries/campaign-cards';
import { listCampaignCards } from '@athar/api/db/queries/campaign-listing';
import { search } from '@athar/api/db/queries/search';
import { capturedQueries, capturedQuery } from '@athar/api/db/captured-sql';
import { confirmRawDonation, createRawDonation, type RawDonationInput } from './donation-sql';

const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** The pool the api opens (apps/api/src/db/connect.ts): ten connections, int8 and numeric as numbers. */
function openPool(options: string | undefined) {
  return new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: 10,
    ...(options ? { options } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}
const pool = openPool(undefined);
/** P5's reference: the same search SQL with the planner barred from every kind of index scan. */
const noIndexPool = openPool('-c enable_indexscan=off -c enable_bitmapscan=off -c enable_indexonlyscan=off');

type CompiledQuery = Awaited<ReturnType<typeof capturedQuery>>;
const compiled = new Map<string, Promise<CompiledQuery>>();
function compileOnce(key: string, build: () => Promise<CompiledQuery>): Promise<CompiledQuery> {
  let query = compiled.get(key);
  if (!query) compiled.set(key, (query = build()));
  return query;
}

function listingSql(queryString: string) {
  return compileOnce(`listing${queryString}`, () => {
    const query = campaignDetailsQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
    return capturedQuery((db) => listCampaignCards(db, query, null));
  });
}

/**
 * A search asks its steps in turn (decision 012) and stops at the first that fills the list; over a
 * driver that answers no rows every step runs, so this replays the first, which is what the api runs
 * for P5's name (its exact matches fill the 20).
 */
function searchSql(queryString: string) {
  return compileOnce(`search${queryString}`, async () => {
    const query = searchQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
    const [first] = await capturedQueries((db) => search(db, query.text, query.rowscount));
    if (!first) throw new Error(`the search for ${query.text} sends no query`);
    return first;
  });
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function sendJson(response: http.ServerResponse, value: unknown) {
  const body = JSON.stringify(value);
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

const CONFIRM = /^\/donations\/(\d+)\/confirm$/;

async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? '/';
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at);
  if (path === '/listing') {
    const query = await listingSql(search);
    const { rows } = await pool.query<CampaignCardRow>(query.sql, query.parameters as unknown[]);
    return sendJson(response, { status: 1, message: '', data: rows.map(toCampaignCard) });
  }
  if (path === '/search' || path === '/search-no-index') {
    const query = await searchSql(search);
    const { rows } = await (path === '/search' ? pool : noIndexPool).query(
      query.sql,
      query.parameters as unknown[],
    );
    return sendJson(response, { status: 1, message: '', data: rows });
  }
  if (path === '/donations' && request.method === 'POST') {
    const input = JSON.parse(await readBody(request)) as RawDonationInput;
    return sendJson(response, { donation_id: await createRawDonation(pool, input) });
  }
  const confirm = CONFIRM.exec(path);
  if (confirm && request.method === 'POST') {
    await readBody(request);
    await confirmRawDonation(pool, Number(confirm[1]));
    return sendJson(response, { outcome: 'confirmed' });
  }
  if (path === '/healthz') {
    await pool.query('select 1');
    return sendJson(response, { status: 'ok' });
  }
  response.writeHead(404).end();
}

const server = http.createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void Promise.all([pool.end(), noIndexPool.end()]).then(() => process.exit(0));
});
