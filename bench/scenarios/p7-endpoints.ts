import { DEMO_ACCOUNT, DEMO_STAFF } from '@athar/api/db/seed/demo';
import { PRODUCT_PREFIX } from '@athar/contract/constants';
import { campaignPath } from '../../apps/web/src/lib/entity-paths';
import type { BenchContext } from '../support/context';
import { peakRssBytes, type PinnedServer } from '../support/processes';
import { measured, resultRow, type ResultRow } from '../support/report';
import { interleaved } from '../support/rounds';
import { latencyVariant } from './latency';
import { apiHeaders, getJson, listingQuery } from './requests';

type Access = 'public' | 'user' | 'staff';

interface Endpoint {
  /** the route as the api declares it */
  route: string;
  path: string;
  access: Access;
}

interface Envelope<T> {
  data: T[];
}

const MIB = 1024 * 1024;
const RSS_BUDGET_MIB = 1024;

/**
 * Every GET the app serves (but /metrics, the one-time /api/verification and the signed internal
 * calls, which take each signature once so a load generator's fixed headers cannot repeat them; the
 * payment host's signed confirm is in P6), with ids found on that server (the demo seed is the same
 * on both engines).
 */
async function endpointsOf(
  server: PinnedServer,
  headers: Record<string, string>,
  userToken: string,
): Promise<Endpoint[]> {
  const get = <T>(path: string, extra: Record<string, string> = {}) =>
    getJson<Envelope<T>>(`${server.baseUrl}${path}`, { ...headers, ...extra });
  const card = (
    await get<{ campaign_id: number; campaign_title: string }>('/api/campaigns/details?rowscount=1')
  ).data[0]!;
  const details = (await get<{ smsCode: string }>(`/api/campaigns/details?campid=${card.campaign_id}`))
    .data[0]!;
  const ngo = (await get<{ id: number }>('/api/ngos/details?rowscount=1')).data[0]!;
  const project = (await get<{ project_id: number }>('/api/ngos/projects?rowscount=1')).data[0]!;
  const city = (await get<{ id: number }>('/api/cities')).data[0]!;
  const endpoints: Endpoint[] = [
    ['/api/campaigns/details (listing)', `/api/campaigns/details${listingQuery()}`],
    ['/api/campaigns/details (one)', `/api/campaigns/details?campid=${card.campaign_id}`],
    ['/api/campaigns/donations', `/api/campaigns/donations?campid=${card.campaign_id}`],
    ['/api/campaigns/categories', '/api/campaigns/categories'],
    ['/api/:section/filter', '/api/campaigns/filter'],
    ['/api/ngos/details (listing)', '/api/ngos/details'],
    ['/api/ngos/details (one)', `/api/ngos/details?ngoid=${ngo.id}`],
    ['/api/ngos/projects (listing)', '/api/ngos/projects'],
    ['/api/ngos/projects (charity)', `/api/ngos/projects?ngoid=${ngo.id}`],
    ['/api/ngos/projects (one)', `/api/ngos/projects?projectid=${project.project_id}`],
    ['/api/search', `/api/search?text=${encodeURIComponent('محمد')}`],
    ['/api/cities', '/api/cities'],
    ['/api/cities/:cityId', `/api/cities/${city.id}`],
    ['/api/about/achievements', '/api/about/achievements'],
    ['/api/about/faq', '/api/about/faq'],
    ['/api/about/press', '/api/about/press'],
    [
      `/${PRODUCT_PREFIX}/api/GetCampiagnID/:shortname`,
      `/${PRODUCT_PREFIX}/api/GetCampiagnID/${details.smsCode}`,
    ],
    ['/readyz', '/readyz'],
  ].map(([route, path]) => ({ route: route!, path: path!, access: 'public' as const }));
  endpoints.push(
    ...['/api/users/details', '/api/users/campaigns', '/api/users/favorites', '/api/users/donations'].map(
      (path) => ({ route: path, path, access: 'user' as const }),
    ),
    ...[
      '/api/charity/cash-queue',
      '/api/charity/campaigns',
      '/api/charity/donations',
      '/api/charity/donations.csv',
    ].map((path) => ({ route: path, path, access: 'staff' as const })),
  );
  const ownDonation = (
    await get<{ donation_id: number }>('/api/users/donations', { authorization: `Bearer ${userToken}` })
  ).data[0];
  if (ownDonation) {
    const path = `/api/receipts/${ownDonation.donation_id}`;
    endpoints.push({ route: '/api/receipts/:id', path, access: 'user' });
  }
  // the web app's pages, when a build is there to serve
  const shell = await fetch(`${server.baseUrl}/`);
  if (shell.ok && (shell.headers.get('content-type') ?? '').startsWith('text/html')) {
    endpoints.push(
      { route: '/ (app shell)', path: '/', access: 'public' },
      {
        route: '/CampaignDonation/… (shell + link preview)',
        path: campaignPath(card.campaign_title, card.campaign_id),
        access: 'public',
      },
    );
  }
  return endpoints;
}

/** A session of a demo account (a visitor's, or a charity staff member's). */
async function login(
  server: PinnedServer,
  headers: Record<string, string>,
  path: '/api/auth/login' | '/api/charity/auth/login',
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`P7: ${account.email} could not log in: ${response.status}`);
  return ((await response.json()) as Envelope<{ access_token: string }>).data[0]!.access_token;
}

/**
 * P7: every GET endpoint's p50 on PGlite vs PostgreSQL at the default (demo) seed, each endpoint's
 * two engines in turn, and the PGlite process's peak RSS (VmHWM) once all of them have run.
 */
export async function engineEndpoints(context: BenchContext): Promise<ResultRow[]> {
  const [pglite, postgres] = await Promise.all([context.server('pglite'), context.server('postgresDemo')]);
  const headers = apiHeaders(context);
  const prepare = async (server: PinnedServer) => {
    const userToken = await login(server, headers, '/api/auth/login', DEMO_ACCOUNT);
    const staffToken = await login(server, headers, '/api/charity/auth/login', DEMO_STAFF);
    const endpoints = await endpointsOf(server, headers, userToken);
    const bearer = { user: userToken, staff: staffToken };
    const headersFor = (access: Access) => () =>
      access === 'user' || access === 'staff'
        ? { ...headers, authorization: `Bearer ${bearer[access]}` }
        : headers;
    return { endpoints, headersFor };
  };
  const [onPglite, onPostgres] = await Promise.all([prepare(pglite), prepare(postgres)]);
  const routes = onPostgres.endpoints.map((endpoint) => endpoint.route);
  const variants = routes.flatMap((route) =>
    [
      { server: pglite, side: onPglite },
      { server: postgres, side: onPostgres },
    ].map(({ server, side }) => {
      const endpoint = side.endpoints.find((item) => item.route === route);
      if (!endpoint) throw new Error(`P7: ${route} is not served by ${server.name}`);
      return latencyVariant(context, `${server.baseUrl}${endpoint.path}`, {
        headers: side.headersFor(endpoint.access),
        seconds: context.options.endpointSeconds,
        warmupSeconds: 1,
      });
    }),
  );
  const samples = await interleaved(context.options.rounds, variants);
  const peakRss = peakRssBytes(pglite.pid) / MIB;
  await context.stopServer('pglite');

  const rows = routes.map((route, index) =>
    resultRow({
      id: 'P7',
      what: `GET ${route} p50`,
      a: measured('PGlite', 'ms', samples[index * 2]!),
      b: measured('PostgreSQL', 'ms', samples[index * 2 + 1]!),
      maxRatio: 2.5,
    }),
  );
  rows.push(
    resultRow({
      id: 'P7',
      what: 'PGlite process peak RSS (VmHWM) after every endpoint',
      a: measured('PGlite api', 'MiB', [peakRss]),
      b: measured('budget', 'MiB', [RSS_BUDGET_MIB]),
      also: { met: peakRss <= RSS_BUDGET_MIB, target: '≤ 1 GiB' },
    }),
  );
  return rows;
}
