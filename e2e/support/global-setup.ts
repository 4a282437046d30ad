import type { TestProject } from 'vitest/node';
import { startAthar } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    payUrl: string;
    /** DATA_DIR of the running Athar: mails land in <dataDir>/mail/*.eml */
    dataDir: string;
  }
}

/** One running Athar for every journey of the run. */
export default async function setup(project: TestProject) {
  const athar = await startAthar();
  project.provide('baseUrl', athar.baseUrl);
  project.provide('payUrl', athar.payUrl);
  project.provide('dataDir', athar.dataDir);
  return () => athar.stop();
}
