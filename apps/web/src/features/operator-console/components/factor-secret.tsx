import { useId } from 'react';
import { secondaryButton } from '../../../components/button-classes';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { CopyStatus } from './copy-status';

const text = operatorConsoleMessages.enrol;

/** `JBSWY3DPEHPK3PXP` as `JBSW Y3DP EHPK 3PXP`: easier to type into an app by hand. */
export function groupedInFours(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The secret for an app that cannot scan: written in groups of four, and copied whole. */
export function FactorSecret({ secret }: { secret: string }) {
  const labelId = useId();
  const { copyState, copy } = useCopyToClipboard(secret);
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <p id={labelId} className="font-bold text-brand-900">
        {text.secretLabel}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          dir="ltr"
          className="min-w-0 rounded-lg bg-brand-50 px-3 py-2 font-mono text-lg font-bold tracking-wide break-words text-brand-900"
        >
          {groupedInFours(secret)}
        </code>
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          {text.copySecret}
        </button>
      </div>
      <CopyStatus state={copyState} copied={text.secretCopied} failed={text.copyFailed} />
    </div>
  );
}
