import { useCities, useCityAreas } from '../../../lib/queries/get-cities';
import { SelectField } from '../../../components/forms/select-field';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { donationMessages } from '../../../lib/messages/donation';
import type { QueueFilter } from '../api/cash-queue';

const text = charityConsoleMessages.charity.queue;
const fields = donationMessages.donation.fields;

/** Governorate, then one of its areas; choosing another governorate clears the area. */
export function QueueFilters({
  filter,
  onChange,
}: {
  filter: QueueFilter;
  onChange: (next: QueueFilter) => void;
}) {
  const cities = useCities(true);
  const areas = useCityAreas(filter.city ?? 0);
  const selected = (id: number | undefined) => (id ? String(id) : '');
  const chosen = (value: string) => Number(value) || undefined;

  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-3 ring-1 ring-brand-100 sm:gap-4 sm:p-4">
      <legend className="sr-only">{text.filtersLabel}</legend>
      <SelectField
        label={fields.city}
        placeholder={text.all}
        options={cities.data ?? []}
        value={selected(filter.city)}
        onChange={(event) => onChange({ city: chosen(event.target.value) })}
      />
      <SelectField
        label={fields.area}
        placeholder={text.all}
        options={areas.data ?? []}
        disabled={!filter.city || areas.isPending}
        value={selected(filter.area)}
        onChange={(event) => onChange({ ...filter, area: chosen(event.target.value) })}
      />
    </fieldset>
  );
}
