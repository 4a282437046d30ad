import type { FastifyPluginAsync } from 'fastify';
import { registerSimulatorCheckoutRoutes } from './checkout-routes';
import { registerSimulatorRestRoutes } from './rest-routes';
import type { BankSimulatorState } from './state';

export interface BankSimulatorOptions {
  state: BankSimulatorState;
  passwords: Map<string, string>;
  /** the web app's origin, the only one allowed to frame the lightbox */
  parentOrigin: string;
}

/** The built-in bank (the default when BANK_URL is unset), under /bank on the payment host. */
export const bankSimulator: FastifyPluginAsync<BankSimulatorOptions> = async (app, options) => {
  registerSimulatorRestRoutes(app, options.state, options.passwords);
  registerSimulatorCheckoutRoutes(app, options.state, options.parentOrigin);
  // writes still in flight finish, then the journal (if any) is closed and its lock released
  app.addHook('onClose', async () => options.state.store.close());
};
