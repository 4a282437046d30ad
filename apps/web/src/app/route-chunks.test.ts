import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../build/route-chunks';
import { charityRoutes } from './charity-route-table';
import { PATH_NOT_FOUND, routes } from './route-table';

/** the visitor app's table and the charity console's, each read as the build reads it */
const found = ['route-table.ts', 'charity-route-table.ts'].flatMap((file) =>
  pageRoutes(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'), PATH_NOT_FOUND),
);
const specifierOf = new Map(found);

/** The deepest route a path lands on, its `:params` filled in. */
const landsOn = (routePath: string) =>
  matchRoutes([...routes, ...charityRoutes], routePath.replace(/:\w+/g, 'x'))?.at(-1)?.route;

describe('the build’s map of page routes to page modules (route-chunks)', () => {
  it('reads every page route of the table, each once', () => {
    expect(found.length).toBe(specifierOf.size);
    expect(specifierOf.get('/')).toBe('../features/home/components/home-page');
    expect(specifierOf.get('/Campaigns')).toBe('../features/campaigns/components/campaigns-page');
    expect(specifierOf.get('/Login')).toBe('../features/accounts/components/login-page');
    expect(specifierOf.get('/charity')).toBe('../features/charity-console/components/console-home');
    expect(specifierOf.get('/charity/login')).toBe('../features/charity-console/components/staff-login-page');
    expect(specifierOf.get(PATH_NOT_FOUND)).toBe('../features/not-found/components/not-found-page');
  });

  it('gives each path the module its route really loads', async () => {
    for (const [routePath, specifier] of found) {
      const lazy = landsOn(routePath)?.lazy;
      expect(lazy, routePath).toBeTypeOf('function');
      const loaded = await (lazy as () => Promise<{ Component?: unknown }>)();
      const module: Record<string, unknown> = await import(path.join(import.meta.dirname, specifier));
      expect(Object.values(module), routePath).toContain(loaded.Component);
    }
  });

  it('fails loudly on a page() it cannot read', () => {
    expect(() => pageRoutes(`page('/X', 'x', somewhere.else)`, '/PathNotFound')).toThrow(/\/X/);
  });
});
