import { useState } from 'react';
import { Link } from 'react-router';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import type { ReviewedApplication } from '@athar/contract/applications/operator-applications';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/spinner';
import { showError } from '../../../lib/alerts';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { charityApplicationMessages } from '../../../lib/messages/charity-application';
import { operatorApplicationMessages } from '../../../lib/messages/operator-applications';
import {
  downloadApplicationDocument,
  useApplication,
  useApplicationDecision,
} from '../api/charity-applications';
import { OPERATOR_PATHS } from '../operator-paths';
import { CharityPaymentSettingsPanel } from './charity-payment-settings-panel';
import { ReasonDialog } from './reason-dialog';

const text = operatorApplicationMessages;
const term = 'mt-1.5 font-bold text-muted first:mt-0 sm:mt-0';

function Details({ application }: { application: ReviewedApplication }) {
  const { fields } = application;
  const rows: [string, string][] = [
    [text.registration, fields.registration_number],
    [text.governorate, fields.governorate],
    [text.address, fields.address],
    [text.contact, fields.contact_name],
    [text.phone, fields.contact_phone],
    [text.email, fields.contact_email],
    [text.website, fields.website ?? '—'],
    [text.bank, application.bank_name],
    [text.holder, fields.account_holder],
    [text.iban, fields.iban],
    [text.submittedAt, formatDate(application.submitted_at)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-0.5 rounded-2xl bg-white p-4 text-sm ring-1 ring-brand-100 sm:grid-cols-[auto_1fr] sm:gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className={term}>{label}</dt>
          <dd className="wrap-anywhere">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One application: its fields, its documents (each opened through the audited call) and the decisions. */
export function ApplicationReview({ operator, id }: { operator: OperatorProfile; id: number }) {
  const query = useApplication(operator.id, id);
  const decide = useApplicationDecision(operator.id, id);
  const [asking, setAsking] = useState<'request_changes' | 'refuse' | null>(null);
  const application = query.data;
  const back = (
    <Link to={OPERATOR_PATHS.applications} className="font-bold text-brand-800 underline underline-offset-4">
      {text.back}
    </Link>
  );
  if (query.isPending) return <PageSpinner />;
  if (!application)
    return (
      <div className="mx-auto max-w-4xl px-4 py-6">
        {back}
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  const decidable = application.status === 'submitted';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8">
      {back}
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{keepCompoundNames(application.legal_name)}</h1>
        <p className="mt-1 font-bold" data-status={application.status}>
          {text.statuses[application.status]}
        </p>
        {application.ngo_id !== null ? <p className="text-sm text-muted">{text.charityCreated}</p> : null}
      </div>
      <Details application={application} />
      {application.operator_message ? (
        <div className="rounded-2xl bg-sand-100 p-4">
          <p className="font-bold text-brand-900">{text.lastMessage}</p>
          <p className="mt-1 whitespace-pre-line">{application.operator_message}</p>
        </div>
      ) : null}
      <section aria-labelledby="application-documents" className="flex flex-col gap-2">
        <h2 id="application-documents" className="text-lg font-bold text-brand-900">
          {text.documents}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {application.documents.map((document) => (
            <li key={document.id}>
              <button
                type="button"
                className={secondaryButton}
                onClick={() =>
                  void downloadApplicationDocument(id, document.id).catch((error: unknown) =>
                    showError(errorMessage(error)),
                  )
                }
              >
                {text.openDocument(charityApplicationMessages.documents[document.kind])}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {decidable || application.status === 'changes_requested' ? (
        <div className="flex flex-wrap gap-2">
          {decidable ? (
            <>
              <button
                type="button"
                className={primaryButton}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ decision: 'approve' })}
              >
                {text.approve}
              </button>
              <button type="button" className={secondaryButton} onClick={() => setAsking('request_changes')}>
                {text.requestChanges}
              </button>
            </>
          ) : null}
          <button type="button" className={secondaryButton} onClick={() => setAsking('refuse')}>
            {text.refuse}
          </button>
        </div>
      ) : null}
      {application.ngo_id !== null ? (
        <CharityPaymentSettingsPanel operatorId={operator.id} ngoId={application.ngo_id} />
      ) : null}
      <ReasonDialog
        open={asking !== null}
        title={asking === 'refuse' ? text.refuseTitle : text.changesTitle}
        lead={asking === 'refuse' ? text.refuseLead : text.changesLead}
        label={text.messageLabel}
        required
        submit={text.send}
        call={decide}
        onSubmit={(message) =>
          asking && decide.mutate({ decision: asking, message }, { onSuccess: () => setAsking(null) })
        }
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
