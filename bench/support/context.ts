import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@athar/api/config';
import { cardCampaignIds, dataSetSize, ensureSeededDatabase } from './databases';
import { BENCH_DATA_DIR, PORTS, type BenchOptions } from './options';
import { startApi, startRawServer, type PinnedServer } from './processes';
import { plantSettlementDonations } from './settlement-bench-data';
import { plantStatementMonth, STATEMENT_CHARITIES } from './statements-bench-data';
import { makeTenfoldRollups } from './tenfold-rollups';

export type DataSetName = 'scale' | 'scale10x' | 'demo' | 'settlement' | 'statements';
export type ServerName = 'api' | 'api10x' | 'raw' | 'pglite' | 'postgresDemo' | 'web';

export interface DataSet {
  /** the database's name */
  name: string;
  url: string;
  campaigns: number;
  visible: number;
  donations: number;
}

/**
 * What the scenarios share: the bench databases and the pinned servers, each seeded or started on
 * first use and kept for the rest of the run, and the credentials the api expects.
 */
export class BenchContext {
  readonly apiSignature: string;
  readonly payWebhookSecret: string;
  /** the full stack's maximum listing rate, measured by P1 and reused by P2 */
  listingMaxRate: number | undefined;
  readonly #dataSets = new Map<DataSetName, Promise<DataSet>>();
  readonly #servers = new Map<ServerName, Promise<PinnedServer>>();

  constructor(
    readonly options: BenchOptions,
    readonly log: (message: string) => void,
  ) {
    const config = loadConfig();
    this.apiSignature = config.API_SIGNATURE;
    this.payWebhookSecret = config.PAY_WEBHOOK_SECRET;
  }

  dataSet(name: DataSetName): Promise<DataSet> {
    let dataSet = this.#dataSets.get(name);
    if (!dataSet) {
      dataSet = this.#seed(name);
      this.#dataSets.set(name, dataSet);
    }
    return dataSet;
  }

  async #seed(name: DataSetName): Promise<DataSet> {
    const { scale, donationsPerCampaign, adminUrl, databasePrefix: prefix } = this.options;
    if (name === 'scale10x' && this.options.tenfold === 'rollups') {
      // copied from the 1× database, which no server may hold open meanwhile
      await this.dataSet('scale');
      await Promise.all([this.stopServer('api'), this.stopServer('raw')]);
    }
    const tenfoldRollups = {
      name: `${prefix}_10x_rollups`,
      scale,
      donationsPerCampaign: donationsPerCampaign * 10,
      copyOf: prefix,
      plant: {
        marker: 'a copy of the 1× set with the rollups of the 10× seed',
        run: (url: string) => makeTenfoldRollups(url, donationsPerCampaign),
      },
    };
    const plan = {
      scale: { name: prefix, scale, donationsPerCampaign },
      scale10x:
        this.options.tenfold === 'rollups'
          ? tenfoldRollups
          : { name: `${prefix}_10x`, scale, donationsPerCampaign: donationsPerCampaign * 10 },
      demo: { name: `${prefix}_demo`, scale: 0, donationsPerCampaign },
      settlement: {
        name: `${prefix}_settlement`,
        scale: 0,
        donationsPerCampaign,
        plant: { marker: 'P12: 100,000 card donations of a day', run: plantSettlementDonations },
      },
      statements: {
        name: `${prefix}_statements`,
        scale: 0,
        donationsPerCampaign,
        plant: { marker: `P13: a month of ${STATEMENT_CHARITIES} charities`, run: plantStatementMonth },
      },
    }[name];
    const url = await ensureSeededDatabase(adminUrl, prefix, plan, this.log, this.options.reseed);
    return { name: plan.name, url, ...(await dataSetSize(url)) };
  }

  /** A folder of the bench's own for a server's DATA_DIR (gitignored). */
  dataDir(folder: string): string {
    return path.join(BENCH_DATA_DIR, folder);
  }

  server(name: ServerName): Promise<PinnedServer> {
    let server = this.#servers.get(name);
    if (!server) {
      server = this.#start(name);
      this.#servers.set(name, server);
    }
    return server;
  }

  async #start(name: ServerName): Promise<PinnedServer> {
    const dataDir = (folder: string) => path.join(BENCH_DATA_DIR, folder);
    switch (name) {
      case 'api':
        return startApi(name, {
          port: PORTS.api,
          payPort: PORTS.apiPay,
          dataDir: dataDir('api'),
          databaseUrl: (await this.dataSet('scale')).url,
        });
      case 'api10x':
        return startApi(name, {
          port: PORTS.api10x,
          payPort: PORTS.api10xPay,
          dataDir: dataDir('api10x'),
          databaseUrl: (await this.dataSet('scale10x')).url,
        });
      case 'raw':
        return startRawServer(PORTS.raw, (await this.dataSet('scale')).url);
      case 'pglite':
        // the api seeds the demo data into an empty PGlite directory on start
        if (this.options.reseed) fs.rmSync(dataDir('pglite'), { recursive: true, force: true });
        return startApi(name, { port: PORTS.pglite, payPort: PORTS.pglitePay, dataDir: dataDir('pglite') });
      case 'postgresDemo':
        return startApi(name, {
          port: PORTS.postgresDemo,
          payPort: PORTS.postgresDemoPay,
          dataDir: dataDir('postgres-demo'),
          databaseUrl: (await this.dataSet('demo')).url,
        });
      case 'web':
        // what a visitor's browser meets: `npm start` (a fresh production build of the web app when
        // its sources changed, then scripts/serve.ts) on PGlite with the demo seed
        return startApi(name, {
          port: PORTS.web,
          payPort: PORTS.webPay,
          dataDir: dataDir('lighthouse'),
          script: 'scripts/start.mjs',
        });
    }
  }

  /** The sizes of the data sets this run used (as seeded, before its own donations). */
  async seededDataSets(): Promise<Partial<Record<DataSetName, Omit<DataSet, 'url' | 'name'>>>> {
    const entries = await Promise.all(
      [...this.#dataSets].map(async ([name, pending]) => {
        const found = await pending.catch(() => undefined);
        if (!found) return [];
        const { url: _url, name: _name, ...size } = found;
        return [[name, size] as const];
      }),
    );
    return Object.fromEntries(entries.flat());
  }

  cardCampaignIds(): Promise<number[]> {
    return this.dataSet('scale').then((dataSet) => cardCampaignIds(dataSet.url));
  }

  /** Stops one server now (P7's PGlite process, say, once its peak RSS is read). */
  async stopServer(name: ServerName): Promise<void> {
    const server = this.#servers.get(name);
    this.#servers.delete(name);
    await (await server?.catch(() => undefined))?.stop();
  }

  async close(): Promise<void> {
    await Promise.all([...this.#servers.keys()].map((name) => this.stopServer(name)));
  }
}
