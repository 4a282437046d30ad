import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { gatewayResponseEndpoint } from '@athar/contract/payments/gateway-response';
import { paymentReturnEndpoint } from '@athar/contract/payments/payment-return';
import { LOCAL_PAYMOB_INTEGRATIONS, type ServerConfig } from '@athar/server-kit/config';
import { registerErrorHandler } from '@athar/server-kit/error-handler';
import { registerHealth } from '@athar/server-kit/health';
import { registerSecurityHeaders } from '@athar/server-kit/security-headers';
import { serverOptions } from '@athar/server-kit/server-options';
import { createGatewayClient } from './bank/gateway-client';
import { parseMerchantPasswords } from './bank/merchant-passwords';
import { bankSimulator } from './bank/simulator/simulator';
import { paymobAccountsOf, paymobBaseUrl } from './gateway/paymob-accounts';
import { createPaymobClient, GatewayError } from './gateway/paymob-client';
import {
  openPaymobSimulatorState,
  paymobSimulator,
  type PaymobSimulatorState,
} from './gateway/simulator/simulator';
import { openSimulatorState } from './bank/simulator/journal';
import type { BankSimulatorState } from './bank/simulator/state';
import { registerCors } from './cors';
import { createInternalApi } from './internal-api';
import { payMessages } from './messages';
import { startReconciliation } from './payments/reconcile';
import type { GatewayPaymentDeps, PayRouteOptions } from './payments/payment-deps';
import { failedReturnUrl } from './payments/return-urls';
import { refuse, refusalMessage } from './reply';
import { closeRevokedRoutes } from './routes/close-revoked';
import { gatewayCheckoutRoutes } from './routes/gateway-checkout';
import { gatewayProcessedCallbackRoutes } from './routes/gateway-processed-callback';
import { gatewayResponseRoutes } from './routes/gateway-response';
import { getScheduleSessionIdRoutes } from './routes/get-schedule-session-id';
import { getSessionIdRoutes } from './routes/get-session-id';
import { paymentReturnRoutes } from './routes/payment-return';
import { savePaymentRoutes } from './routes/save-payment';
import { scheduleReturnRoutes } from './routes/schedule-return';
import { scheduledChargeRoutes } from './routes/scheduled-charge';
import { transactionSubmitRoutes } from './routes/transaction-submit';

declare module 'fastify' {
  interface FastifyInstance {
    /** the built-in bank's state when BANK_URL is unset (tests look into it), otherwise null */
    bankSimulator: BankSimulatorState | null;
    /** the built-in Paymob-protocol gateway's state when PAYMOB_URL is unset, otherwise null */
    paymobSimulator: PaymobSimulatorState | null;
    payments: GatewayPaymentDeps;
  }
}

export const RECONCILE_EVERY_MS = 5 * 60_000;

export interface BuildPayAppOptions {
  config: ServerConfig;
  /** answers when the database does (GET /readyz) */
  pingDatabase: () => Promise<unknown>;
  logLevel?: string | false;
  /** where pay reaches the api's signed internal calls; PUBLIC_URL unless given */
  apiUrl?: string;
  /** milliseconds between reconciliation runs, or false for none (tests) */
  reconcileEveryMs?: number | false;
  /** the built-in Paymob simulator's callback retry delays (tests shorten them) */
  paymobRetryDelaysMs?: readonly number[];
}

/** No card field ever reaches a log line, whatever logs a body. */
function withCardRedaction(options: FastifyServerOptions): FastifyServerOptions {
  const logger = options.logger;
  if (typeof logger !== 'object' || logger === null || !('redact' in logger)) return options;
  const redact = logger.redact as { paths: string[]; censor: string };
  const paths = [...redact.paths, '*.cardNumber', '*.expiry', '*.csc', '*.successIndicator'];
  return { ...options, logger: { ...logger, redact: { ...redact, paths } } };
}

/**
 * The payment host (PRODUCT.md §7 Payment host) and, unless BANK_URL is set, the bank simulator under
 * /bank; unless PAYMOB_URL is set, the Paymob-protocol simulator under /paymob.
 */
export async function buildPayApp(options: BuildPayAppOptions) {
  const { config } = options;
  const app = Fastify(
    withCardRedaction(serverOptions(options.logLevel ?? config.LOG_LEVEL, config.TRUST_PROXY)),
  );
  const passwords = parseMerchantPasswords(config.BANK_MERCHANT_PASSWORDS);
  const webOrigin = new URL(config.PUBLIC_URL).origin;
  // kept under DATA_DIR/bank-simulator: a restart must not forget a payment the donor made
  const simulator = config.BANK_URL
    ? null
    : await openSimulatorState({ dataDir: config.dataDir, log: app.log });
  const paymobAccounts = paymobAccountsOf(config);
  // kept under DATA_DIR/paymob-simulator: a kiosk reference is paid hours after it was issued
  const paymobState = config.PAYMOB_URL
    ? null
    : await openPaymobSimulatorState({ dataDir: config.dataDir, log: app.log });
  const deps: GatewayPaymentDeps = {
    api: createInternalApi({
      baseUrl: options.apiUrl ?? config.PUBLIC_URL,
      secret: config.PAY_WEBHOOK_SECRET,
    }),
    bank: createGatewayClient({ baseUrl: config.BANK_URL ?? `${config.PAY_PUBLIC_URL}/bank`, passwords }),
    paymob: createPaymobClient({ baseUrl: paymobBaseUrl(config), accounts: paymobAccounts }),
    paymobHmacSecrets: paymobAccounts.hmacSecrets,
    log: app.log,
  };
  // the contract's zod schemas read each call's input and write its 200 answer (endpointRoute)
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('bankSimulator', simulator);
  app.decorate('paymobSimulator', paymobState);
  app.decorate('payments', deps);

  registerErrorHandler(app);
  registerSecurityHeaders(app, config.PAY_PUBLIC_URL);
  registerCors(app, webOrigin);
  registerHealth(app, options.pingDatabase);

  const routes: PayRouteOptions = {
    deps,
    publicUrl: config.PUBLIC_URL,
    payPublicUrl: config.PAY_PUBLIC_URL,
  };
  await app.register(async (payments) => {
    payments.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      const refused = status >= 400 && status < 500;
      if (!refused) request.log.error({ err: error }, 'payment request failed');
      if (request.url.startsWith(paymentReturnEndpoint.path))
        return reply.redirect(`${config.PUBLIC_URL}/transactionfailed`, 302);
      if (request.url.startsWith(gatewayResponseEndpoint.path))
        return reply.redirect(failedReturnUrl(config.PUBLIC_URL, 'timeout'), 302);
      // the request itself was refused (its body or content type): say what was wrong, it is not the api's fault
      if (refused) return refuse(reply, status, refusalMessage(error));
      const message =
        error instanceof GatewayError ? payMessages.gatewayUnavailable : payMessages.unavailable;
      return reply.code(502).send({ Success: false, Message: message });
    });
    // the card's lightbox flow, its redirect flow and the bank's return (PRODUCT.md §7 Payment host)
    await payments.register(getSessionIdRoutes, routes);
    await payments.register(savePaymentRoutes, routes);
    await payments.register(transactionSubmitRoutes, routes);
    await payments.register(paymentReturnRoutes, routes);
    // wallet, kiosk and Meeza through the Paymob-protocol gateway, and its two callbacks
    await payments.register(gatewayCheckoutRoutes, routes);
    await payments.register(gatewayProcessedCallbackRoutes, routes);
    await payments.register(gatewayResponseRoutes, routes);
    // scheduled giving by card: the card's verification and its return (docs/decisions/020)
    await payments.register(getScheduleSessionIdRoutes, routes);
    await payments.register(scheduleReturnRoutes, routes);
  });
  // the api's nightly job (docs/decisions/020): signed like pay's own calls to the api; envelope errors
  await app.register(scheduledChargeRoutes, { ...routes, secret: config.PAY_WEBHOOK_SECRET });
  // a permit's revocation (docs/decisions/026): what it cancelled is closed at the bank and the gateway
  await app.register(closeRevokedRoutes, { ...routes, secret: config.PAY_WEBHOOK_SECRET });
  if (simulator) await app.register(bankSimulator, { state: simulator, passwords, parentOrigin: webOrigin });
  if (paymobState)
    await app.register(paymobSimulator, {
      prefix: '/paymob',
      state: paymobState,
      ...paymobAccounts,
      integrations: LOCAL_PAYMOB_INTEGRATIONS,
      siteOrigin: webOrigin,
      ...(options.paymobRetryDelaysMs ? { retryDelaysMs: options.paymobRetryDelaysMs } : {}),
    });

  if (options.reconcileEveryMs !== false) {
    const stop = startReconciliation(deps, options.reconcileEveryMs ?? RECONCILE_EVERY_MS);
    app.addHook('onClose', async () => stop());
  }
  return app;
}

export type PayApp = Awaited<ReturnType<typeof buildPayApp>>;
