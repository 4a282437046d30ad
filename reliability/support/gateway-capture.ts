import http from 'node:http';
import type net from 'node:net';
import {
  callbacksDelivered,
  clientSecretOf,
  openCheckout,
  payByWallet,
  WALLET,
} from '../../integration/payments/gateway-browser';
import type { CardDonation, PayStack } from '../../integration/payments/pay-stack';

/** A processed callback as the gateway put it on the wire: where it went (with `?hmac=`) and its body. */
export interface CapturedCallback {
  path: string;
  body: string;
}

/** A loopback server that keeps every request sent to it and answers 200, as a merchant would. */
export async function startCallbackCapture() {
  const captured: CapturedCallback[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      captured.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/gateway/callback`,
    captured,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type CallbackCapture = Awaited<ReturnType<typeof startCallbackCapture>>;

/**
 * A wallet donation the donor paid (approving wallet) whose processed callback the simulator sent,
 * genuinely signed, to `capture` instead of the payment host: the donation is still pending, and the
 * callback and the browser's return (the simulator's redirect) are both in hand, never yet received.
 */
export async function walletPaidUnannounced(
  stack: PayStack,
  capture: CallbackCapture,
  amount: number,
): Promise<{ donation: CardDonation; callback: CapturedCallback; browserReturn: string }> {
  const donation = await stack.gatewayDonation('wallet', amount);
  const opened = await openCheckout(stack, donation);
  if (opened.status !== 200) throw new Error(`checkout refused: ${JSON.stringify(opened.body)}`);
  const checkoutUrl = opened.body.URL as string;
  const intention = [...stack.pay.paymobSimulator!.intentions.values()].find(
    (candidate) => candidate.clientSecret === clientSecretOf(checkoutUrl),
  );
  if (!intention) throw new Error('the simulator has no intention for the checkout');
  intention.notificationUrl = capture.url;
  const seen = capture.captured.length;
  const paid = await payByWallet(stack, checkoutUrl, WALLET.approves);
  if (paid.status !== 302) throw new Error(`wallet payment answered ${paid.status}`);
  await callbacksDelivered(stack);
  const callback = capture.captured.slice(seen).at(-1);
  if (!callback) throw new Error('the simulator sent no processed callback');
  return { donation, callback, browserReturn: paid.location };
}
