import type { CopyState } from '../../../hooks/use-copy-to-clipboard';

/** What a copy button did, said beside it in a live region that is always there. */
export function CopyStatus({ state, copied, failed }: { state: CopyState; copied: string; failed: string }) {
  return (
    <p role="status" className="min-h-5 text-sm font-bold text-brand-700">
      {state === 'copied' ? copied : state === 'failed' ? failed : ''}
    </p>
  );
}
