import { useEffect, useState, type RefObject } from 'react';
import { primaryButton } from '../../../components/button-classes';
import { cx } from '../../../lib/cx';
import { donateButtonMessages } from '../../../lib/messages/donate-button';
import { donateBarText, type DonateMethods } from '../donate-methods';
import { prefetchDonateFlow } from './donate-flow-chunk';

const text = donateButtonMessages;

/** Whether `target` is on screen; true until first measured, so the bar does not flash on load. */
function useOnScreen(target: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // the fixed site header (4rem, RootLayout's pt-16) covers the top of the screen: a button under it is not in reach
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true), {
      rootMargin: '-64px 0px 0px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}

interface StickyDonateBarProps {
  /** the donate panel's own button: while it is on screen the bar is not needed */
  panelButton: RefObject<HTMLElement | null>;
  methods: DonateMethods;
  onDonate: () => void;
}

/**
 * On a phone the donate panel sits below the picture and the family's words, and scrolls away on
 * the way to the donors list: this bar keeps the donate action in reach. It is sticky, not fixed,
 * and the page's last child, so it takes its own height at the page end (the footer and the last
 * donors are never under it). Invisible (out of the accessibility tree, keeping its space) while
 * the panel's button is on screen; gone while any dialog is open (the form, the bank's lightbox).
 */
export function StickyDonateBar({ panelButton, methods, onDonate }: StickyDonateBarProps) {
  const panelOnScreen = useOnScreen(panelButton);
  return (
    <div
      data-testid="sticky-donate-bar"
      className={cx(
        'sticky bottom-0 z-20 -mx-4 flex items-center gap-3 border-t border-brand-100 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden print:hidden',
        '[body:has(dialog[open])_&]:hidden',
        panelOnScreen && 'invisible',
      )}
    >
      <p className="min-w-0 flex-1 text-sm font-bold text-brand-900">{donateBarText(methods)}</p>
      <button
        type="button"
        aria-haspopup="dialog"
        className={`${primaryButton} shrink-0`}
        onClick={onDonate}
        {...prefetchDonateFlow}
      >
        {text.donateBar}
      </button>
    </div>
  );
}
