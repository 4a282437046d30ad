import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { donationMessages } from '../lib/messages/donation';
import { visibilityMessages } from '../lib/messages/visibility';

const text = donationMessages.donation.fields;

/** Taps «مبلغ آخر» and types the amount in the field it opens, as a donor gives an amount not offered. */
export async function typeAmount(user: UserEvent, amount: string) {
  await user.click(screen.getByRole('radio', { name: text.amountOther }));
  await user.type(screen.getByLabelText(text.amount), amount);
}

/** Opens the comment behind «أضف رسالة للأسرة». */
export async function openComment(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: text.addComment }));
}

/** Opens the four visibility choices behind the one line's «تغيير». */
export async function openVisibility(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: visibilityMessages.field.changeLabel }));
}
