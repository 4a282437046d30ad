/**
 * The secrets that mark this browser's reserved ajza' read, kept in localStorage per khatma and juz
 * (the server keeps only their hashes), and the reader token the server counts this browser's unread
 * ajza' by. Private browsing may refuse storage: they then live in memory until the page closes.
 */
const STORAGE_KEY = 'athar.khatmaSecrets';
const READER_KEY = 'athar.khatmaReader';

type Store = Record<string, Record<string, string>>;

let memory: Store = {};

function readStore(): Store {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Store) : memory;
  } catch {
    return memory;
  }
}

function writeStore(store: Store): void {
  memory = store;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(store));
  } catch {
    // kept in memory only
  }
}

/** juz → secret for one khatma */
export function readKhatmaSecrets(khatmaId: number): Map<number, string> {
  const entries = Object.entries(readStore()[String(khatmaId)] ?? {});
  return new Map(
    entries.flatMap(([juz, secret]) => (typeof secret === 'string' ? [[Number(juz), secret] as const] : [])),
  );
}

export function saveKhatmaSecret(khatmaId: number, juz: number, secret: string): void {
  const store = readStore();
  writeStore({ ...store, [khatmaId]: { ...store[String(khatmaId)], [juz]: secret } });
}

/** Forgets secrets whose reservation is gone (released after 7 days, or a finished khatma's). */
export function forgetKhatmaSecrets(khatmaId: number, ajza: number[]): void {
  const store = readStore();
  const own = { ...store[String(khatmaId)] };
  for (const juz of ajza) delete own[String(juz)];
  writeStore({ ...store, [khatmaId]: own });
}

let memoryReader: string | undefined;

/** The reader token the server handed this browser, if any (a first reservation gets one). */
export function readKhatmaReader(): string | undefined {
  try {
    return localStorage.getItem(READER_KEY) ?? memoryReader;
  } catch {
    return memoryReader;
  }
}

export function saveKhatmaReader(reader: string): void {
  memoryReader = reader;
  try {
    localStorage.setItem(READER_KEY, reader);
  } catch {
    // kept in memory only
  }
}
