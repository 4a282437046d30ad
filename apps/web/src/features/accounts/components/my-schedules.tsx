import { useId } from 'react';
import { FormAlert } from '../../../components/forms/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { givingMessages } from '../../../lib/messages/giving';
import { useMySchedules } from '../../../lib/queries/giving-schedules';
import { ScheduleCard } from '../../../components/giving/schedule-card';

const text = givingMessages.mine;

/**
 * «عطائي المجدول» on /MyDonations: the logged-in donor's schedules with the same actions as the
 * signed page. Nothing at all while there are none (or while they load).
 */
export function MySchedules() {
  const id = useId();
  const list = useMySchedules();
  if (list.isPending || (list.isSuccess && list.data.length === 0)) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mb-8 flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
          {text.title}
        </h2>
        <p className="text-sm text-muted">{text.lead}</p>
      </div>
      {list.isError ? (
        <FormAlert kind="error" text={errorMessage(list.error)} />
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.map((schedule) => (
            <li key={schedule.id}>
              <ScheduleCard
                schedule={schedule}
                target={{ kind: 'mine', id: schedule.id }}
                headingLevel="h3"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
