import type { ReactNode } from 'react';

/** The heading row of an account page, with an optional summary and action. */
export function AccountPageHeader({
  title,
  summary,
  action,
}: {
  title: string;
  summary?: string;
  action?: ReactNode;
}) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {summary && <p className="mt-2 text-lg text-muted">{summary}</p>}
      </div>
      {action}
    </header>
  );
}
