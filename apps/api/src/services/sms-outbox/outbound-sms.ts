import { z } from 'zod';

/**
 * The SMS aggregator's send call: POST JSON with `Authorization: Bearer <token>`. `reference` is
 * ours and the same on every attempt, so the aggregator drops a message it already took (the
 * dispatcher may send twice: a crash between the send and recording it).
 */
export const outboundSmsRequest = z.object({
  /** international, digits only: 201001234567 */
  to: z.string().regex(/^[0-9]{8,20}$/),
  text: z.string().min(1).max(480),
  reference: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});
export type OutboundSms = z.infer<typeof outboundSmsRequest>;

/** 2xx: the aggregator took the message under its own id. */
export const outboundSmsResponse = z.object({ message_id: z.string().min(1).max(200) });

export type SendOutcome =
  | { kind: 'sent'; messageId: string }
  /** the network, a timeout, 429, 5xx, or an answer we cannot read: try again later */
  | { kind: 'retry'; error: string }
  /** any other 4xx: this message will never be taken as it is */
  | { kind: 'refused'; error: string };

export const SMS_SEND_TIMEOUT_MS = 10_000;

/** Where the api answers the send call itself when SMS_OUTBOUND_URL is unset (routes/sms-simulator.ts). */
export const SMS_SIMULATOR_PATH = '/sms-simulator/messages';

/** One send call to the aggregator at `url`; never throws. */
export async function sendOutboundSms(
  target: { url: string; token: string; timeoutMs?: number },
  message: OutboundSms,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${target.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(message),
      // a redirect would turn the POST into a GET elsewhere: an answer to read, not to follow
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs ?? SMS_SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'retry', error: `network: ${error instanceof Error ? error.message : String(error)}` };
  }
  const text = await response.text().catch(() => '');
  const status = `HTTP ${response.status}${text ? `: ${text.slice(0, 300)}` : ''}`;
  if (response.status >= 200 && response.status < 300) {
    const parsed = outboundSmsResponse.safeParse(safeJson(text));
    return parsed.success
      ? { kind: 'sent', messageId: parsed.data.message_id }
      : { kind: 'retry', error: `${status} (no message_id)` };
  }
  const temporary = response.status === 408 || response.status === 429 || response.status >= 500;
  if (response.status >= 400 && !temporary) return { kind: 'refused', error: status };
  return { kind: 'retry', error: status };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
