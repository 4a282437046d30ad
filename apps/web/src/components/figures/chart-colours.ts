import type { FigureChannel } from '@athar/contract/figures/figures-endpoints';

/** One colour a channel, told apart also by the legend's order and the table (never colour alone). */
export const CHANNEL_COLOURS: Record<FigureChannel, string> = {
  card: '#1d4ed8',
  wallet: '#0f766e',
  kiosk: '#b45309',
  meeza: '#7c3aed',
  cash: '#15803d',
  sms: '#be185d',
};

/** The collected, settled and reconciled lines: colour and dash, so print and colour blindness keep them apart. */
export const MONEY_LINES = {
  collected: { colour: '#1e3a8a', dash: '' },
  settled: { colour: '#b45309', dash: '6 4' },
  reconciled: { colour: '#15803d', dash: '2 3' },
} as const;

/** A Hijri season's band behind the periods it touches. */
export const SEASON_BAND = '#fef3c7';
