import { useId, useState } from 'react';
import { useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import type { DonationFormOutput, DonationFormValues } from '@athar/contract/donations/donation-form';
import { textLink } from '../../../components/button-classes';
import { donationMessages } from '../../../lib/messages/donation';

const text = donationMessages.donation.fields;

/**
 * The message shown with the donation, behind «أضف رسالة للأسرة» (open at once when it already holds
 * one); hinted at 40 characters, never refused for length (PRODUCT.md §5).
 */
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
  const [open, setOpen] = useState(length > 0);
  const [asked, setAsked] = useState(false);
  if (!open)
    return (
      <button
        type="button"
        aria-expanded="false"
        className={`${textLink} min-h-11 self-start`}
        onClick={() => {
          setOpen(true);
          setAsked(true);
        }}
      >
        {text.addComment}
      </button>
    );
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-brand-900">
        {text.comment}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        autoFocus={asked}
        aria-describedby={`${id}-hint`}
        {...registration}
        className="w-full rounded-xl border border-brand-200 bg-white px-4 py-2.5 text-ink focus:border-brand-700"
      />
      <p id={`${id}-hint`} className={length > max ? 'text-sm font-bold text-muted' : 'text-sm text-muted'}>
        {text.commentHint(length, max)}
      </p>
    </div>
  );
}
