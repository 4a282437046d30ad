import { useSyncExternalStore } from 'react';

/** The part of the Network Information API we read (Chromium only; other browsers have no `connection`). */
interface DataSaverConnection extends EventTarget {
  saveData?: boolean;
}

function connection(): DataSaverConnection | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: DataSaverConnection }).connection;
}

/** True while the browser's data saver is on (the same setting that sends `Save-Data: on`). */
export function savesData(): boolean {
  return connection()?.saveData === true;
}

function subscribe(onChange: () => void): () => void {
  const current = connection();
  current?.addEventListener('change', onChange);
  return () => current?.removeEventListener('change', onChange);
}

/** Whether the visitor's browser saves data, kept up to date when they turn the saver on or off. */
export function useSaveData(): boolean {
  return useSyncExternalStore(subscribe, savesData, () => false);
}
