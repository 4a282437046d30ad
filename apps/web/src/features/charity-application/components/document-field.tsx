import { useId } from 'react';
import { DOCUMENT_ACCEPT, type DocumentKind } from '@athar/contract/applications/application-fields';
import { FieldNotes } from '../../../components/forms/field-notes';
import { charityApplicationMessages } from '../../../lib/messages/charity-application';

const text = charityApplicationMessages;

/** One document's file input: its name once chosen, the one already sent kept when none is chosen. */
export function DocumentField({
  kind,
  file,
  kept,
  error,
  onChoose,
}: {
  kind: DocumentKind;
  file: File | undefined;
  /** a document of this kind is already with the application (the tracking page) */
  kept: boolean;
  error: string | undefined;
  onChoose: (file: File | undefined) => void;
}) {
  const id = useId();
  const hint = file ? text.chosen(file.name) : kept ? text.documentKept : text.hints.documents;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-brand-900">
        {text.documents[kind]}
      </label>
      <input
        id={id}
        name={kind}
        type="file"
        accept={DOCUMENT_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChoose(event.target.files?.[0])}
        className="w-full rounded-xl border border-dashed border-brand-200 bg-white px-4 py-2.5 text-ink file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-bold file:text-brand-800"
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
