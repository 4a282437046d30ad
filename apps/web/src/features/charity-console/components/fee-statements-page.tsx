import type { FeeStatement } from '@athar/contract/fees/fee-statements';
import { secondaryButton } from '../../../components/button-classes';
import { FeeStatementCard } from '../../../components/fee-statement-card';
import { PageHeader } from '../../../components/page-header';
import { feeConsoleMessages } from '../../../lib/messages/fees';
import { useCharityFeeStatements, useFeeDownload, type FeePage, type FeeFile } from '../api/fee-statements';
import { PagedRecords } from './paged-records';

const text = feeConsoleMessages.charity;
const DOWNLOADS: { file: FeeFile; label: string }[] = [
  { file: 'pdf', label: text.pdf },
  { file: 'csv', label: text.csv },
  { file: 'invoice', label: text.invoice },
];

/** /charity/fee-statements: the charity's service-fee statements and credit notes, each with its files. */
export function FeeStatementsPage() {
  const statements = useCharityFeeStatements();
  const download = useFeeDownload();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      <PagedRecords<FeeStatement, FeePage>
        query={statements}
        totals={() => null}
        renderItem={(statement) => (
          <FeeStatementCard statement={statement}>
            <div className="flex flex-wrap gap-2">
              {DOWNLOADS.filter(({ file }) => file !== 'csv' || statement.kind === 'statement').map(
                ({ file, label }) => (
                  <button
                    key={file}
                    type="button"
                    className={secondaryButton}
                    disabled={download.isPending}
                    onClick={() =>
                      download.mutate({ id: statement.id!, number: statement.number ?? '', file })
                    }
                  >
                    {label}
                  </button>
                ),
              )}
            </div>
          </FeeStatementCard>
        )}
        itemKey={(statement) => statement.id!}
        listLabel={text.listLabel}
        empty={{ title: text.empty, text: text.emptyText }}
        moreLabel={text.more}
      />
    </section>
  );
}
