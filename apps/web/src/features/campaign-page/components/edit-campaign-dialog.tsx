import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { editCampaignForm, type EditCampaignFormValues } from '@athar/contract/campaigns/edit-campaign';
import { secondaryButton } from '../../../components/button-classes';
import { DeceasedGenderField } from '../../../components/forms/deceased-gender-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-error';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { useEditCampaign } from '../api/edit-campaign';

const text = campaignMessages.campaignPage.edit;
const fieldText = campaignMessages.createCampaign;

/** The creator's edit (issue 16): the deceased's gender and the family's words, as they stand now. */
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
  const form = useForm<EditCampaignFormValues>({
    resolver: zodResolver(editCampaignForm),
    mode: 'onTouched',
    values: {
      deceased_gender: campaign.deceased_gender,
      campaign_description: campaign.campaign_description,
    },
  });
  const gender = useWatch({ control: form.control, name: 'deceased_gender' });
  const { errors } = form.formState;

  const close = () => {
    mutation.reset();
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: close,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        if (error.fieldErrors.deceased_gender) {
          form.setError('deceased_gender', { message: error.fieldErrors.deceased_gender });
        }
        if (error.fieldErrors.campaign_description) {
          form.setError('campaign_description', { message: error.fieldErrors.campaign_description });
        }
      },
    }),
  );

  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={text.title(campaign.deceased_gender)}
      closable={!mutation.isPending}
      busy={mutation.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <DeceasedGenderField
          registration={form.register('deceased_gender')}
          chosen={gender}
          error={errors.deceased_gender?.message}
        />
        <TextAreaField
          label={fieldText.description}
          hint={fieldText.descriptionHint}
          registration={form.register('campaign_description')}
          error={errors.campaign_description?.message}
        />
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
