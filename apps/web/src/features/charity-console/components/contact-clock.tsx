import type { CashQueueItem, ContactState } from '@athar/contract/charity/cash-queue';
import { ClockIcon } from '../../../components/icons/clock-icon';
import { cx } from '../../../lib/cx';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { contactClockText } from '../clock-text';

const text = charityConsoleMessages.charity.clock;

const badgeStyles: Record<ContactState, string> = {
  on_time: 'bg-success-50 text-success-700 ring-success-700/40',
  due_today: 'bg-sand-200 text-brand-900 ring-sand-400',
  overdue: 'bg-danger-700 text-white ring-danger-700',
};

/** Where the donation stands against the 72-hour promise: a coloured badge and the hours, in words. */
export function ContactClock({ item }: { item: Pick<CashQueueItem, 'contact_state' | 'hours_left'> }) {
  const state = item.contact_state;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span
        className={cx(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ring-1',
          badgeStyles[state],
        )}
      >
        <ClockIcon className="size-4" />
        {text.states[state]}
      </span>
      <span className={cx('font-bold', state === 'overdue' ? 'text-danger-700' : 'text-ink')}>
        {contactClockText(state, item.hours_left)}
      </span>
    </p>
  );
}
