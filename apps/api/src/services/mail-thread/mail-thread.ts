import { Worker } from 'node:worker_threads';

/** What nodemailer's sendMail takes, as far as the api uses it (it crosses to the thread by copy). */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  list?: { unsubscribe: string };
  /** headers of its own, e.g. List-Unsubscribe-Post (RFC 8058) */
  headers?: Record<string, string>;
}

export interface MailThread {
  /** composes and sends `message` on the thread; resolves with its bytes when there is no SMTP */
  send(message: MailMessage): Promise<Uint8Array | null>;
  /** ends the thread; a send still waiting fails (its outbox row is retried) */
  close(): Promise<void>;
}

interface Reply {
  id: number;
  eml?: Uint8Array | null;
  error?: string;
}

interface Waiting {
  resolve: (eml: Uint8Array | null) => void;
  reject: (error: Error) => void;
}

const SENDER = new URL('./sender.mjs', import.meta.url);

/**
 * A worker thread that composes and sends mail, started at the first send. It holds the process open
 * only while a send waits, and one that stops (a crash) fails what waited and is started again by
 * the next send.
 */
export function createMailThread(smtpUrl: string | undefined): MailThread {
  let thread: ReturnType<typeof start> | null = null;
  let nextId = 0;

  function start() {
    const worker = new Worker(SENDER, { workerData: { smtpUrl } });
    const waiting = new Map<number, Waiting>();
    const failWaiting = (error: Error) => {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    };
    worker.unref();
    worker.on('message', ({ id, eml, error }: Reply) => {
      const sender = waiting.get(id);
      if (!sender) return;
      waiting.delete(id);
      if (waiting.size === 0) worker.unref();
      if (error !== undefined) sender.reject(new Error(error));
      else sender.resolve(eml ?? null);
    });
    worker.on('error', failWaiting);
    worker.on('exit', () => {
      if (thread?.worker === worker) thread = null;
      failWaiting(new Error('mail thread stopped'));
    });
    return { worker, waiting };
  }

  return {
    send(message) {
      const { worker, waiting } = (thread ??= start());
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, message });
      });
    },
    async close() {
      const stopping = thread;
      thread = null;
      if (stopping) await stopping.worker.terminate();
    },
  };
}
