import { useEffect, useState } from 'react';
import { MESSAGE_CLEAR_MS } from '@athar/contract/constants';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text to the clipboard on `copy()` and says how it went ('copied' or 'failed') for
 * MESSAGE_CLEAR_MS, then 'idle' again: what a copy button's live region reads out.
 */
export function useCopyToClipboard(value: string): { copyState: CopyState; copy: () => Promise<void> } {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = setTimeout(() => setCopyState('idle'), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return { copyState, copy };
}
