// The raw floor: a bare node:http server running the api's SQL through the `pg` driver, with no
// framework, validation or hooks. Each distinct query string is compiled once (from the api's own
// query code, see captured-sql.ts) and then only replayed, so a request costs what the SQL and the
// JSON cost. Like the api (docs/decisions/009, apps/api/src/db/pg-callback-pool.ts), every statement goes
// through pg's callback form, never its promise form, on a pool configured as the api's. Started by
// the bench pinned to the server core; PORT and DATABASE_URL from the env.
import http from 'node:http';
import pg from 'pg';
import { campaignDetailsQuery } from '@athar/contract/campaigns/details';
import { searchQuery } from '@athar/contract/search/search';
import type { CampaignCardRow } from '@athar/api/db/queries/campaign-cards';
import { listCampaignCardRows } from '@athar/api/db/queries/campaign-listing';
import { searchRows } from '@athar/api/db/queries/search';
import { toCampaignCard } from '@athar/api/services/campaigns/campaign-card';
import { capturedQueries, capturedQuery } from '@athar/api/db/captured-sql';
import {
  captureDonationStatements,
  confirmRawDonation,
  createRawDonation,
  type RawDonationInput,
} from './donation-sql';

const INT8_OID = 20;
const NUMERIC_OID = 1700;
/**
 * The pool the api opens (openPostgres in apps/api/src/db/connect.ts, with the default size the
 * api's server uses): ten connections, the same timeouts, int8 and numeric as numbers.
 */
function openPool(options: string | undefined) {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: 10,
    connectionTimeoutMillis: 15_000,
    idleTimeoutMillis: 30_000,
    ...(options ? { options } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', () => {});
  return pool;
}
const pool = openPool(undefined);
/** P5's reference: the same search SQL with the planner barred from every kind of index scan. */
const noIndexPool = openPool('-c enable_indexscan=off -c enable_bitmapscan=off -c enable_indexonlyscan=off');

interface Statement {
  sql: string;
  parameters: unknown[];
}
/** Compiled statements by query string; after the first request of a string the lookup is synchronous. */
const compiled = new Map<string, Statement>();
const compiling = new Map<string, Promise<Statement>>();
function compileOnce(key: string, build: () => Promise<{ sql: string; parameters: readonly unknown[] }>) {
  let pending = compiling.get(key);
  if (!pending) {
    pending = build().then(({ sql, parameters }) => {
      const statement = { sql, parameters: [...parameters] };
      compiled.set(key, statement);
      return statement;
    });
    compiling.set(key, pending);
  }
  return pending;
}

function listingSql(queryString: string) {
  return compileOnce(`listing${queryString}`, () => {
    const query = campaignDetailsQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
    return capturedQuery((db) => listCampaignCardRows(db, query, null));
  });
}

/**
 * A search asks its steps in turn (docs/decisions/012) and stops at the first that fills the list; over a
 * driver that answers no rows every step runs, so this replays the first, which is what the api runs
 * for P5's name (its exact matches fill the 20).
 */
function searchSql(queryString: string) {
  return compileOnce(`search${queryString}`, async () => {
    const query = searchQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
    const [first] = await capturedQueries((db) => searchRows(db, query.text, query.rowscount));
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

function sendError(response: http.ServerResponse, error: unknown) {
  if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
  response.end(String(error));
}

const listingData = (rows: pg.QueryResultRow[]) => (rows as CampaignCardRow[]).map(toCampaignCard);
const searchData = (rows: pg.QueryResultRow[]) => rows;

/** Runs a compiled statement on `target` in pg's callback form and answers its rows as the api does. */
function answerRows(
  response: http.ServerResponse,
  target: pg.Pool,
  statement: Statement,
  toData: (rows: pg.QueryResultRow[]) => unknown,
) {
  target.query(statement.sql, statement.parameters, (error: Error | undefined, result: pg.QueryResult) => {
    if (error) return sendError(response, error);
    try {
      sendJson(response, { status: 1, message: '', data: toData(result.rows) });
    } catch (failure) {
      sendError(response, failure);
    }
  });
}

/** The statement of `key` straight away once compiled; the first request of a query string waits for it. */
function answerCompiled(
  response: http.ServerResponse,
  key: string,
  compile: () => Promise<Statement>,
  target: pg.Pool,
  toData: (rows: pg.QueryResultRow[]) => unknown,
) {
  const statement = compiled.get(key);
  if (statement) return answerRows(response, target, statement, toData);
  compile().then(
    (ready) => answerRows(response, target, ready, toData),
    (error: unknown) => sendError(response, error),
  );
}

const CONFIRM = /^\/donations\/(\d+)\/confirm$/;
/** The donation statements, captured from the api's query code once, before the first request. */
const donationStatements = captureDonationStatements();

async function donation(request: http.IncomingMessage, response: http.ServerResponse) {
  const input = JSON.parse(await readBody(request)) as RawDonationInput;
  sendJson(response, { donation_id: await createRawDonation(pool, await donationStatements, input) });
}

async function confirmation(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  donationId: number,
) {
  await readBody(request);
  await confirmRawDonation(pool, await donationStatements, donationId);
  sendJson(response, { outcome: 'confirmed' });
}

function handle(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? '/';
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at);
  if (path === '/listing') {
    return answerCompiled(response, `listing${search}`, () => listingSql(search), pool, listingData);
  }
  if (path === '/search' || path === '/search-no-index') {
    const target = path === '/search' ? pool : noIndexPool;
    return answerCompiled(response, `search${search}`, () => searchSql(search), target, searchData);
  }
  if (path === '/donations' && request.method === 'POST') {
    return void donation(request, response).catch((error: unknown) => sendError(response, error));
  }
  const confirm = CONFIRM.exec(path);
  if (confirm && request.method === 'POST') {
    return void confirmation(request, response, Number(confirm[1])).catch((error: unknown) =>
      sendError(response, error),
    );
  }
  if (path === '/healthz') {
    return pool.query('select 1', (error: Error | undefined) =>
      error ? sendError(response, error) : sendJson(response, { status: 'ok' }),
    );
  }
  response.writeHead(404).end();
}

const server = http.createServer((request, response) => {
  try {
    handle(request, response);
  } catch (error) {
    sendError(response, error);
  }
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void Promise.all([pool.end(), noIndexPool.end()]).then(() => process.exit(0));
});
