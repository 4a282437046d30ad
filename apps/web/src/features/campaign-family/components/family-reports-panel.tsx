import { useState } from 'react';
import type { FamilyReport } from '@athar/contract/moderation/reports';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { reportMessages } from '../../../lib/messages/reports';
import { useAnswerReport, useFamilyReports } from '../api/family-reports';

const text = reportMessages.family;

/**
 * The visitors' notes on the family's management page (docs/decisions/033): the reason, the fix
 * suggested and the time left before the moderators look; «صحّحنا ذلك» closes one, an answer goes on
 * to the moderators. Changing the picture or the words closes them on the server. Nothing shows when
 * there is none.
 */
export function FamilyReportsPanel({ campaignId }: { campaignId: number }) {
  const reports = useFamilyReports(campaignId);
  if (!reports.data || reports.data.length === 0) return null;
  return (
    <section
      aria-labelledby="family-reports-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-sand-300 bg-sand-50 p-4"
    >
      <h2 id="family-reports-title" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="text-muted">{text.lead}</p>
      <ul className="flex flex-col gap-3">
        {reports.data.map((report) => (
          <ReportItem key={report.id} campaignId={campaignId} report={report} />
        ))}
      </ul>
    </section>
  );
}

function ReportItem({ campaignId, report }: { campaignId: number; report: FamilyReport }) {
  const answering = useAnswerReport(campaignId);
  const [writing, setWriting] = useState(false);
  const [note, setNote] = useState('');
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-3"
      data-testid="family-report"
    >
      <p className="font-bold text-brand-900">{report.reason_label}</p>
      {report.suggested_fix && <p>{report.suggested_fix}</p>}
      {report.update && (
        <p className="text-sm whitespace-pre-line wrap-anywhere">
          <span className="text-muted">{text.about[report.update.kind]} </span>
          {report.update.body}
        </p>
      )}
      {report.details && (
        <p className="text-sm wrap-anywhere">
          <span className="text-muted">{text.details} </span>
          {report.details}
        </p>
      )}
      <p className="text-sm text-muted">{text.due(formatDateTime(report.family_due_at))}</p>
      <FormAlert kind="error" text={answering.isError ? errorMessage(answering.error) : null} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={answering.isPending}
          onClick={() => answering.mutate({ id: report.id, body: { action: 'fixed' } })}
        >
          {text.fixed}
        </button>
        {!writing && (
          <button type="button" className={secondaryButton} onClick={() => setWriting(true)}>
            {text.answer}
          </button>
        )}
      </div>
      {writing && (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            answering.mutate({ id: report.id, body: { action: 'answer', note } });
          }}
        >
          <label htmlFor={`report-answer-${report.id}`} className="font-bold text-brand-900">
            {text.answerLabel}
          </label>
          <textarea
            id={`report-answer-${report.id}`}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="w-full rounded-xl border border-brand-200 bg-white px-4 py-2.5"
          />
          <button type="submit" className={secondaryButton} disabled={answering.isPending}>
            {text.send}
          </button>
        </form>
      )}
    </li>
  );
}
