import { useEffect, useRef } from 'react';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';

const text = campaignPageMessages.khatmaNotice;

/** The room the campaign page keeps for the khatma, before its part is loaded (campaign-page.tsx). */
export const KHATMA_ANCHOR = 'campaign-khatma';
/** How long the jump follows the khatma while its part and the parts above it load and grow. */
const FOLLOW_MS = 4000;

/**
 * Jumps to the khatma: to its room at once, which brings its deferred part in, then to its heading
 * (focused, so a screen reader goes on from there) once it shows, following it while the page grows.
 */
function jumpToKhatma(timer: { current: ReturnType<typeof setTimeout> | undefined }) {
  const started = performance.now();
  const follow = () => {
    const heading = document.getElementById('khatma-title');
    (heading ?? document.getElementById(KHATMA_ANCHOR))?.scrollIntoView({ block: 'start' });
    if (heading) heading.focus({ preventScroll: true });
    else if (performance.now() - started < FOLLOW_MS) timer.current = setTimeout(follow, 100);
  };
  clearTimeout(timer.current);
  follow();
}

/**
 * A jump down to the khatma for a link's click (the notice below, the «read» link's panel), whose
 * following stops when the page goes (another page, the end of a test).
 */
export function useJumpToKhatma(): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => jumpToKhatma(timer);
}

/**
 * «فتحت الأسرة ختمة…» near the top of the campaign page, with a link down to it: on a phone the
 * khatma is the page's last block, many screens down. Whether one is open comes with the campaign's
 * details (`khatma_open`): the first screen asks nothing more, and the server renders the line.
 */
export function KhatmaNotice({ open }: { open: boolean }) {
  const jump = useJumpToKhatma();
  if (!open) return null;
  return (
    <p className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
      {text.text}{' '}
      <a
        href={`#${KHATMA_ANCHOR}`}
        className="font-bold text-brand-700 underline underline-offset-4"
        onClick={(event) => {
          event.preventDefault();
          jump();
        }}
      >
        {text.link}
      </a>
    </p>
  );
}
