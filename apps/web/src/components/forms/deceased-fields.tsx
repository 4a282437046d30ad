import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import type { HijriCorrections } from '@athar/contract/hijri/calendar';
import { campaignMessages } from '../../lib/messages/campaigns';
import { DeceasedGenderField } from './deceased-gender-field';
import { FormDeathDateField, type DeathDateForm } from './form-death-date-field';
import { TextAreaField } from './text-area-field';

const text = campaignMessages.createCampaign;

type DeceasedForm = DeathDateForm & { deceased_gender?: unknown; campaign_description?: unknown };

/**
 * What the family says of the deceased, at creation and in the creator's edit: the gender, the date
 * of death and the description, bound to a react-hook-form form holding them.
 */
export function DeceasedFields<T extends DeceasedForm, Context, Output>({
  form,
  corrections,
}: {
  form: UseFormReturn<T, Context, Output>;
  corrections: HijriCorrections;
}) {
  const gender = useWatch({ control: form.control, name: 'deceased_gender' as Path<T> }) as
    DeceasedGender | undefined;
  const { errors } = form.formState;
  const message = (field: 'deceased_gender' | 'campaign_description') =>
    errors[field]?.message as string | undefined;
  return (
    <>
      <DeceasedGenderField
        registration={form.register('deceased_gender' as Path<T>)}
        chosen={gender}
        error={message('deceased_gender')}
      />
      <FormDeathDateField form={form} corrections={corrections} />
      <TextAreaField
        label={text.description}
        hint={text.descriptionHint}
        registration={form.register('campaign_description' as Path<T>)}
        error={message('campaign_description')}
      />
    </>
  );
}
