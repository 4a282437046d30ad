import { useForm } from 'react-hook-form';
import {
  BREACH_DATA_KINDS,
  breachDataKindNames,
  type Breach,
  type BreachDataKind,
} from '@athar/contract/operator/breaches';
import { FormField } from '../../../../components/forms/form-field';
import { TextAreaField } from '../../../../components/forms/text-area-field';
import { showFieldErrors } from '../../../../lib/api-error';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';
import { useChangeBreach, useRecordBreach } from '../../api/data-protection';
import { instantOf, localInputValue } from './local-time';
import { PanelFormFooter } from './panel-form-footer';

const text = dataProtectionConsoleMessages.breaches.form;

interface Values {
  discovered_at: string;
  description: string;
  data_kinds: BreachDataKind[];
  people_affected: string;
  center_notified_at: string;
  people_notified_at: string;
  closed_at: string;
}
const FIELDS = [
  'discovered_at',
  'description',
  'data_kinds',
  'people_affected',
  'center_notified_at',
  'people_notified_at',
  'closed_at',
] as const;

/**
 * A new breach (what, when found, which data, how many people), or what followed one already recorded
 * (the Center and the people notified, the closing, a new estimate): only the fields filled are sent.
 */
export function BreachForm({
  operatorId,
  breach,
  onDone,
}: {
  operatorId: number;
  breach: Breach | null;
  onDone: () => void;
}) {
  const record = useRecordBreach(operatorId);
  const change = useChangeBreach(operatorId);
  const call = breach ? change : record;
  const local = (at: string | null) => (at ? localInputValue(new Date(at)) : '');
  const form = useForm<Values>({
    defaultValues: {
      discovered_at: localInputValue(new Date()),
      description: '',
      data_kinds: [],
      people_affected: breach ? String(breach.people_affected) : '',
      center_notified_at: local(breach?.center_notified_at ?? null),
      people_notified_at: local(breach?.people_notified_at ?? null),
      closed_at: '',
    },
  });
  const errors = form.formState.errors;
  const field = (name: Exclude<(typeof FIELDS)[number], 'data_kinds'>) => ({
    registration: form.register(name),
    error: errors[name]?.message,
  });
  const onError = (error: unknown) => showFieldErrors(error, form.setError, FIELDS);
  const onSubmit = form.handleSubmit((values) => {
    if (!breach) {
      record.mutate(
        {
          discovered_at: instantOf(values.discovered_at) ?? values.discovered_at,
          description: values.description,
          data_kinds: values.data_kinds,
          people_affected: values.people_affected,
        },
        { onSuccess: onDone, onError },
      );
      return;
    }
    const people = values.people_affected.trim();
    change.mutate(
      {
        id: breach.id,
        center_notified_at: breach.center_notified_at ? undefined : instantOf(values.center_notified_at),
        people_notified_at: breach.people_notified_at ? undefined : instantOf(values.people_notified_at),
        closed_at: instantOf(values.closed_at),
        people_affected: people && people !== String(breach.people_affected) ? people : undefined,
      },
      { onSuccess: onDone, onError },
    );
  });
  const peopleField = (
    <FormField label={text.people} inputMode="numeric" dir="ltr" {...field('people_affected')} />
  );
  const title = breach
    ? text.updateTitle(dataProtectionConsoleMessages.breaches.title(breach.id))
    : text.recordTitle;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
    >
      <h3 className="text-lg font-bold text-brand-900">{title}</h3>
      {breach ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={text.centerNotifiedAt}
            type="datetime-local"
            readOnly={!!breach.center_notified_at}
            {...field('center_notified_at')}
          />
          <FormField
            label={text.peopleNotifiedAt}
            type="datetime-local"
            readOnly={!!breach.people_notified_at}
            {...field('people_notified_at')}
          />
          <FormField label={text.closedAt} type="datetime-local" {...field('closed_at')} />
          {peopleField}
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={text.discoveredAt} type="datetime-local" {...field('discovered_at')} />
            {peopleField}
          </div>
          <TextAreaField label={text.description} maxLength={4000} {...field('description')} />
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.data_kinds ? 'breach-kinds-error' : undefined}
          >
            <legend className="mb-1 font-bold text-brand-900">{text.dataKinds}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {BREACH_DATA_KINDS.map((kind) => (
                <label key={kind} className="flex items-center gap-3 text-ink">
                  <input
                    type="checkbox"
                    value={kind}
                    className="size-5 accent-brand-700"
                    {...form.register('data_kinds')}
                  />
                  {breachDataKindNames[kind]}
                </label>
              ))}
            </div>
            {errors.data_kinds ? (
              <p id="breach-kinds-error" className="text-sm font-bold text-danger-700">
                {errors.data_kinds.message}
              </p>
            ) : null}
          </fieldset>
        </>
      )}
      <PanelFormFooter call={call} label={text.submit} onCancel={onDone} />
    </form>
  );
}
