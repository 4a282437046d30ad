import { useState } from 'react';
import type { CharityExportQuery } from '@athar/contract/charity/records';
import { secondaryButton } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { useExportDonations } from '../api/export-donations';
import { StepUpDialog } from './step-up-dialog';

const text = charityConsoleMessages.charity.records;

/**
 * Downloads the donations of the list's filter as CSV; busy while the file is prepared. When the
 * server wants a fresh code first, asks it in a dialog and downloads again.
 */
export function ExportButton({ filter }: { filter: CharityExportQuery | null }) {
  const [askingCode, setAskingCode] = useState(false);
  const exporting = useExportDonations(() => setAskingCode(true));
  return (
    <div className="flex flex-col items-start gap-1.5 sm:max-w-xs sm:items-end sm:text-end">
      <button
        type="button"
        onClick={() => filter && exporting.mutate(filter)}
        disabled={!filter || exporting.isPending}
        aria-busy={exporting.isPending || undefined}
        aria-describedby="export-hint"
        className={secondaryButton}
      >
        {exporting.isPending ? <Spinner className="size-5" /> : null}
        {exporting.isPending ? text.exporting : text.export}
      </button>
      <p id="export-hint" className="text-sm text-muted">
        {text.exportHint}
      </p>
      <StepUpDialog
        open={askingCode}
        onClose={() => setAskingCode(false)}
        onDone={() => {
          setAskingCode(false);
          if (filter) exporting.mutate(filter);
        }}
      />
    </div>
  );
}
