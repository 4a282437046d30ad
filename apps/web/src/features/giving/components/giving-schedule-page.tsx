import { Link, useParams, useSearchParams } from 'react-router';
import { readDecimalId } from '@athar/contract/digits';
import { secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { givingMessages } from '../../../lib/messages/giving';
import { isExpiredLink, useManagedSchedule } from '../../../lib/queries/giving-schedules';
import { ScheduleCard } from '../../../components/giving/schedule-card';
import { ExpiredScheduleLink } from './expired-schedule-link';

const text = givingMessages.page;

/**
 * /GivingSchedule/:scheduleId?token=…[&night=YYYY-MM-DD] — the donor's page behind the link of every mail
 * and SMS about a schedule: no login. `night` (the «skip tonight» link) offers that night first. A link
 * that expired offers a new one by mail (docs/decisions/027).
 */
export function GivingSchedulePage() {
  const scheduleId = readDecimalId(useParams().scheduleId) ?? 0;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const night = params.get('night');
  const schedule = useManagedSchedule(scheduleId, token);
  const home = (
    <Link to="/" className={`${secondaryButton} w-full`}>
      {text.home}
    </Link>
  );

  let body;
  if (scheduleId <= 0 || token === '') body = <FormAlert kind="error" text={text.missingToken} />;
  else if (schedule.isPending) return <PageSpinner />;
  else if (isExpiredLink(schedule.error))
    body = <ExpiredScheduleLink id={scheduleId} token={token} reason={errorMessage(schedule.error)} />;
  else if (schedule.isError) body = <FormAlert kind="error" text={errorMessage(schedule.error)} />;
  else
    body = (
      <ScheduleCard
        schedule={schedule.data}
        target={{ kind: 'signed', id: scheduleId, token }}
        night={night}
      />
    );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
        <p className="text-muted">{text.lead}</p>
      </header>
      {body}
      {(scheduleId <= 0 || token === '' || schedule.isError) && home}
    </div>
  );
}
