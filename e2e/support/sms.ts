import type { RunningAthar } from './server';

interface SimulatedSms {
  to: string;
  text: string;
}

/**
 * The texts an Athar sent through its built-in SMS aggregator (SMS_OUTBOUND_URL unset: GET
 * /sms-simulator/messages, outside production). `textedTo` answers the first group of `pattern` in a
 * text to an Egyptian mobile (`01…`), other than `except`; a text queued meanwhile is sent by running
 * the SMS outbox's sweep rather than waiting.
 */
export function smsInbox(athar: () => RunningAthar, runJob: (name: string) => Promise<unknown>) {
  return {
    async textedTo(phone: string, pattern: RegExp, except?: string): Promise<string> {
      const to = `20${phone.slice(1)}`;
      for (let attempt = 0; attempt < 100; attempt++) {
        const response = await fetch(`${athar().baseUrl}/sms-simulator/messages`);
        const { messages } = (await response.json()) as { messages: SimulatedSms[] };
        for (const message of messages) {
          const found = message.to === to ? message.text.match(pattern)?.[1] : undefined;
          if (found && found !== except) return found;
        }
        if (attempt % 10 === 9) await runJob('sms-outbox-sweep');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no text to ${phone} like ${pattern}`);
    },
  };
}
