import { useId } from 'react';
import { DONATION_CHANNELS } from '@athar/contract/charity/records';
import { FormField } from '../../../components/forms/form-field';
import { SelectField } from '../../../components/forms/select-field';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import type { RecordsFilterInput } from '../records-range';

const text = charityConsoleMessages.charity.records;
const channels = DONATION_CHANNELS.map((channel) => ({ id: channel, ar_name: text.channels[channel] }));

/**
 * From and to days (Cairo calendar), the channel, and whether refunded donations are listed; every
 * change applies at once.
 */
export function RecordsFilters({
  value,
  errors,
  onChange,
}: {
  value: RecordsFilterInput;
  errors: Partial<Record<'from' | 'to', string>>;
  onChange: (next: RecordsFilterInput) => void;
}) {
  const boxId = useId();
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:grid-cols-3">
      <legend className="sr-only">{text.filtersLabel}</legend>
      <FormField
        label={text.from}
        type="date"
        dir="ltr"
        value={value.from}
        max={value.to || undefined}
        error={errors.from}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
      />
      <FormField
        label={text.to}
        type="date"
        dir="ltr"
        value={value.to}
        min={value.from || undefined}
        error={errors.to}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
      />
      <SelectField
        label={text.channel}
        placeholder={text.allChannels}
        options={channels}
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.target.value as RecordsFilterInput['type'] })}
      />
      <div className="flex items-start gap-3 rounded-xl bg-sand-100 p-3 sm:col-span-3">
        <input
          id={boxId}
          type="checkbox"
          checked={value.include_refunded}
          aria-describedby={`${boxId}-hint`}
          onChange={(event) => onChange({ ...value, include_refunded: event.target.checked })}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={boxId} className="block font-bold text-brand-900">
            {text.includeRefunded}
          </label>
          <p id={`${boxId}-hint`} className="text-sm text-muted">
            {text.includeRefundedHint}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
