import fs from 'node:fs';

/**
 * The layers the linter keeps (issue 17): which folder may not import which. `target` is the
 * importing file's folder, `from` the folder it may not reach; each zone says why in its message.
 */
const web = 'apps/web/src';
const api = 'apps/api/src';
const features = fs.readdirSync(`${web}/features`);

export const layerZones = [
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
  {
    target: `${api}/db`,
    from: [`${api}/plugins`, `${api}/services`, `${api}/routes`],
    message: 'db/ (queries, seed) sits under the services and plugins: it imports none of them.',
  },
  {
    target: `${api}/services`,
    from: [`${api}/plugins`, `${api}/routes`],
    message: 'Services take what they need as arguments: no plugin or route.',
  },
  {
    target: `${api}/lib`,
    from: [`${api}/plugins`, `${api}/routes`, `${api}/services`],
    message: 'lib/ holds helpers every layer uses: it imports no plugin, route or service.',
  },
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
