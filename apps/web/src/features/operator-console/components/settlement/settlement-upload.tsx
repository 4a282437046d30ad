import { useId, useState } from 'react';
import { primaryButton } from '../../../../components/button-classes';
import { errorMessage } from '../../../../lib/api-error';
import { settlementConsoleMessages } from '../../../../lib/messages/settlement';
import { useUploadSettlement } from '../../api/settlement';

const text = settlementConsoleMessages.upload;

/** The file picker and its upload; the server's refusal (the bad line and why) shown under it. */
export function SettlementUpload({ operatorId }: { operatorId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [charity, setCharity] = useState('');
  const upload = useUploadSettlement(operatorId);
  const id = useId();
  return (
    <form
      className="mt-4 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) upload.mutate({ file, charity });
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
        className="w-full rounded-xl border border-dashed border-brand-200 bg-white px-4 py-2.5 text-ink file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-bold file:text-brand-800"
        onChange={(event) => {
          upload.reset();
          setFile(event.target.files?.[0] ?? null);
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {file ? text.chosen(file.name) : text.hint}
      </p>
      <label htmlFor={`${id}-charity`} className="font-bold">
        {text.charityLabel}
      </label>
      <input
        id={`${id}-charity`}
        inputMode="numeric"
        dir="ltr"
        value={charity}
        aria-describedby={`${id}-charity-hint`}
        className="w-full max-w-48 rounded-xl border border-brand-200 bg-white px-4 py-2.5 text-ink"
        onChange={(event) => {
          upload.reset();
          setCharity(event.target.value);
        }}
      />
      <p id={`${id}-charity-hint`} className="text-sm text-muted">
        {text.charityHint}
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
