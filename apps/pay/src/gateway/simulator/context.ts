import type { FastifyBaseLogger } from 'fastify';
import type { PaymobIntegrations } from './integrations';
import type { PaymobSimulatorState } from './state';
import type { CallbackContext } from './transactions';

/** What every route of the simulator works with (built once by the plugin from its options). */
export interface SimulatorContext extends CallbackContext {
  state: PaymobSimulatorState;
  secretKeys: ReadonlyMap<string, string>;
  publicKeys: ReadonlyMap<string, string>;
  apiKeys: ReadonlyMap<string, string>;
  hmacSecrets: ReadonlyMap<string, string>;
  integrations: PaymobIntegrations;
  kioskValidHours: number;
  retryDelaysMs: readonly number[];
  log: FastifyBaseLogger;
  /** the prefix the plugin is registered under, `/paymob` */
  base: string;
  /** the merchant's web site origin ('' when unknown): the redirect chain after a post ends there */
  siteOrigin: string;
}
