import { useSyncExternalStore } from 'react';
import { MESSAGE_CLEAR_MS } from '@athar/contract/constants';

/** The global banners under the navbar (SPEC §2, §8): one success and one error slot. */
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

/** Clears every banner; called on each navigation. */
export function clearAlerts(): void {
  stopTimer('success');
  stopTimer('error');
  if (state !== EMPTY) setState(EMPTY);
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
