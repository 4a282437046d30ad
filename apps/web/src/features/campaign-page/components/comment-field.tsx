import { useId } from 'react';
import { useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import type { DonationFormOutput, DonationFormValues } from '@athar/contract/donations/donation-form';
import { donationMessages } from '../../../lib/messages/donation';

/** The comment shown with the donation; hinted at 40 characters, never refused for length (PRODUCT.md §5). */
export function CommentField({
  registration,
  control,
  max,
}: {
  registration: UseFormRegisterReturn;
  control: Control<DonationFormValues, unknown, DonationFormOutput>;
  max: number;
}) {
  const id = useId();
  const length = useWatch({ control, name: 'comment' }).length;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-brand-900">
        {donationMessages.donation.fields.comment}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        aria-describedby={`${id}-hint`}
        {...registration}
        className="w-full rounded-xl border border-brand-200 bg-white px-4 py-2.5 text-ink focus:border-brand-700"
      />
      <p id={`${id}-hint`} className={length > max ? 'text-sm font-bold text-muted' : 'text-sm text-muted'}>
        {donationMessages.donation.fields.commentHint(length, max)}
      </p>
    </div>
  );
}
