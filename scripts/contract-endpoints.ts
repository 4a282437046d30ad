import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CONTRACT_DIR = path.join(ROOT, 'packages/contract/src');

/** Every module of the contract: its `.ts` files, tests left out. */
export function contractModules(dir = CONTRACT_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return contractModules(file);
      return entry.name.endsWith('.ts') && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    })
    .sort();
}

export interface FoundEndpoint {
  method: string;
  path: string;
  /** where the contract exports it, e.g. `payments/get-session-id.ts#getSessionIdEndpoint` */
  names: string[];
  /** exported records that hold it among their values, e.g. `donationActionEndpoints` */
  containers: string[];
}

const isCall = (value: unknown): value is { method: string; path: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string';

const hasResponse = (value: object) => (value as { response?: unknown }).response !== undefined;

/**
 * Every endpoint object the contract exports (one entry per object, with each name it is exported
 * under), and every zod-free route object of `routes/` (method and path only) by its name.
 */
export async function contractCalls(): Promise<{
  endpoints: FoundEndpoint[];
  routes: { name: string; method: string; path: string }[];
}> {
  const found = new Map<object, FoundEndpoint>();
  const routes: { name: string; method: string; path: string }[] = [];
  const records: [string, object][] = [];
  for (const file of contractModules()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (!isCall(value)) {
        if (typeof value === 'object' && value !== null) records.push([exported, value]);
        continue;
      }
      if (!hasResponse(value)) {
        routes.push({ name: exported, method: value.method, path: value.path });
        continue;
      }
      const name = `${path.relative(CONTRACT_DIR, file)}#${exported}`;
      const entry = found.get(value) ?? {
        method: value.method,
        path: value.path,
        names: [],
        containers: [],
      };
      entry.names.push(name);
      found.set(value, entry);
    }
  }
  for (const [name, record] of records) {
    for (const value of Object.values(record)) found.get(value as object)?.containers.push(name);
  }
  return { endpoints: [...found.values()], routes };
}
