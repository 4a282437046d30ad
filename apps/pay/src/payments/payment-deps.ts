import type { GatewayClient } from '../bank/gateway-client';
import type { PaymobClient } from '../gateway/paymob-client';
import type { InternalApi } from '../internal-api';

/** The few log calls the payment flows make (pino's, or the console's in a script). */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the payment flows talk to: the api (signed internal calls) and the bank. */
export interface PaymentDeps {
  api: InternalApi;
  bank: GatewayClient;
  log: PaymentLog;
}

/** The wallet, kiosk and Meeza flows also talk to the Paymob-protocol gateway. */
export interface GatewayPaymentDeps extends PaymentDeps {
  paymob: PaymobClient;
  /** each gateway account's HMAC secret (PAYMOB_HMAC_SECRETS): its callbacks are signed with it */
  paymobHmacSecrets: ReadonlyMap<string, string>;
}

export const hasGateway = (deps: PaymentDeps): deps is GatewayPaymentDeps => 'paymob' in deps;

/** What each route of the payment host is given (app.ts): its flows' deps and the two public origins. */
export interface PayRouteOptions {
  deps: GatewayPaymentDeps;
  /** PUBLIC_URL: the web app, where the returns land */
  publicUrl: string;
  /** PAY_PUBLIC_URL: the payment host itself, where the bank and the gateway send the browser back */
  payPublicUrl: string;
}
