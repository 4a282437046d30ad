import type { ReactNode } from 'react';

/** A console page's title, its line of help, and what sits under them (its filter tabs). */
export function PageHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-1 text-muted">{lead}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </>
  );
}
