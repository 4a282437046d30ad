import { useId, useState } from 'react';
import { primaryButton } from '../../../../components/button-classes';
import { errorMessage } from '../../../../lib/api-error';
import { settlementConsoleMessages } from '../../../../lib/messages/settlement';
import { useUploadSettlement } from '../../api/settlement';

const text = settlementConsoleMessages.upload;

/** The file picker and its upload; the server's refusal (the bad line and why) shown under it. */
export function SettlementUpload({ operatorId }: { operatorId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadSettlement(operatorId);
  const id = useId();
  return (
    <form
      className="mt-4 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) upload.mutate(file);
      }}
    >
      <label htmlFor={`${id}-file`} className="font-bold">
        {text.label}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          upload.reset();
          setFile(event.target.files?.[0] ?? null);
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {text.hint}
      </p>
      {upload.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(upload.error)}
        </p>
      ) : null}
      <div>
        <button type="submit" className={primaryButton} disabled={!file || upload.isPending}>
          {upload.isPending ? text.sending : text.submit}
        </button>
      </div>
    </form>
  );
}
