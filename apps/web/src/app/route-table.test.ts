import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { charityPageTitles } from '../lib/messages/charity-pages';
import { charityRoutes } from './charity-route-table';
import { discoverCharityRoutes } from './charity-route-discovery';
import { routes } from './route-table';

/** PRODUCT.md §2, written out again so a route dropped from the table fails here. */
const PUBLIC_PATHS = [
  '/Campaigns',
  '/ChooseCampaign',
  '/CreateCampaign/:projectName/:projectId',
  '/CampaignDonation/:campaignTitle/:campaignId',
  '/ProjectsListing',
  '/NGOsListing',
  '/NGODetails/:ngoName/:id',
  '/TransactionDonation/:link',
  '/TransactionFailed',
  '/transactionfailed',
  '/Receipt/:id',
  '/ContactUs',
  '/PressCoverage',
  '/Terms',
  '/Privacy',
  '/FAQs',
  '/SuccessTips',
  '/HowItWork',
  '/TrustandSafety',
  '/Impact',
  '/Verifymail/:token',
  '/PathNotFound',
];
const LOGGED_IN_PATHS = [
  '/MyProfile',
  '/MyProfile/Edit',
  '/MyFavourite',
  '/MyDonations',
  '/MyDonations/statement',
  '/MyCampaigns',
];
const LOGGED_OUT_PATHS = ['/Login', '/Register', '/ForgotPassword', '/ResetPassword/:token', '/DeleteUser'];
/** The charity console (PRODUCT.md §2.5): its own frame and guards, outside the visitor app's root. */
const STAFF_PATHS = ['/charity/donations', '/charity/campaigns'];

function flatten(
  list: RouteObject[],
  parents: string[] = [],
): Array<{ route: RouteObject; parents: string[] }> {
  return list.flatMap((route) => [
    { route, parents },
    ...flatten(route.children ?? [], route.id ? [...parents, route.id] : parents),
  ]);
}

/** The table once the router has added the charity console's routes (router.tsx). */
const table = [...routes, ...charityRoutes];
const all = flatten(table);
const byPath = (path: string) => all.find(({ route }) => route.path === path);
/** The id of the deepest route a URL lands on. */
const landsOn = (url: string) => matchRoutes(table, url)?.at(-1)?.route;

describe('route table', () => {
  it.each([...PUBLIC_PATHS, ...LOGGED_IN_PATHS, ...LOGGED_OUT_PATHS])(
    'registers %s case-sensitively',
    (path) => {
      const entry = byPath(path);
      expect(entry, path).toBeDefined();
      expect(entry?.route.caseSensitive).toBe(true);
      expect(entry?.route.lazy, 'code-split').toBeTypeOf('function');
    },
  );

  it('puts logged-in and logged-out routes behind their guards', () => {
    for (const path of LOGGED_IN_PATHS) expect(byPath(path)?.parents).toContain('logged-in-only');
    for (const path of LOGGED_OUT_PATHS) expect(byPath(path)?.parents).toContain('logged-out-only');
    for (const path of PUBLIC_PATHS) expect(byPath(path)?.parents).toEqual(['root']);
  });

  it('matches exact paths to their pages', () => {
    expect(matchRoutes(routes, '/')?.at(-1)?.route.index).toBe(true);
    expect(landsOn('/Campaigns')?.path).toBe('/Campaigns');
    expect(landsOn('/MyProfile/Edit')?.path).toBe('/MyProfile/Edit');
    expect(landsOn('/CampaignDonation/محمد_علي/12')?.path).toBe(
      '/CampaignDonation/:campaignTitle/:campaignId',
    );
    expect(landsOn('/transactionfailed')?.path).toBe('/transactionfailed');
  });

  it('treats any other single segment as a campaign short name', () => {
    expect(landsOn('/campaigns')?.id).toBe('short-name');
    expect(landsOn('/ahmed2020')?.id).toBe('short-name');
  });

  it('keeps the charity console in its own frame, behind its own guards', () => {
    const ids = (url: string) => matchRoutes(table, url)?.map(({ route }) => route.id);
    expect(ids('/charity')).toEqual(['charity', 'staff-only', undefined]);
    expect(landsOn('/charity')?.handle).toEqual({ title: charityPageTitles.charityQueue });
    for (const path of STAFF_PATHS) {
      const entry = byPath(path);
      expect(entry?.parents, path).toEqual(['charity', 'staff-only']);
      expect(entry?.route.caseSensitive).toBe(true);
      expect(entry?.route.lazy, 'code-split').toBeTypeOf('function');
    }
    expect(byPath('/charity/login')?.parents).toEqual(['charity', 'staff-logged-out-only']);
    expect(byPath('/charity/forgot-password')?.parents).toEqual(['charity', 'staff-logged-out-only']);
    // the invitation and reset links work whether or not someone is logged in to the console
    expect(byPath('/charity/set-password/:token')?.parents).toEqual(['charity']);
    expect(landsOn('/charity/set-password/abc_DEF-123')?.path).toBe('/charity/set-password/:token');
    expect(byPath('/charity/reset-password/:token')?.parents).toEqual(['charity']);
    expect(landsOn('/charity/reset-password/abc_DEF-123')?.path).toBe('/charity/reset-password/:token');
    expect(byPath('/charity')?.route.lazy, 'the console frame is its own chunk').toBeTypeOf('function');
  });

  it('adds the charity console to the table only when a /charity address is opened', async () => {
    expect(
      flatten(routes).some(({ route }) => route.path?.startsWith('/charity')),
      'first load',
    ).toBe(false);
    const patched: Array<string | null> = [];
    const ask = (path: string) =>
      discoverCharityRoutes({
        path,
        matches: [],
        signal: new AbortController().signal,
        fetcherKey: undefined,
        patch: (routeId, children) => {
          expect(children).toBe(charityRoutes);
          patched.push(routeId);
        },
      });
    for (const path of ['/', '/CampaignDonation/x/1', '/charityx', '/Charity', '/operator']) await ask(path);
    expect(patched).toEqual([]);
    for (const path of ['/charity', '/charity/donations', '/charity/set-password/abc']) await ask(path);
    expect(patched, 'at the top of the table').toEqual([null, null, null]);
  });

  it('keeps the operators’ console in one lazy route of its own, its screens inside its module', () => {
    const console = byPath('/operator/*');
    expect(console?.parents).toEqual([]);
    expect(console?.route.caseSensitive).toBe(true);
    expect(console?.route.lazy, 'the whole console is its own chunk').toBeTypeOf('function');
    for (const url of ['/operator', '/operator/audit', '/operator/operators'])
      expect(landsOn(url)?.path, url).toBe('/operator/*');
    expect(landsOn('/Operator')?.id).toBe('short-name');
  });

  it('leaves other spellings of the console to the visitor app', () => {
    expect(landsOn('/Charity')?.id).toBe('short-name');
    expect(landsOn('/charity/unknown')?.id).toBe('not-found');
  });

  it('sends two or more unmatched segments to not found', () => {
    expect(landsOn('/a/b')?.id).toBe('not-found');
    expect(landsOn('/a/b/c')?.id).toBe('not-found');
    expect(landsOn('/myprofile/edit')?.id).toBe('not-found');
    expect(landsOn('/Campaigns/extra')?.id).toBe('not-found');
  });
});
