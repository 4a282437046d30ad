import type { PermitRecord as Permit } from '@athar/contract/charity/permit-fields';
import { mayEnter } from '@athar/contract/charity/staff-roles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { permitMessages as text } from '../../../lib/messages/permits';
import { useStaffSession } from '../../../lib/staff-session';
import { useCharityPermits } from '../api/charity-permits';
import { ConsoleListSkeleton } from './console-list-skeleton';
import { PermitRecord } from './permit-record';
import { PermitRequestForm } from './permit-request-form';

/** Whether the charity's campaigns take donations today: an approved online permit covers it. */
function TodayBanner({ permits }: { permits: Permit[] }) {
  const open = permits.some((permit) => permit.in_force_today && permit.scope === 'online');
  return (
    <p
      className={cx(
        'mb-4 rounded-xl px-4 py-3 font-bold',
        open ? 'bg-brand-50 text-brand-900' : 'bg-danger-50 text-danger-700',
      )}
    >
      {open ? text.onlineInForce : text.onlinePaused}
    </p>
  );
}

/** /charity/permits: the charity's fundraising permits and, for its admin, the form to ask for a new one. */
export function CharityPermitsPage() {
  const permits = useCharityPermits();
  const mayAsk = mayEnter(useStaffSession()?.roles ?? [], 'permitRequests');
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div>
          <h2 className="mb-3 text-xl font-bold text-brand-900">{text.listTitle}</h2>
          {permits.isPending ? (
            <ConsoleListSkeleton count={2} className="grid gap-4" />
          ) : permits.isError ? (
            <ErrorState message={errorMessage(permits.error)} onRetry={() => void permits.refetch()} />
          ) : (
            <>
              <TodayBanner permits={permits.data} />
              {permits.data.length === 0 ? (
                <EmptyState title={text.emptyTitle} text={text.emptyText} />
              ) : (
                <ul aria-label={text.listLabel} className="grid gap-4">
                  {permits.data.map((permit) => (
                    <li key={permit.id}>
                      <PermitRecord permit={permit} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
        {mayAsk ? (
          <PermitRequestForm />
        ) : (
          <p className="rounded-2xl bg-white p-4 text-sm text-muted shadow-sm">{text.adminOnlyRequest}</p>
        )}
      </div>
    </section>
  );
}
