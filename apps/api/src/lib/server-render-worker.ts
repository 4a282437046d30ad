import { Worker } from 'node:worker_threads';
import type { RenderedPage, RenderPage } from '@athar/contract/server-render';

/**
 * The worker's own code, plain JavaScript run without the parent's `--import tsx` (execArgv: []):
 * under tsx the 2.7 MB server bundle was transformed on import and held ~250 MiB of the api's
 * memory; plain node holds it in ~30 (docs/decisions/056). It loads the bundle, says whether it
 * exports `renderPage`, then renders each page it is asked for.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.href).then(
  (entry) => {
    if (typeof entry.renderPage !== 'function') return parentPort.postMessage({ ready: false });
    parentPort.postMessage({ ready: true });
    parentPort.on('message', ({ id, url, answers }) => {
      entry.renderPage(url, answers).then(
        (page) => parentPort.postMessage({ id, page }),
        (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
      );
    });
  },
  (error) => parentPort.postMessage({ ready: false, error: String((error && error.stack) || error) }),
);
`;

type Answer = { id: number; page: RenderedPage | null } | { id: number; error: string };

export interface ServerRenderer {
  renderPage: RenderPage;
  close(): Promise<void>;
}

/**
 * The server entry at `href` loaded in a worker thread of its own: `renderPage` asks it and waits for
 * its answer (a page's render also leaves the api's event loop free meanwhile). Fails when the entry
 * does not load or exports no `renderPage`.
 */
export async function serverRendererIn(href: string, file: string): Promise<ServerRenderer> {
  const worker = new Worker(WORKER_CODE, { eval: true, execArgv: [], workerData: { href } });
  const waiting = new Map<
    number,
    { resolve: (page: RenderedPage | null) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  let ended: Error | null = null;
  const endAll = (error: Error) => {
    ended = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: string }) => {
      if (message.ready) resolve();
      else reject(new Error(message.error ?? `${file} exports no renderPage`));
    });
    worker.once('error', reject);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.on('message', (answer: Answer) => {
    const asked = waiting.get(answer.id);
    if (!asked) return;
    waiting.delete(answer.id);
    if ('error' in answer) asked.reject(new Error(answer.error));
    else asked.resolve(answer.page);
  });
  worker.on('error', (error) => endAll(error));
  worker.on('exit', () => endAll(new Error('the server renderer stopped')));
  // an idle renderer does not keep the process alive: the api's close ends it
  worker.unref();
  return {
    renderPage(url, answers) {
      if (ended) return Promise.reject(ended);
      const id = next++;
      return new Promise<RenderedPage | null>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, url, answers });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
