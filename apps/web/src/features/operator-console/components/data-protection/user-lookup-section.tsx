import { useForm } from 'react-hook-form';
import type { LookedUpUser } from '@athar/contract/operator/user-lookup';
import { EmptyState } from '../../../../components/empty-state';
import { FormField } from '../../../../components/forms/form-field';
import { FormFooter } from '../../../../components/forms/form-footer';
import { formatDateTime } from '../../../../lib/format-date';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';
import { useUserLookup } from '../../api/data-protection';
import { StepUpCancelled } from '../../api/step-up';

const text = dataProtectionConsoleMessages.lookup;
const term = 'mt-1.5 font-bold text-muted first:mt-0 sm:mt-0';

/** The accounts of an e-mail or a phone (one of the two), after a fresh code; the server audits the read. */
export function UserLookupSection() {
  const lookup = useUserLookup();
  const form = useForm({ defaultValues: { email: '', phone: '' } });
  const onSubmit = form.handleSubmit(({ email, phone }) =>
    lookup.mutate(email.trim() ? { email: email.trim() } : { phone: phone.trim() }),
  );
  const failed = lookup.isError && !(lookup.error instanceof StepUpCancelled);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{text.lead}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={text.email}
            type="email"
            dir="ltr"
            autoComplete="off"
            registration={form.register('email')}
          />
          <FormField
            label={text.phone}
            type="tel"
            dir="ltr"
            autoComplete="off"
            registration={form.register('phone')}
          />
        </div>
        <FormFooter
          call={{ ...lookup, isError: failed }}
          label={text.submit}
          busyLabel={text.submitting}
          blocked={false}
          submitClassName="sm:w-auto sm:self-end"
        />
      </form>
      {lookup.isSuccess ? (
        lookup.data.length === 0 ? (
          <EmptyState title={text.none} />
        ) : (
          <ul aria-label={text.resultsLabel} className="grid gap-3 md:grid-cols-2">
            {lookup.data.map((user) => (
              <li key={user.id}>
                <FoundAccount user={user} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function FoundAccount({ user }: { user: LookedUpUser }) {
  const title = text.account(user.id);
  return (
    <article aria-label={title} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
      <h3 className="text-lg font-bold text-brand-900">{title}</h3>
      <dl className="mt-2 grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1.5">
        <dt className={term}>{text.name}</dt>
        <dd>{user.user_name ?? '—'}</dd>
        <dt className={term}>{text.email}</dt>
        <dd dir="ltr" className="text-end break-all">
          {user.email ?? '—'}
        </dd>
        <dt className={term}>{text.phone}</dt>
        <dd dir="ltr" className="text-end">
          {user.msisdn ?? '—'}
        </dd>
        <dt className={term}>{text.verified}</dt>
        <dd>{user.verified_at ? formatDateTime(user.verified_at) : text.notVerified}</dd>
        <dt className={term}>{text.created}</dt>
        <dd>{formatDateTime(user.created_at)}</dd>
        <dt className={term}>{text.donations}</dt>
        <dd>{user.total_donations}</dd>
        <dt className={term}>{text.campaigns}</dt>
        <dd>{user.total_campaigns}</dd>
        <dt className={term}>{text.consentsCount}</dt>
        <dd>{user.total_consents}</dd>
      </dl>
    </article>
  );
}
