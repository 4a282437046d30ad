/** Shared button looks, for both <button> and <Link>, so every call to action matches. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl px-5 py-2.5 font-bold transition-colors disabled:opacity-60';

/** Teal on light backgrounds (white text, 7:1). */
export const primaryButton = `${base} bg-brand-700 text-white hover:bg-brand-800`;
/** Sand on dark backgrounds (brand-900 text, 5.5:1). */
export const accentButton = `${base} bg-sand-400 text-brand-900 hover:bg-sand-300`;
/** Outlined, on light backgrounds. */
export const secondaryButton = `${base} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`;
/** Outlined, on dark backgrounds. */
export const onDarkSecondaryButton = `${base} border-2 border-white/80 text-white hover:bg-white/10`;
/** A bold teal text link, underlined on hover: the quiet way on, under a form or a list. */
export const textLink = 'font-bold text-brand-700 underline-offset-4 hover:underline';
