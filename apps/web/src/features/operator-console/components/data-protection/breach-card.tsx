import { breachDataKindNames, type Breach } from '@athar/contract/operator/breaches';
import { secondaryButton } from '../../../../components/button-classes';
import { cx } from '../../../../lib/cx';
import { formatDateTime } from '../../../../lib/format-date';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';

const text = dataProtectionConsoleMessages.breaches;
const term = 'mt-1.5 font-bold text-muted first:mt-0 sm:mt-0';

/** The 72-hour clock in words: the hours left, late, or notified (late or not). */
function clockOf(breach: Breach): { words: string; late: boolean } | null {
  if (breach.overdue) return { words: text.overdue, late: true };
  if (breach.notified_late) return { words: text.notifiedLate, late: true };
  if (breach.hours_left !== null) return { words: text.hoursLeft(breach.hours_left), late: false };
  return null;
}

/** A breach: what, when found, whom it touched, the Center's deadline and what followed. */
export function BreachCard({
  breach,
  handles,
  onUpdate,
}: {
  breach: Breach;
  handles: boolean;
  onUpdate: () => void;
}) {
  const title = text.title(breach.id);
  const clock = clockOf(breach);
  const when = (at: string | null) => (at ? formatDateTime(at) : text.notYet);
  return (
    <article
      aria-label={title}
      className={cx(
        'flex h-full flex-col gap-3 rounded-2xl bg-white p-4 ring-1',
        breach.overdue ? 'ring-2 ring-danger-700' : 'ring-brand-100',
      )}
    >
      <div>
        <h3 className="text-lg font-bold text-brand-900">{title}</h3>
        {clock ? (
          <p className={cx('text-sm font-bold', clock.late ? 'text-danger-700' : 'text-brand-800')}>
            {clock.words}
          </p>
        ) : null}
      </div>
      <p className="break-words whitespace-pre-line text-ink">{breach.description}</p>
      <dl className="grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1.5">
        <dt className={term}>{text.discoveredAt}</dt>
        <dd>{formatDateTime(breach.discovered_at)}</dd>
        <dt className={term}>{text.dataKinds}</dt>
        <dd>{breach.data_kinds.map((kind) => breachDataKindNames[kind]).join('، ')}</dd>
        <dt className={term}>{text.people}</dt>
        <dd>{breach.people_affected.toLocaleString('ar-EG')}</dd>
        <dt className={term}>{text.notifyBy}</dt>
        <dd>{formatDateTime(breach.notify_by)}</dd>
        <dt className={term}>{text.centerNotified}</dt>
        <dd>{when(breach.center_notified_at)}</dd>
        <dt className={term}>{text.peopleNotified}</dt>
        <dd>{when(breach.people_notified_at)}</dd>
        <dt className={term}>{text.closed}</dt>
        <dd>{when(breach.closed_at)}</dd>
      </dl>
      {handles && !breach.closed_at ? (
        <button
          type="button"
          className={`${secondaryButton} mt-auto self-start`}
          onClick={onUpdate}
          aria-label={text.updateLabel(title)}
        >
          {text.update}
        </button>
      ) : null}
    </article>
  );
}
