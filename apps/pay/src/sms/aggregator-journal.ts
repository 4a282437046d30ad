import fs from 'node:fs/promises';
import path from 'node:path';
import type { DeliveredSms } from './aggregator-report';

/** Where the simulated aggregator keeps the messages it delivered: one JSON object a line. */
export const journalPath = (dataDir: string) => path.join(dataDir, 'sms-aggregator', 'delivered.jsonl');

/** Keeps one delivered message (appended; a line is written whole or not read back). */
export async function recordDelivered(dataDir: string, message: DeliveredSms): Promise<void> {
  const file = journalPath(dataDir);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, `${JSON.stringify(message)}\n`, 'utf8');
}

/** The messages delivered so far, each once (a redelivery keeps its first record). */
export async function deliveredMessages(dataDir: string): Promise<DeliveredSms[]> {
  const text = await fs.readFile(journalPath(dataDir), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const byId = new Map<string, DeliveredSms>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const message = JSON.parse(line) as DeliveredSms;
      if (typeof message.message_id === 'string' && !byId.has(message.message_id))
        byId.set(message.message_id, message);
    } catch {
      // a line cut by a crash mid-write: not a delivered message
    }
  }
  return [...byId.values()];
}
