import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reportCampaignBody, type ReportedUpdateKind } from '@athar/contract/moderation/reports';
import {
  REPORT_CONTACT_MAX,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportReasonLabels,
} from '@athar/contract/moderation/report-reasons';
import { secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { errorMessage, showFieldErrors } from '../../../lib/api-error';
import { reportMessages } from '../../../lib/messages/reports';
import { useReportCampaign } from '../api/report-campaign';

const text = reportMessages.form;
const FIELDS = ['reason', 'details', 'contact'] as const;

/**
 * «إبلاغ»: a reason phrased for memorials, optional details and a way to reach the reporter (for the
 * moderators only). The answer thanks the reporter; nothing on the page changes. With `update`, the
 * report is about that one family or delivery update of the page (migration 052).
 */
export function ReportCampaignDialog({
  campaignId,
  update,
  open,
  onClose,
}: {
  campaignId: number;
  update?: { kind: ReportedUpdateKind; id: number } | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const form = useForm<z.input<typeof reportCampaignBody>, unknown, z.output<typeof reportCampaignBody>>({
    resolver: zodResolver(reportCampaignBody),
    defaultValues: { details: '', contact: '' },
  });
  const { errors } = form.formState;
  const sending = useReportCampaign(campaignId);

  const onSubmit = form.handleSubmit((values) => {
    if (sending.isPending) return;
    sending.mutate(update ? { ...values, update } : values, {
      onError: (error) => showFieldErrors(error, form.setError, FIELDS),
    });
  });

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={update ? text.updateTitle[update.kind] : text.title}
      sheet
      busy={sending.isPending}
    >
      {sending.isSuccess ? (
        <div className="flex flex-col items-start gap-4">
          <FormAlert kind="success" text={sending.data} />
          <button type="button" className={secondaryButton} onClick={onClose}>
            {text.close}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-muted">{text.lead}</p>
          <fieldset
            className="flex flex-col gap-2"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? 'report-reason-error' : undefined}
          >
            <legend className="mb-1 font-bold text-brand-900">{text.reason}</legend>
            {REPORT_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex items-center gap-3 rounded-xl border border-brand-100 px-3 py-2.5 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  value={reason}
                  {...form.register('reason')}
                  className="size-5 accent-brand-700"
                />
                <span>{reportReasonLabels[reason]}</span>
              </label>
            ))}
            {errors.reason && (
              <p id="report-reason-error" className="text-sm font-bold text-danger-700">
                {errors.reason.message}
              </p>
            )}
          </fieldset>
          <TextAreaField
            label={text.details}
            hint={text.detailsHint}
            maxLength={REPORT_DETAILS_MAX}
            registration={form.register('details')}
            error={errors.details?.message}
          />
          <FormField
            label={text.contact}
            hint={text.contactHint}
            dir="ltr"
            maxLength={REPORT_CONTACT_MAX}
            registration={form.register('contact')}
            error={errors.contact?.message}
          />
          <FormAlert kind="error" text={sending.isError ? errorMessage(sending.error) : null} />
          <SubmitButton label={text.send} busyLabel={text.sending} busy={sending.isPending} />
        </form>
      )}
    </ModalDialog>
  );
}
