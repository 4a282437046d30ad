import type { MonthlyModerationCount } from '@athar/contract/moderation/monthly-counts';
import { formatNumber } from '@athar/contract/money';
import { ErrorState } from '../../../components/error-state';
import { TextSkeleton } from '../../../components/skeletons';
import { trustCountsMessages as m } from '../../../lib/messages/trust-counts';
import type { useModerationCounts } from '../api/get-moderation-counts';

const COUNTED = [
  'reports',
  'asked_family',
  'dismissed',
  'hidden',
  'paused',
  'taken_down',
  'restored',
  'appeals_upheld',
  'appeals_granted',
] as const satisfies readonly (keyof MonthlyModerationCount)[];

const monthName = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `2026-11` → «نوفمبر 2026»; read in UTC so no zone moves it to the month before. */
const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T12:00:00Z`));

/**
 * /TrustandSafety's monthly counts (docs/decisions/044): a plain table, served with the page, no chart
 * library on a public page. On a phone the table scrolls sideways inside its own focusable region. The
 * page asks for the counts with its text (`query`), so the server renders both at once.
 */
export function ModerationCountsTable({ query }: { query: ReturnType<typeof useModerationCounts> }) {
  return (
    <section
      aria-labelledby="moderation-counts-title"
      className="rounded-2xl bg-white p-6 ring-1 ring-brand-100"
    >
      <h2 id="moderation-counts-title" className="mb-3 text-xl font-bold text-brand-900">
        {m.title}
      </h2>
      <p className="mb-4 leading-loose text-ink">{m.lead}</p>
      {query.isPending ? (
        <TextSkeleton lines={4} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-sm text-muted sm:hidden">{m.scrollHint}</p>
          <div
            role="region"
            aria-label={m.caption}
            tabIndex={0}
            className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <table className="min-w-full border-collapse text-sm">
              <caption className="sr-only">{m.caption}</caption>
              <thead>
                <tr className="bg-brand-50 text-brand-900">
                  <th scope="col" className="sticky start-0 bg-brand-50 px-3 py-2 text-start font-bold">
                    {m.month}
                  </th>
                  {COUNTED.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start font-bold">
                      {m.columns[column]}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-start font-bold">
                    {m.columns.median_first_look_minutes}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.map((row) => (
                  <tr key={row.month} className="border-t border-brand-100">
                    <th
                      scope="row"
                      className="sticky start-0 whitespace-nowrap bg-white px-3 py-2 text-start font-normal"
                    >
                      {monthLabel(row.month)}
                    </th>
                    {COUNTED.map((column) => (
                      <td key={column} className="px-3 py-2 tabular-nums">
                        {formatNumber(row[column])}
                      </td>
                    ))}
                    <td className="whitespace-nowrap px-3 py-2">
                      {m.firstLook(row.median_first_look_minutes)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
