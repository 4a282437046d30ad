import { useId } from 'react';
import { secondaryButton } from '../../../components/button-classes';
import { Spinner } from '../../../components/spinner';
import { privacyMessages } from '../../../lib/messages/privacy';
import { useExportMyData } from '../api/export-my-data';

const text = privacyMessages.dataExport;

/** «تنزيل بياناتي» (PDPL 151/2020, the right of access): the person's own data as a JSON file. */
export function DataExportButton() {
  const exporting = useExportMyData();
  const hintId = useId();
  return (
    <div className="flex flex-col items-center gap-1.5 sm:items-start">
      <button
        type="button"
        onClick={() => exporting.mutate()}
        disabled={exporting.isPending}
        aria-busy={exporting.isPending || undefined}
        aria-describedby={hintId}
        className={secondaryButton}
      >
        {exporting.isPending ? <Spinner className="size-5" /> : null}
        {exporting.isPending ? text.busy : text.button}
      </button>
      <p id={hintId} className="text-sm text-muted">
        {text.hint}
      </p>
      <p role="status" className="text-sm font-bold text-brand-800 empty:hidden">
        {exporting.isSuccess ? text.done : ''}
      </p>
      <p role="alert" className="text-sm font-bold text-danger-700 empty:hidden">
        {exporting.isError ? text.failed : ''}
      </p>
    </div>
  );
}
