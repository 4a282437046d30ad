import { useState } from 'react';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import type { FeeStatement } from '@athar/contract/fees/fee-statements';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { FeeStatementCard } from '../../../components/fee-statement-card';
import { FormField } from '../../../components/forms/form-field';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { feeConsoleMessages } from '../../../lib/messages/fees';
import {
  useCreditNote,
  useFeeDryRun,
  useFeeStatements,
  useIssueMonth,
  useMarkPaid,
} from '../api/fee-statements';
import { FeeActDialog } from './fees/fee-act-dialog';

import { ListStates } from './list-states';
import { PageHeading } from './page-heading';

const text = feeConsoleMessages.operator;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before this one, `YYYY-MM`, as the browser's clock reads it. */
function lastMonth(): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * /operator/fee-statements (finance, admin): a month previewed (nothing stored) and issued after a
 * fresh code; the statements, latest first, each marked paid or corrected by a credit note.
 */
export function FeeStatementsPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(text.title);
  const [month, setMonth] = useState(lastMonth);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const list = useFeeStatements(operator.id);
  const preview = useFeeDryRun(operator.id, previewed);
  const issue = useIssueMonth(operator.id);
  const paid = useMarkPaid(operator.id);
  const credit = useCreditNote(operator.id);
  const [paying, setPaying] = useState<FeeStatement | null>(null);
  const [crediting, setCrediting] = useState<FeeStatement | null>(null);
  const statements = list.data?.pages.flatMap((page) => page.statements) ?? [];
  const monthValid = MONTH.test(month);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} lead={text.lead} />
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (monthValid) setPreviewed(month);
        }}
      >
        <FormField
          label={text.monthLabel}
          hint={text.monthHint}
          value={month}
          dir="ltr"
          inputMode="numeric"
          onChange={(event) => setMonth(event.target.value.trim())}
          error={monthValid ? undefined : feeConsoleMessages.operator.monthHint}
        />
        <button type="submit" className={secondaryButton} disabled={!monthValid}>
          {text.preview}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={!monthValid || issue.isPending}
          onClick={() => issue.mutate(month)}
        >
          {issue.isPending ? text.issuing : text.issue}
        </button>
      </form>
      {previewed ? (
        <section className="mt-6" aria-label={text.previewTitle(previewed)}>
          <h2 className="text-lg font-bold text-brand-900">{text.previewTitle(previewed)}</h2>
          <div className="mt-3">
            <ListStates
              query={preview}
              count={preview.data?.length ?? 0}
              empty={{ title: text.previewEmpty }}
            >
              {() => (
                <ul className="grid gap-3 md:grid-cols-2">
                  {preview.data!.map((draft) => (
                    <li key={draft.ngo_id}>
                      <FeeStatementCard statement={draft} />
                    </li>
                  ))}
                </ul>
              )}
            </ListStates>
          </div>
        </section>
      ) : null}
      <div className="mt-6">
        <ListStates
          query={list}
          count={statements.length}
          empty={{ title: text.empty }}
          moreLabel={text.more}
        >
          {() => (
            <ul aria-label={text.listLabel} className="grid gap-3 md:grid-cols-2">
              {statements.map((statement) => (
                <li key={statement.id}>
                  <FeeStatementCard
                    statement={statement}
                    onPaid={
                      statement.status === 'issued' && statement.kind === 'statement'
                        ? () => setPaying(statement)
                        : undefined
                    }
                    onCredit={
                      statement.kind === 'statement' && statement.status !== 'carried'
                        ? () => setCrediting(statement)
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
      <FeeActDialog
        open={paying !== null}
        title={paying ? text.paidTitle(paying.number ?? '') : ''}
        lead={text.paidLead}
        fields={[
          {
            label: text.reference,
            type: 'text',
            initial: '',
            check: (typed) => typed.length >= 3 || text.referenceInvalid,
          },
          {
            label: text.paidOn,
            type: 'date',
            initial: today(),
            check: (typed) => /^\d{4}-\d{2}-\d{2}$/.test(typed) || text.paidOn,
          },
        ]}
        call={paid}
        onSubmit={(reference, day) => {
          if (!paying) return;
          const noon = new Date(`${day}T12:00:00`);
          const paidAt = (noon > new Date() ? new Date() : noon).toISOString();
          paid.mutate({ id: paying.id!, reference, paid_at: paidAt }, { onSuccess: () => setPaying(null) });
        }}
        onClose={() => setPaying(null)}
      />
      <FeeActDialog
        open={crediting !== null}
        title={crediting ? text.creditTitle(crediting.number ?? '') : ''}
        lead={text.creditLead}
        fields={[
          {
            label: text.amount,
            type: 'text',
            inputMode: 'decimal',
            initial: '',
            check: (typed) => Number(typed) > 0 || text.amountInvalid,
          },
          {
            label: text.reason,
            type: 'text',
            initial: '',
            check: (typed) => typed.length >= 5 || text.reasonInvalid,
          },
        ]}
        call={credit}
        onSubmit={(amount, reason) =>
          crediting &&
          credit.mutate(
            { id: crediting.id!, amount: Number(amount), reason },
            { onSuccess: () => setCrediting(null) },
          )
        }
        onClose={() => setCrediting(null)}
      />
    </div>
  );
}
