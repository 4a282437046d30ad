import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { editCampaignForm, type EditCampaignFormValues } from '@athar/contract/campaigns/edit-campaign';
import { secondaryButton } from '../../../components/button-classes';
import { DeceasedFields } from '../../../components/forms/deceased-fields';
import { FormFooter } from '../../../components/forms/form-footer';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-error';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';
import { useEditCampaign } from '../api/edit-campaign';
import { useHijriCorrections } from '../../../hooks/use-hijri-corrections';
import {
  checkDeathDate,
  deathDateChange,
  type DeathDateValue,
} from '../../../components/forms/death-date-field-value';

const text = campaignPageMessages.edit;

/** The family's edit (docs/decisions/013): the deceased's gender and the family's words as they stand. */
export function EditCampaignDialog({
  campaign,
  open,
  onClose,
}: {
  campaign: CampaignDetails;
  open: boolean;
  onClose: () => void;
}) {
  const mutation = useEditCampaign(campaign.campaign_id);
  const corrections = useHijriCorrections();
  // the date of death as the family entered it (PRODUCT.md §11.6)
  const storedDeath: DeathDateValue = {
    death_calendar: campaign.death_calendar ?? '',
    death_date: campaign.death_calendar === 'gregorian' ? (campaign.death_date ?? '') : '',
    death_hijri: campaign.death_calendar === 'hijri' ? (campaign.death_hijri ?? '') : '',
  };
  const form = useForm<z.input<typeof editCampaignForm>, unknown, EditCampaignFormValues>({
    resolver: zodResolver(editCampaignForm),
    mode: 'onTouched',
    values: {
      deceased_gender: campaign.deceased_gender,
      campaign_description: campaign.campaign_description,
      ...storedDeath,
    },
  });
  const { errors } = form.formState;

  const close = () => {
    mutation.reset();
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(({ death_calendar, death_date, death_hijri, ...values }) => {
    const death = { death_calendar, death_date, death_hijri };
    const checked = checkDeathDate(death, corrections);
    if (checked.kind === 'problem') {
      form.setError(checked.field, { message: checked.message }, { shouldFocus: true });
      return;
    }
    const changed = (['death_calendar', 'death_date', 'death_hijri'] as const).some(
      (field) => death[field] !== storedDeath[field],
    );
    mutation.mutate(
      { ...values, ...(changed ? deathDateChange(death) : {}) },
      {
        onSuccess: close,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.fieldErrors.deceased_gender) {
            form.setError('deceased_gender', { message: error.fieldErrors.deceased_gender });
          }
          if (error.fieldErrors.campaign_description) {
            form.setError('campaign_description', { message: error.fieldErrors.campaign_description });
          }
          for (const field of ['death_calendar', 'death_date', 'death_hijri'] as const) {
            const message = error.fieldErrors[field];
            if (message) form.setError(field, { message });
          }
        },
      },
    );
  });

  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={text.title(campaign.deceased_gender)}
      closable={!mutation.isPending}
      busy={mutation.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <DeceasedFields form={form} corrections={corrections} />
        <FormFooter
          call={mutation}
          label={text.save}
          busyLabel={text.saving}
          blocked={Object.keys(errors).length > 0}
          back={
            <button type="button" className={secondaryButton} onClick={close} disabled={mutation.isPending}>
              {text.cancel}
            </button>
          }
          submitClassName="sm:w-auto sm:min-w-40"
        />
      </form>
    </ModalDialog>
  );
}
