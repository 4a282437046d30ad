import { useState } from 'react';
import { AUDIT_ACTOR_KINDS } from '@athar/contract/operator/audit';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { FormField } from '../../../components/forms/form-field';
import { SelectField } from '../../../components/forms/select-field';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import type { AuditFilterField, AuditFilterValues } from '../audit-filter';

const text = operatorConsoleMessages.audit;
const kinds = AUDIT_ACTOR_KINDS.map((kind) => ({ id: kind, ar_name: text.actorKinds[kind] }));
const EMPTY: AuditFilterValues = {
  actor_kind: '',
  actor_id: '',
  action: '',
  object_kind: '',
  object_id: '',
  from: '',
  to: '',
};

/** The audit view's filters, applied together by «اعرض» (not at each keystroke), or all cleared. */
export function AuditFilters({
  initial,
  onApply,
}: {
  initial: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  const [values, setValues] = useState(initial);
  const field = (name: AuditFilterField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const latin = { dir: 'ltr', autoComplete: 'off', spellCheck: false } as const;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply(values);
      }}
      className="rounded-2xl bg-white p-4 ring-1 ring-brand-100"
    >
      {/* two columns even on a phone: the log, not its filters, should fill the first screen */}
      <fieldset className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <legend className="sr-only">{text.filters.label}</legend>
        <SelectField
          label={text.filters.actorKind}
          placeholder={text.filters.allKinds}
          options={kinds}
          {...field('actor_kind')}
        />
        <FormField label={text.filters.actorId} inputMode="numeric" {...latin} {...field('actor_id')} />
        <FormField
          label={text.filters.action}
          hint={text.filters.actionHint}
          className="col-span-2"
          {...latin}
          {...field('action')}
        />
        <FormField label={text.filters.objectKind} {...latin} {...field('object_kind')} />
        <FormField label={text.filters.objectId} {...latin} {...field('object_id')} />
        <FormField
          label={text.filters.from}
          type="date"
          dir="ltr"
          max={values.to || undefined}
          {...field('from')}
        />
        <FormField
          label={text.filters.to}
          type="date"
          dir="ltr"
          min={values.from || undefined}
          {...field('to')}
        />
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={primaryButton}>
          {text.filters.apply}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setValues(EMPTY);
            onApply(EMPTY);
          }}
        >
          {text.filters.clear}
        </button>
      </div>
    </form>
  );
}
