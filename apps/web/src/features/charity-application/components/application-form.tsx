import { useEffect, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  applicationFields,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  REQUIRED_DOCUMENTS,
  type ApplicationFields,
  type DocumentKind,
} from '@athar/contract/applications/application-fields';
import { applicationMessages } from '@athar/contract/applications/application-messages';
import { EGYPTIAN_BANKS } from '@athar/contract/applications/egyptian-banks';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { SelectField } from '../../../components/forms/select-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ApiError } from '../../../lib/api-error';
import { charityApplicationMessages } from '../../../lib/messages/charity-application';
import { useCities } from '../../../lib/queries/get-cities';
import type { ApplicationFiles, ApplicationValues } from '../api/applications';
import { DocumentField } from './document-field';

const text = charityApplicationMessages;
const BANK_OPTIONS = Object.entries(EGYPTIAN_BANKS).map(([id, ar_name]) => ({ id, ar_name }));
const DOCUMENT_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export const EMPTY_APPLICATION: ApplicationValues = {
  legal_name: '',
  registration_number: '',
  city_id: '',
  address: '',
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  website: '',
  bank: '',
  account_holder: '',
  iban: '',
};

/** What the browser can tell of a chosen file before sending it; the server decides by its bytes. */
function fileProblem(file: File): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) return applicationMessages.documentTooLarge;
  if (file.type && !DOCUMENT_TYPES.has(file.type)) return applicationMessages.documentType;
  return null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:p-6">
      <legend className="px-1 text-lg font-bold text-brand-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The application's fields and documents, for a new application (every required document asked for)
 * and for the answer to a change request (`keptDocuments`: a document left out stays as it was).
 * `onSend` throws ApiError on a refusal: its per-field messages show under their fields.
 */
export function ApplicationForm({
  defaults = EMPTY_APPLICATION,
  keptDocuments = [],
  submitLabel,
  busyLabel,
  onSend,
}: {
  defaults?: ApplicationValues;
  keptDocuments?: readonly DocumentKind[];
  submitLabel: string;
  busyLabel: string;
  onSend: (values: ApplicationValues, files: ApplicationFiles) => Promise<void>;
}) {
  const cities = useCities(true);
  const form = useForm<ApplicationValues, unknown, ApplicationFields>({
    resolver: zodResolver(applicationFields) as never,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const [files, setFiles] = useState<ApplicationFiles>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<DocumentKind, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  // the governorates arrive after the form, whose select then had no option to show the stored one:
  // it is set again once they are there (the value kept, or the stored one where none was kept)
  const { getValues, setValue } = form;
  const storedCity = defaults.city_id;
  useEffect(() => {
    if (cities.data) setValue('city_id', getValues('city_id') || storedCity);
  }, [cities.data, getValues, setValue, storedCity]);

  const choose = (kind: DocumentKind, file: File | undefined) => {
    setFiles((chosen) => ({ ...chosen, [kind]: file }));
    setFileErrors((shown) => ({ ...shown, [kind]: file ? (fileProblem(file) ?? undefined) : undefined }));
  };

  const onSubmit = form.handleSubmit(async () => {
    const missing = REQUIRED_DOCUMENTS.filter((kind) => !files[kind] && !keptDocuments.includes(kind));
    if (missing.length > 0 || Object.values(fileErrors).some(Boolean)) {
      setFileErrors((shown) => ({
        ...shown,
        ...Object.fromEntries(missing.map((kind) => [kind, applicationMessages.documentMissing])),
      }));
      return;
    }
    setFailure(null);
    try {
      // the values as typed: the server reads them with the same schema
      await onSend(form.getValues(), files);
    } catch (error) {
      if (!(error instanceof ApiError)) return setFailure(text.failed);
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if ((DOCUMENT_KINDS as readonly string[]).includes(field))
          setFileErrors((shown) => ({ ...shown, [field]: message }));
        else if (field in EMPTY_APPLICATION) form.setError(field as keyof ApplicationValues, { message });
      }
      setFailure(error.message);
    }
  });

  const field = (name: keyof ApplicationValues) => ({
    label: text.fields[name],
    registration: form.register(name),
    error: errors[name]?.message,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <Section title={text.sections.charity}>
        <FormField {...field('legal_name')} autoComplete="organization" />
        <FormField
          {...field('registration_number')}
          hint={text.hints.registration_number}
          inputMode="numeric"
          dir="ltr"
        />
        <SelectField
          {...field('city_id')}
          placeholder={text.fields.cityPlaceholder}
          options={cities.data ?? []}
        />
        <FormField {...field('address')} autoComplete="street-address" />
        <FormField {...field('website')} type="url" dir="ltr" autoComplete="url" />
      </Section>
      <Section title={text.sections.contact}>
        <FormField {...field('contact_name')} autoComplete="name" />
        <FormField {...field('contact_phone')} type="tel" inputMode="tel" dir="ltr" autoComplete="tel" />
        <FormField
          {...field('contact_email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          hint={text.hints.contact_email}
        />
      </Section>
      <Section title={text.sections.bank}>
        <SelectField
          {...field('bank')}
          defaultValue={defaults.bank}
          placeholder={text.fields.bankPlaceholder}
          options={BANK_OPTIONS}
        />
        <FormField {...field('account_holder')} />
        <FormField {...field('iban')} dir="ltr" hint={text.hints.iban} autoCapitalize="characters" />
      </Section>
      <Section title={text.sections.documents}>
        {DOCUMENT_KINDS.map((kind) => (
          <DocumentField
            key={kind}
            kind={kind}
            file={files[kind]}
            kept={keptDocuments.includes(kind)}
            error={fileErrors[kind]}
            onChoose={(file) => choose(kind, file)}
          />
        ))}
      </Section>
      <FormAlert kind="error" text={failure} />
      <SubmitButton
        label={submitLabel}
        busyLabel={busyLabel}
        busy={isSubmitting}
        className="sm:w-auto sm:self-start"
      />
    </form>
  );
}
