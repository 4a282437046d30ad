import { useSyncExternalStore } from 'react';

/** How one cookie's value is read from `document.cookie` and written back. */
export interface CookieCodec<T> {
  decode(cookieHeader: string): T | null;
  encode(value: T, hostname: string): string;
  expired(): string;
}

/**
 * A value kept in a cookie and mirrored in memory: read once, then saved and cleared through here so
 * that components using `useValue` re-render and code outside React sees the same value.
 */
export function createCookieStore<T>(codec: CookieCodec<T>) {
  const listeners = new Set<() => void>();
  let current: T | null | undefined;

  function notify(): void {
    for (const listener of listeners) listener();
  }

  function get(): T | null {
    if (current === undefined) current = codec.decode(document.cookie);
    return current;
  }

  function save(value: T): void {
    document.cookie = codec.encode(value, window.location.hostname);
    current = value;
    notify();
  }

  function clear(): void {
    document.cookie = codec.expired();
    if (current === null) return;
    current = null;
    notify();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function useValue(): T | null {
    return useSyncExternalStore(subscribe, get, () => null);
  }

  return { get, save, clear, useValue };
}
