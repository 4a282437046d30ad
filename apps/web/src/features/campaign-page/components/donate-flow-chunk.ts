import { lazy } from 'react';

/** Fetches the donation step's chunk (form, zod, react-hook-form, card payment); once, however often asked. */
export const loadDonateFlow = () => import('./donate-flow');

export const DonateFlow = lazy(async () => ({ default: (await loadDonateFlow()).DonateFlow }));

/**
 * On a donate button: the first sign of a tap (touch, hover, focus) starts fetching the donation
 * step, so it is there, or nearly, when the tap lands.
 */
export const prefetchDonateFlow = {
  onTouchStart: () => void loadDonateFlow(),
  onPointerEnter: () => void loadDonateFlow(),
  onFocus: () => void loadDonateFlow(),
};
