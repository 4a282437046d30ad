import { useId, type ReactNode } from 'react';

/** One part of the first screen: its heading, its rows as a list, or a line saying there are none. */
export function OverviewSection<T>({
  title,
  empty,
  rows,
  rowKey,
  children,
}: {
  title: string;
  empty: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  children: (row: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 rounded-xl border-2 border-dashed border-brand-100 px-4 py-5 text-center text-muted">
          {empty}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-3 divide-y divide-brand-100">
          {rows.map((row) => (
            <li key={rowKey(row)} className="flex flex-col gap-0.5 py-2.5">
              {children(row)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
