import { useSyncExternalStore } from 'react';
import type { OperatorProfile } from '@athar/contract/operator/auth';

/**
 * Where the operator stands. The session itself is an HttpOnly cookie no script can read: the console
 * asks GET /api/operator/me when it opens, and follows the login's answers from there.
 */
export type OperatorSession =
  | { kind: 'checking' }
  /** /me could not be asked (no connection): said, with a retry */
  | { kind: 'failed'; message: string }
  /** logged out; `notice` says why when the session ended (an error) or the operator logged out */
  | { kind: 'out'; notice: LogoutNotice | null }
  /** logged in: `profile.session` says whether the second factor is still to come */
  | { kind: 'in'; profile: OperatorProfile };

export interface LogoutNotice {
  kind: 'success' | 'error';
  text: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: OperatorSession = { kind: 'checking' };

export function setOperatorSession(next: OperatorSession): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getOperatorSession(): OperatorSession {
  return state;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOperatorSession(): OperatorSession {
  return useSyncExternalStore(subscribe, getOperatorSession, getOperatorSession);
}

/** The logged-in operator whose second factor is done, or null. */
export function useReadyOperator(): OperatorProfile | null {
  const session = useOperatorSession();
  return session.kind === 'in' && session.profile.session === 'ready' ? session.profile : null;
}
