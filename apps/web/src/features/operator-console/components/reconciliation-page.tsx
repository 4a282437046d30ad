import { useState } from 'react';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import type { SettlementException } from '@athar/contract/settlement/settlement-endpoints';
import { settlementProviderNames } from '@athar/contract/settlement/settlement-messages';
import { secondaryButton } from '../../../components/button-classes';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { showError } from '../../../lib/alerts';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { settlementConsoleMessages } from '../../../lib/messages/settlement';
import {
  downloadExceptions,
  useResolveException,
  useSettlementExceptions,
  useSettlementImports,
} from '../api/settlement';
import { dutiesOpen } from '../operator-duties';
import { ListStates } from './list-states';
import { PageHeading } from './page-heading';
import { ReasonDialog } from './reason-dialog';
import { SettlementExceptionCard } from './settlement/settlement-exception-card';
import { OverdueCash } from './settlement/overdue-cash';
import { SettlementUpload } from './settlement/settlement-upload';

const text = settlementConsoleMessages;

/**
 * /operator/reconciliation (finance, admin): a provider's settlement file uploaded and matched, the
 * files imported with their counts, and the open exceptions, each resolved with a note.
 */
export function ReconciliationPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(text.title);
  const imports = useSettlementImports(operator.id);
  const queue = useSettlementExceptions(operator.id);
  const resolve = useResolveException(operator.id);
  const [resolving, setResolving] = useState<SettlementException | null>(null);
  const files = imports.data?.pages.flatMap((page) => page.imports) ?? [];
  const exceptions = queue.data?.pages.flatMap((page) => page.exceptions) ?? [];
  const showTrail = dutiesOpen(operator.roles).audit;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} lead={text.lead} />
      <SettlementUpload operatorId={operator.id} />
      <section className="mt-8" aria-label={text.queue.label}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-brand-900">{text.queue.title}</h2>
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              void downloadExceptions().catch((error: unknown) => showError(errorMessage(error)))
            }
          >
            {text.queue.download}
          </button>
        </div>
        <div className="mt-3">
          <ListStates
            query={queue}
            count={exceptions.length}
            empty={{ title: text.queue.empty }}
            moreLabel={text.more}
          >
            {() => (
              <ul className="grid gap-3 md:grid-cols-2">
                {exceptions.map((item) => (
                  <li key={item.id}>
                    <SettlementExceptionCard
                      item={item}
                      showTrail={showTrail}
                      onResolve={() => setResolving(item)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </ListStates>
        </div>
      </section>
      <section className="mt-8" aria-label={text.imports.label}>
        <h2 className="text-lg font-bold text-brand-900">{text.imports.title}</h2>
        <div className="mt-3">
          <ListStates
            query={imports}
            count={files.length}
            empty={{ title: text.imports.empty }}
            moreLabel={text.more}
          >
            {() => (
              <ul className="grid gap-3 md:grid-cols-2">
                {files.map((file) => (
                  <li key={file.id} className="rounded-2xl border border-brand-100 bg-white p-4">
                    <h3 className="font-bold text-brand-900">
                      <bdi className="wrap-anywhere">{file.file_name}</bdi>
                    </h3>
                    <p className="text-sm text-muted">
                      {settlementProviderNames[file.provider]} · <bdi dir="ltr">{file.account}</bdi>
                    </p>
                    <p className="text-sm">
                      {text.imports.lines(file.lines)} · {text.imports.matched(file.matched)} ·{' '}
                      {text.imports.fees(file.fees)} · {text.imports.exceptions(file.exceptions)}
                    </p>
                    <p className="text-sm text-muted">
                      {text.imports.importedAt(formatDateTime(file.imported_at))}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </ListStates>
        </div>
      </section>
      <OverdueCash operatorId={operator.id} />
      <ReasonDialog
        open={resolving !== null}
        title={resolving ? text.resolve.title(resolving.id) : ''}
        lead={text.resolve.lead}
        label={text.resolve.label}
        hint={text.resolve.hint}
        required
        submit={text.resolve.submit}
        call={resolve}
        onSubmit={(note) =>
          resolving && resolve.mutate({ id: resolving.id, note }, { onSuccess: () => setResolving(null) })
        }
        onClose={() => setResolving(null)}
      />
    </div>
  );
}
