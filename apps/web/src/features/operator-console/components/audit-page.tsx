import { useSearchParams } from 'react-router';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { secondaryButton } from '../../../components/button-classes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageSpinner, Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { useAuditLog, useExportAudit } from '../api/audit-log';
import { auditFilterFromSearch, auditQueryOf, searchOfAuditFilter } from '../audit-filter';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { AuditEntries } from './audit-entries';
import { AuditFilters } from './audit-filters';

const text = operatorConsoleMessages.audit;

/**
 * /operator/audit (admins and data protection): the log filtered, newest first, «المزيد» for the next
 * keyset page, and its CSV after a fresh code.
 */
export function AuditPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(operatorConsoleMessages.pages.audit);
  const [search, setSearch] = useSearchParams();
  const values = auditFilterFromSearch(search);
  const query = auditQueryOf(values);
  const log = useAuditLog(operator.id, query);
  const exporting = useExportAudit();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
          <p className="mt-1 max-w-2xl text-muted">{text.lead}</p>
        </div>
        <div className="flex flex-col items-start gap-1.5 sm:max-w-xs sm:items-end sm:text-end">
          <button
            type="button"
            onClick={() => exporting.mutate(query)}
            disabled={exporting.isPending}
            aria-busy={exporting.isPending || undefined}
            aria-describedby="audit-export-hint"
            className={secondaryButton}
          >
            {exporting.isPending ? <Spinner className="size-5" /> : null}
            {exporting.isPending ? text.exporting : text.export}
          </button>
          <p id="audit-export-hint" className="text-sm text-muted">
            {text.exportHint}
          </p>
        </div>
      </div>
      <AuditFilters
        key={search.toString()}
        initial={values}
        onApply={(next) => setSearch(searchOfAuditFilter(next))}
      />
      <div className="mt-6">
        {log.isPending ? (
          <PageSpinner />
        ) : log.isError ? (
          <ErrorState message={errorMessage(log.error)} onRetry={() => void log.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState title={text.empty} text={text.emptyText} />
        ) : (
          <>
            <AuditEntries entries={entries} />
            {log.hasNextPage ? (
              <LoadMoreButton
                label={operatorConsoleMessages.more}
                loading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
