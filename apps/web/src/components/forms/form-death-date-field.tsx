import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { HijriCorrections } from '@athar/contract/hijri/calendar';
import { DeathDateField } from './death-date-field';
import type { DeathDateValue } from './death-date-field-value';

/** A form's values holding the date of death's three fields (DeathDateValue). */
export type DeathDateForm = FieldValues & { [K in keyof DeathDateValue]?: DeathDateValue[K] | undefined };

const FIELDS = ['death_calendar', 'death_date', 'death_hijri'] as const;

/** The date-of-death field bound to a react-hook-form form holding its three values (creation, edit). */
export function FormDeathDateField<T extends DeathDateForm, Context, Output>({
  form,
  corrections,
}: {
  form: UseFormReturn<T, Context, Output>;
  corrections: HijriCorrections;
}) {
  const names = FIELDS as unknown as readonly [Path<T>, Path<T>, Path<T>];
  const [calendar, date, hijri] = useWatch({ control: form.control, name: names }) as (string | undefined)[];
  const { errors } = form.formState;
  const message = (field: (typeof FIELDS)[number]) => errors[field]?.message as string | undefined;
  return (
    <DeathDateField
      value={{
        death_calendar: (calendar ?? '') as DeathDateValue['death_calendar'],
        death_date: date ?? '',
        death_hijri: hijri ?? '',
      }}
      corrections={corrections}
      error={message('death_date') ?? message('death_hijri') ?? message('death_calendar')}
      onChange={(death) => {
        form.clearErrors([...names]);
        for (const field of FIELDS) {
          form.setValue(field as Path<T>, death[field] as PathValue<T, Path<T>>, { shouldDirty: true });
        }
      }}
    />
  );
}
