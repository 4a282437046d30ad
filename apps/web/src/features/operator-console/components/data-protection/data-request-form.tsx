import { useForm } from 'react-hook-form';
import {
  DATA_REQUEST_CHANNELS,
  DATA_REQUEST_KINDS,
  dataRequestKindNames,
  dataRequestSourceNames,
  type RecordDataRequestBody,
} from '@athar/contract/operator/data-requests';
import { FormField } from '../../../../components/forms/form-field';
import { SelectField } from '../../../../components/forms/select-field';
import { TextAreaField } from '../../../../components/forms/text-area-field';
import { showFieldErrors } from '../../../../lib/api-error';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';
import { useRecordDataRequest } from '../../api/data-protection';
import { instantOf, localInputValue } from './local-time';
import { PanelFormFooter } from './panel-form-footer';

const text = dataProtectionConsoleMessages.requests.form;
const FIELDS = [
  'kind',
  'user_id',
  'requester_name',
  'requester_email',
  'requester_phone',
  'received_at',
  'received_via',
  'notes',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const kinds = DATA_REQUEST_KINDS.map((kind) => ({ id: kind, ar_name: dataRequestKindNames[kind] }));
const channels = DATA_REQUEST_CHANNELS.map((via) => ({ id: via, ar_name: dataRequestSourceNames[via] }));

/** «سجّل طلبًا»: a request received by form, e-mail, phone or letter; the server checks every field. */
export function DataRequestForm({ operatorId, onDone }: { operatorId: number; onDone: () => void }) {
  const record = useRecordDataRequest(operatorId);
  const form = useForm<Values>({
    defaultValues: {
      ...Object.fromEntries(FIELDS.map((field) => [field, ''])),
      received_at: localInputValue(new Date()),
    },
  });
  const errors = form.formState.errors;
  const field = (name: (typeof FIELDS)[number]) => ({
    registration: form.register(name),
    error: errors[name]?.message,
  });
  const given = (value: string) => value.trim() || undefined;
  const onSubmit = form.handleSubmit((values) => {
    const body = {
      kind: values.kind,
      user_id: given(values.user_id),
      requester_name: given(values.requester_name),
      requester_email: given(values.requester_email),
      requester_phone: given(values.requester_phone),
      received_at: instantOf(values.received_at) ?? values.received_at,
      received_via: values.received_via,
      notes: given(values.notes),
    } as RecordDataRequestBody;
    record.mutate(body, {
      onSuccess: onDone,
      onError: (error) => showFieldErrors(error, form.setError, FIELDS),
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={text.title}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
    >
      <h3 className="text-lg font-bold text-brand-900">{text.title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={text.kind}
          placeholder={text.kindPlaceholder}
          options={kinds}
          {...field('kind')}
        />
        <SelectField
          label={text.via}
          placeholder={text.viaPlaceholder}
          options={channels}
          {...field('received_via')}
        />
        <FormField label={text.receivedAt} type="datetime-local" {...field('received_at')} />
        <FormField
          label={text.userId}
          inputMode="numeric"
          dir="ltr"
          {...field('user_id')}
          hint={text.whoHint}
        />
        <FormField label={text.name} {...field('requester_name')} />
        <FormField label={text.email} type="email" dir="ltr" {...field('requester_email')} />
        <FormField label={text.phone} type="tel" dir="ltr" {...field('requester_phone')} />
      </div>
      <TextAreaField label={text.notes} maxLength={2000} {...field('notes')} />
      <PanelFormFooter call={record} label={text.submit} onCancel={onDone} />
    </form>
  );
}
