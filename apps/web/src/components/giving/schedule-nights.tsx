import { useId } from 'react';
import type { ScheduleView } from '@athar/contract/giving/schedules';
import type { GivingUnitText } from '../../lib/messages/giving';

/** A schedule's nights (or Fridays, days: docs/decisions/030), each by its name and with its status. */
export function ScheduleNights({
  nights,
  words,
}: {
  nights: ScheduleView['nights'];
  /** the words of the schedule's unit */
  words: GivingUnitText;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-nights`} className="flex flex-col gap-2">
      <h3 id={`${id}-nights`} className="font-bold text-brand-900">
        {words.list}
      </h3>
      <ul className="flex flex-col divide-y divide-sand-200">
        {nights.map((each) => (
          <li key={each.night} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 wrap-anywhere">{each.label}</span>
            <span className="text-sm font-bold text-brand-700">{words.statuses[each.status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
