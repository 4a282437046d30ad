import fs from 'node:fs';

/**
 * The layers the linter keeps (issues 17 and 33), and docs/ARCHITECTURE.md's tables say the same:
 * which folder may not import which. `target` is the importing file's folder, `from` the folder it
 * may not reach; each zone says why in its message. `layerZones` holds for every file;
 * `testLayerZones` for the tests (`*.test.ts`, `*.test-support.ts`, apps/api/src/test/), which may
 * import any layer of their own app but still keep the boundaries between apps and packages.
 */
const web = 'apps/web/src';
const api = 'apps/api/src';
const pay = 'apps/pay/src';
const features = fs.readdirSync(`${web}/features`);
const folders = (dir, except = []) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !except.includes(entry.name))
    .map((entry) => entry.name);

/** The boundaries between the apps and the shared packages. */
const appZones = [
  {
    target: 'packages/contract',
    from: ['apps', 'packages/server-kit'],
    message: 'The contract is shared by every app: it imports none of them.',
  },
  {
    target: 'packages/server-kit',
    from: 'apps',
    message: 'The server kit is shared by the servers: it imports no app.',
  },
  {
    target: 'apps/web',
    from: ['apps/api', 'apps/pay', 'packages/server-kit'],
    message: 'The web talks to the servers over HTTP only.',
  },
  {
    target: 'apps/api',
    from: ['apps/web', 'apps/pay'],
    message: 'The api imports neither the web nor the payment host.',
  },
  {
    target: 'apps/pay',
    from: ['apps/web', 'apps/api'],
    message: 'The payment host uses the server kit and the contract, never the api.',
  },
];

/*
 * apps/api (docs/ARCHITECTURE.md, its table). The layers, top to bottom: server.ts → app.ts →
 * routes/ and plugins/ (the app's edge) → services/ → db/queries/ → db/ → lib/; runtime/ and config.ts
 * beside them. Each zone lists what its layer may NOT import: everything the table does not name.
 */
const apiLayer = {
  app: `${api}/app.ts`,
  server: `${api}/server.ts`,
  config: `${api}/config.ts`,
  runtime: `${api}/runtime`,
  routes: `${api}/routes`,
  plugins: `${api}/plugins`,
  services: `${api}/services`,
  queries: `${api}/db/queries`,
  db: `${api}/db`,
  lib: `${api}/lib`,
  test: `${api}/test`,
};
/** db/'s types, which the layers above may read: the tables' (`schema*.ts`) and the handle's (`connect.ts`). */
const dbTypes = [
  'connect.ts',
  ...fs.readdirSync(`${api}/db`).filter((file) => /^schema.*\.ts$/.test(file) && !file.endsWith('.test.ts')),
].map((file) => `./${file}`);
/** db/ without db/queries/: the schema, migrations, seed and connection. */
const dbBelowQueries = [
  `${api}/db/*.ts`,
  ...folders(`${api}/db`, ['queries']).map((dir) => `${api}/db/${dir}`),
];

const apiZones = [
  {
    target: apiLayer.routes,
    from: [apiLayer.app, apiLayer.server, apiLayer.runtime, apiLayer.test],
    message:
      'routes/ import services/, db/queries/, db/ types, plugins/, lib/ and config.ts (docs/ARCHITECTURE.md).',
  },
  {
    target: apiLayer.routes,
    from: apiLayer.db,
    except: ['./queries', ...dbTypes],
    message: 'routes/ read the database through db/queries/; of db/ only its types (schema*.ts, connect.ts).',
  },
  {
    target: apiLayer.plugins,
    from: [apiLayer.routes, apiLayer.app, apiLayer.server, apiLayer.runtime, apiLayer.test],
    message:
      'plugins/ import services/, db/queries/, db/ types, lib/ and config.ts: never a route (docs/ARCHITECTURE.md).',
  },
  {
    target: apiLayer.plugins,
    from: apiLayer.db,
    except: ['./queries', ...dbTypes],
    message:
      'plugins/ read the database through db/queries/; of db/ only its types (schema*.ts, connect.ts).',
  },
  {
    target: apiLayer.services,
    from: [apiLayer.routes, apiLayer.plugins, apiLayer.app, apiLayer.server, apiLayer.runtime, apiLayer.test],
    message:
      'Services take what they need as arguments: they import db/queries/, db/ types, lib/ and config.ts, no plugin or route.',
  },
  {
    target: apiLayer.services,
    from: apiLayer.db,
    // og-image.ts draws a campaign without a picture as the seed does
    except: ['./queries', ...dbTypes, './seed/placeholder-images.ts'],
    message:
      "Services read the database through db/queries/; of db/ only its types (schema*.ts, connect.ts) and the seed's placeholder-images.ts.",
  },
  {
    target: apiLayer.queries,
    from: [
      apiLayer.routes,
      apiLayer.plugins,
      apiLayer.services,
      apiLayer.config,
      apiLayer.app,
      apiLayer.server,
      apiLayer.runtime,
      apiLayer.test,
    ],
    message: 'db/queries/ sits under the services and plugins: it imports db/ and lib/ only.',
  },
  {
    target: dbBelowQueries,
    from: [
      apiLayer.queries,
      apiLayer.routes,
      apiLayer.plugins,
      apiLayer.services,
      apiLayer.config,
      apiLayer.app,
      apiLayer.server,
      apiLayer.runtime,
      apiLayer.test,
    ],
    message: 'db/ (schema, migrations, seed, connection) sits under its queries: it imports lib/ only.',
  },
  {
    target: apiLayer.lib,
    from: [
      apiLayer.db,
      apiLayer.routes,
      apiLayer.plugins,
      apiLayer.services,
      apiLayer.config,
      apiLayer.app,
      apiLayer.server,
      apiLayer.runtime,
      apiLayer.test,
    ],
    message: 'lib/ holds helpers every layer uses: it imports nothing of the api above it.',
  },
  {
    target: apiLayer.runtime,
    from: [
      apiLayer.queries,
      apiLayer.routes,
      apiLayer.plugins,
      apiLayer.services,
      apiLayer.app,
      apiLayer.server,
      apiLayer.test,
    ],
    message: 'runtime/ opens, migrates and seeds the database at start: it imports db/, lib/ and config.ts.',
  },
  {
    target: apiLayer.config,
    from: [
      apiLayer.db,
      apiLayer.lib,
      apiLayer.routes,
      apiLayer.plugins,
      apiLayer.services,
      apiLayer.app,
      apiLayer.server,
      apiLayer.runtime,
      apiLayer.test,
    ],
    message: 'config.ts reads the settings: it imports nothing of the api.',
  },
  {
    target: apiLayer.app,
    from: [apiLayer.server, apiLayer.runtime, apiLayer.test],
    message:
      'app.ts builds the app from every layer; server.ts starts it (with runtime/), tests build it in test/.',
  },
  {
    target: apiLayer.server,
    from: apiLayer.test,
    message: 'server.ts starts the api: nothing of test/.',
  },
];

/*
 * apps/pay (docs/ARCHITECTURE.md, its table): routes/ → payments/ → gateway/ → bank/, with the shared
 * files at the root of apps/pay/src (internal-api.ts, messages.ts, reply.ts, cors.ts…) under all of
 * them. A route file never imports another route file: what two routes share lives below routes/.
 */
const payLayer = {
  app: `${pay}/app.ts`,
  server: `${pay}/server.ts`,
  routes: `${pay}/routes`,
  payments: `${pay}/payments`,
  gateway: `${pay}/gateway`,
  bank: `${pay}/bank`,
};
/** The shared files at the root: every .ts file there but app.ts, server.ts and the tests. */
const payShared = fs
  .readdirSync(pay)
  .filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !['app.ts', 'server.ts'].includes(file),
  )
  .map((file) => `${pay}/${file}`);
const payFolders = [payLayer.routes, payLayer.payments, payLayer.gateway, payLayer.bank];

const payZones = [
  ...fs.readdirSync(payLayer.routes).map((entry) => ({
    target: `${payLayer.routes}/${entry}`,
    from: payLayer.routes,
    except: [`./${entry}`],
    message:
      'A route file imports payments/, gateway/, bank/ and the shared files at the root, never another route file: what routes share lives below routes/.',
  })),
  {
    target: payLayer.routes,
    from: [payLayer.app, payLayer.server],
    message: 'routes/ are registered by app.ts: they import neither app.ts nor server.ts.',
  },
  {
    target: payLayer.payments,
    from: [payLayer.routes, payLayer.app, payLayer.server],
    message: 'payments/ import gateway/, bank/ and the shared files at the root: never a route.',
  },
  {
    target: payLayer.gateway,
    from: [payLayer.routes, payLayer.app, payLayer.server],
    message:
      'gateway/ imports bank/, payments/payment-deps.ts and the shared files at the root: never a route.',
  },
  {
    target: payLayer.gateway,
    from: payLayer.payments,
    except: ['./payment-deps.ts'],
    message:
      'Of payments/, gateway/ imports only payment-deps.ts (the dependencies the payment flows share).',
  },
  {
    target: payLayer.bank,
    from: [payLayer.routes, payLayer.payments, payLayer.gateway, ...payShared, payLayer.app, payLayer.server],
    message: "bank/ (the card bank's client and simulator) imports nothing else of the payment host.",
  },
  ...(payShared.length > 0
    ? [
        {
          target: payShared,
          from: [...payFolders, payLayer.app, payLayer.server],
          message:
            'The shared files at the root of apps/pay/src sit under every folder: they import none of them, nor app.ts or server.ts.',
        },
      ]
    : []),
  {
    target: payLayer.app,
    from: payLayer.server,
    message: 'app.ts builds the payment host; server.ts starts it.',
  },
];

/** apps/web (docs/decisions/015). */
const webZones = [
  {
    target: [`${web}/components`, `${web}/hooks`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared web code imports no feature and not the app shell.',
  },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports shared code (components/, hooks/, lib/), never another feature (docs/decisions/015).',
  })),
];

export const layerZones = [...appZones, ...apiZones, ...payZones, ...webZones];

/** The servers' tests and their support files, which may import any layer of their own app. */
export const serverTestFiles = [
  'apps/{api,pay}/src/**/*.test.ts',
  'apps/{api,pay}/src/**/*.test-support.ts',
  `${api}/test/**`,
];
export const testLayerZones = [...appZones, ...webZones];
