import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PERMIT_DOCUMENT_FIELD, PERMIT_SCOPES } from '@athar/contract/charity/permit-fields';
import { requestPermitBody } from '@athar/contract/charity/permits';
import { FieldNotes } from '../../../components/forms/field-notes';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { permitMessages } from '../../../lib/messages/permits';
import { useRequestPermit } from '../api/charity-permits';

const text = permitMessages.form;
const empty = {
  permit_number: '',
  issuing_body: '',
  purpose: '',
  starts_on: '',
  ends_on: '',
  scope: 'online',
} as const;
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The admin's request for a new permit, checked with the contract's own rules and Arabic messages,
 * sent as a multipart form with the Ministry's document (the server judges it by its content).
 */
export function PermitRequestForm() {
  const id = useId();
  const request = useRequestPermit();
  const [picked, setPicked] = useState<File | null>(null);
  // a new input after a sent request: a file input is emptied only by a new one
  const [inputKey, setInputKey] = useState(0);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const form = useForm<z.input<typeof requestPermitBody>, unknown, z.output<typeof requestPermitBody>>({
    resolver: zodResolver(requestPermitBody),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const problemOf = (file: File | null) =>
    !file ? text.documentMissing : file.size > DOCUMENT_MAX_BYTES ? text.documentTooLarge : null;
  const onSubmit = form.handleSubmit(
    (fields) => {
      const problem = problemOf(picked);
      setDocumentError(problem);
      if (problem || !picked) return;
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
      body.append(PERMIT_DOCUMENT_FIELD, picked);
      request.mutate(body, {
        onSuccess: () => {
          form.reset(empty);
          setPicked(null);
          setInputKey((key) => key + 1);
        },
      });
    },
    () => setDocumentError(problemOf(picked)),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="permit-request-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="permit-request-title" className="text-xl font-bold text-brand-900">
          {text.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.lead}</p>
      </div>
      <FormField
        label={text.number}
        hint={text.numberHint}
        dir="ltr"
        autoComplete="off"
        maxLength={40}
        registration={form.register('permit_number')}
        error={errors.permit_number?.message}
      />
      <FormField
        label={text.issuingBody}
        hint={text.issuingBodyHint}
        maxLength={200}
        registration={form.register('issuing_body')}
        error={errors.issuing_body?.message}
      />
      <FormField
        label={text.purpose}
        hint={text.purposeHint}
        maxLength={300}
        registration={form.register('purpose')}
        error={errors.purpose?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={text.startsOn}
          type="date"
          registration={form.register('starts_on')}
          error={errors.starts_on?.message}
        />
        <FormField
          label={text.endsOn}
          type="date"
          hint={text.datesHint}
          registration={form.register('ends_on', { deps: ['starts_on'] })}
          error={errors.ends_on?.message}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-bold text-brand-900">{text.scope}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {PERMIT_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2">
              <input
                type="radio"
                value={scope}
                {...form.register('scope')}
                className="size-5 accent-brand-700"
              />
              {permitMessages.scopes[scope]}
            </label>
          ))}
        </div>
        {errors.scope?.message ? (
          <p className="text-sm font-bold text-danger-700">{errors.scope.message}</p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-document`} className="font-bold text-brand-900">
          {text.document}
        </label>
        <input
          key={inputKey}
          id={`${id}-document`}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          aria-invalid={documentError ? true : undefined}
          aria-describedby={`${id}-document-hint${documentError ? ` ${id}-document-error` : ''}`}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setPicked(file);
            if (documentError) setDocumentError(problemOf(file));
          }}
          className="w-full rounded-xl border border-dashed border-brand-200 bg-white px-4 py-2.5 text-ink file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-bold file:text-brand-800"
        />
        <FieldNotes id={`${id}-document`} hint={text.documentHint} error={documentError ?? undefined} />
      </div>
      <FormFooter
        call={request}
        label={text.submit}
        busyLabel={text.submitting}
        blocked={Object.keys(errors).length > 0 || documentError !== null}
        submitClassName="sm:w-auto sm:self-end"
      />
    </form>
  );
}
