import { createCookieStore } from './cookie-store';
import {
  decodeSessionCookie,
  encodeSessionCookie,
  expiredSessionCookie,
  type SessionUser,
} from './session-cookie';

const store = createCookieStore<SessionUser>({
  decode: decodeSessionCookie,
  encode: encodeSessionCookie,
  expired: expiredSessionCookie,
});

/** The logged-in user, read once from the cookie and then kept in memory. */
export function getSession(): SessionUser | null {
  return store.get();
}

export function saveSession(user: SessionUser): void {
  store.save(user);
}

export function clearSession(): void {
  store.clear();
}

/** The logged-in user, or null; re-renders when the session is saved or cleared. */
export function useSession(): SessionUser | null {
  return store.useValue();
}
