import type { ReactNode } from 'react';

/** The heading block of a content page: its h1, a lead line and optional actions. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl leading-relaxed text-muted">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}
