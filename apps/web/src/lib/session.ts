import { useSyncExternalStore } from 'react';
import {
  decodeSessionCookie,
  encodeSessionCookie,
  expiredSessionCookie,
  type SessionUser,
} from './session-cookie';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: SessionUser | null | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The logged-in user, read once from the cookie and then kept in memory. */
export function getSession(): SessionUser | null {
  if (current === undefined) current = decodeSessionCookie(document.cookie);
  return current;
}

export function saveSession(user: SessionUser): void {
  document.cookie = encodeSessionCookie(user, window.location.hostname);
  current = user;
  notify();
}

export function clearSession(): void {
  document.cookie = expiredSessionCookie();
  if (current === null) return;
  current = null;
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The logged-in user, or null; re-renders when the session is saved or cleared. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
