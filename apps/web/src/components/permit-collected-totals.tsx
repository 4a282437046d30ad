import { useId } from 'react';
import type { PermitCollected } from '@athar/contract/charity/permit-collected';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { permitCollectedMessages as text } from '../lib/messages/permit-collected';
import { secondaryButton, textLink } from './button-classes';
import { Spinner } from './spinner';

export type PermitReportFile = 'csv' | 'pdf';

interface CollectedQuery {
  data: PermitCollected | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * «ما تأكد بموجب هذا التصريح» on a permit, in both consoles: folded until asked for (the totals are
 * counted on the server then), the count and total, each channel, and the report as CSV and PDF.
 */
export function PermitCollectedTotals({
  permitNumber,
  open,
  onToggle,
  collected,
  onDownload,
  downloading,
  errorText,
}: {
  permitNumber: string;
  open: boolean;
  onToggle: () => void;
  /** the query, enabled by the caller once the section is open */
  collected: CollectedQuery;
  onDownload: (file: PermitReportFile) => void;
  downloading: PermitReportFile | null;
  errorText: (error: unknown) => string;
}) {
  const panel = useId();
  return (
    <section aria-label={text.title} className="flex flex-col gap-2 border-t border-brand-100 pt-3">
      <button
        type="button"
        className={`${textLink} self-start`}
        aria-expanded={open}
        aria-controls={panel}
        onClick={onToggle}
      >
        {open ? text.hide : text.show}
      </button>
      {open ? (
        <div id={panel} className="flex flex-col gap-3">
          <h4 className="font-bold text-brand-900">{text.title}</h4>
          <p className="text-sm text-muted">{text.lead}</p>
          {collected.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm">
              <Spinner className="size-4" /> {text.loading}
            </p>
          ) : collected.isError || !collected.data ? (
            <p role="alert" className="text-sm font-bold text-danger-700">
              {errorText(collected.error)}
            </p>
          ) : (
            <>
              <p className="font-bold text-brand-900">
                {text.total}: {formatPiasters(piasters(collected.data.total))} ·{' '}
                {text.count(collected.data.count)}
              </p>
              <table className="w-full text-sm">
                <caption className="sr-only">{text.title}</caption>
                <thead>
                  <tr className="text-muted">
                    <th scope="col" className="py-1 text-start font-bold">
                      {text.channel}
                    </th>
                    <th scope="col" className="py-1 text-start font-bold">
                      {text.countHeading}
                    </th>
                    <th scope="col" className="py-1 text-end font-bold">
                      {text.total}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {collected.data.by_channel.map((row) => (
                    <tr key={row.channel} className="border-t border-brand-50">
                      <th scope="row" className="py-1 text-start font-normal">
                        {text.channels[row.channel]}
                      </th>
                      <td className="py-1">{row.count}</td>
                      <td className="py-1 text-end">{formatPiasters(piasters(row.total))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="flex flex-wrap gap-2">
                {(['csv', 'pdf'] as const).map((file) => (
                  <button
                    key={file}
                    type="button"
                    className={secondaryButton}
                    disabled={downloading !== null}
                    aria-busy={downloading === file || undefined}
                    aria-label={file === 'csv' ? text.csvLabel(permitNumber) : text.pdfLabel(permitNumber)}
                    onClick={() => onDownload(file)}
                  >
                    {downloading === file ? <Spinner className="size-5" /> : null}
                    {downloading === file ? text.downloading : text[file]}
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
