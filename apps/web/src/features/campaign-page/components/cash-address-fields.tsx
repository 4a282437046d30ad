import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { DonationFormOutput, DonationFormValues } from '@athar/contract/donations/donation-form';
import { FormField } from '../../../components/forms/form-field';
import { donationMessages } from '../../../lib/messages/donation';
import { useCities, useCityAreas } from '../../../lib/queries/get-cities';
import { SelectField } from '../../../components/forms/select-field';

const text = donationMessages.donation;

/** Cash only: governorate, its areas (reloaded when it changes) and a detailed address. */
export function CashAddressFields({
  form,
}: {
  form: UseFormReturn<DonationFormValues, unknown, DonationFormOutput>;
}) {
  const cityId = Number(useWatch({ control: form.control, name: 'city' })) || 0;
  const cities = useCities(true);
  const areas = useCityAreas(cityId);
  const { errors } = form.formState;

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl bg-sand-50 p-4">
      <legend className="sr-only">{text.addressTitle}</legend>
      <p aria-hidden="true" className="font-bold text-brand-900">
        {text.addressTitle}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={text.fields.city}
          placeholder={text.fields.cityPlaceholder}
          options={cities.data ?? []}
          error={errors.city?.message}
          registration={form.register('city', {
            onChange: () => {
              form.setValue('area', '');
              if (form.formState.isSubmitted || form.getFieldState('area').isTouched)
                void form.trigger('area');
            },
          })}
        />
        <SelectField
          label={text.fields.area}
          placeholder={cityId > 0 ? text.fields.areaPlaceholder : text.fields.areaFirstCity}
          options={areas.data ?? []}
          disabled={cityId === 0 || areas.isPending}
          error={errors.area?.message}
          registration={form.register('area')}
        />
      </div>
      <FormField
        label={text.fields.address}
        hint={text.fields.addressHint}
        autoComplete="street-address"
        registration={form.register('address')}
        error={errors.address?.message}
      />
    </fieldset>
  );
}
