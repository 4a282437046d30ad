import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { TrackedApplication } from '@athar/contract/applications/applications';
import { ErrorState } from '../../../components/error-state';
import { FormAlert } from '../../../components/forms/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/spinner';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { ApiError } from '../../../lib/api-error';
import { messages } from '../../../lib/messages';
import { charityApplicationMessages } from '../../../lib/messages/charity-application';
import { answerApplication, useTrackedApplication, type ApplicationValues } from '../api/applications';
import { ApplicationForm } from './application-form';

const text = charityApplicationMessages.tracking;

function valuesOf(application: TrackedApplication): ApplicationValues {
  const { governorate: _name, city_id, website, ...fields } = application.fields;
  return { ...fields, city_id: String(city_id), website: website ?? '' };
}

/** /JoinAsCharity/track/:token: the application's state, and the answer to a change request. */
export function ApplicationTrackingPage() {
  const token = useParams().token ?? '';
  const tracked = useTrackedApplication(token);
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState<string | null>(null);
  const application = tracked.data;
  useDataDocumentTitle(application ? application.fields.legal_name : null);

  if (tracked.isPending) return <PageSpinner />;
  if (!application) {
    const message = tracked.error instanceof ApiError ? tracked.error.message : null;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState {...(message && { message })} />
      </div>
    );
  }
  const { status } = application;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={messages.pages.applicationTracking} lead={application.fields.legal_name} />
      <section
        aria-labelledby="application-state"
        className="mb-8 flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
      >
        <h2 id="application-state" className="text-lg font-bold text-brand-900">
          {text.status}: <span data-status={status}>{text.statuses[status]}</span>
        </h2>
        <p className="leading-relaxed">{text.explain[status]}</p>
        {application.operator_message ? (
          <div className="rounded-xl bg-sand-100 p-4">
            <p className="font-bold text-brand-900">
              {status === 'refused' ? text.refusalReason : text.operatorMessage}
            </p>
            <p className="mt-1 leading-relaxed whitespace-pre-line">{application.operator_message}</p>
          </div>
        ) : null}
        <FormAlert kind="success" text={answered} />
      </section>
      {status === 'changes_requested' ? (
        <ApplicationForm
          defaults={valuesOf(application)}
          keptDocuments={application.documents.map((document) => document.kind)}
          submitLabel={text.answer}
          busyLabel={text.answering}
          onSend={async (values, files) => {
            const answer = await answerApplication(token, values, files);
            queryClient.setQueryData(['charity-application', token], answer.application);
            setAnswered(answer.message);
          }}
        />
      ) : null}
    </div>
  );
}
