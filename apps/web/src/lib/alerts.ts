import { useSyncExternalStore } from 'react';
import { MESSAGE_CLEAR_MS } from '@athar/contract/constants';

/** The global banners under the navbar (PRODUCT.md §2, §8): one success and one error slot. */
export interface AlertsState {
  success: string | null;
  error: string | null;
}

type Kind = keyof AlertsState;
type Listener = () => void;

const EMPTY: AlertsState = { success: null, error: null };
const listeners = new Set<Listener>();
const timers: Partial<Record<Kind, ReturnType<typeof setTimeout>>> = {};
let state: AlertsState = EMPTY;

function setState(next: AlertsState): void {
  state = next;
  for (const listener of listeners) listener();
}

function stopTimer(kind: Kind): void {
  clearTimeout(timers[kind]);
  delete timers[kind];
}

function show(kind: Kind, message: string): void {
  stopTimer(kind);
  setState({ ...state, [kind]: message });
  timers[kind] = setTimeout(() => dismissAlert(kind), MESSAGE_CLEAR_MS);
}

/** Shows a success banner that clears itself after 5 s. */
export function showSuccess(message: string): void {
  show('success', message);
}

/** Shows an error banner that clears itself after 5 s. */
export function showError(message: string): void {
  show('error', message);
}

export function dismissAlert(kind: Kind): void {
  stopTimer(kind);
  if (state[kind] !== null) setState({ ...state, [kind]: null });
}

/** Clears every banner, and an 'unreachable' notice a new page's calls will say again if need be; called on each navigation. */
export function clearAlerts(): void {
  stopTimer('success');
  stopTimer('error');
  if (state !== EMPTY) setState(EMPTY);
  reportReachable();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAlerts(): AlertsState {
  return state;
}

export function useAlerts(): AlertsState {
  return useSyncExternalStore(subscribe, getAlerts, getAlerts);
}

/**
 * The connection, said apart from the banners under the navbar (which lie over the page's top and its
 * heading): 'offline' while the browser says so, 'unreachable' after a call that never reached the API
 * (api-error.ts `isConnectionFailure`), null once an answer comes or the browser is back online.
 * components/offline-banner.tsx shows it at the screen's foot.
 */
export type ConnectionState = 'offline' | 'unreachable' | null;

let connection: ConnectionState = null;

function setConnection(next: ConnectionState): void {
  if (connection === next) return;
  connection = next;
  for (const listener of listeners) listener();
}

/** A call got no answer from the API: kept until an answer comes (offline already says more). */
export function reportUnreachable(): void {
  if (connection !== 'offline') setConnection('unreachable');
}

/** The API answered: whatever kept it unreachable is over. */
export function reportReachable(): void {
  if (connection === 'unreachable') setConnection(null);
}

/** The browser's own online state (navigator.onLine and its 'online'/'offline' events). */
export function reportOnline(online: boolean): void {
  if (!online) setConnection('offline');
  else if (connection === 'offline') setConnection(null);
}

/** The visitor closed the 'unreachable' notice; being offline cannot be closed. */
export function dismissUnreachable(): void {
  reportReachable();
}

export function getConnection(): ConnectionState {
  return connection;
}

export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribe, getConnection, getConnection);
}
