import type { ReactNode } from 'react';

/** The frame of the login, register and password pages: a centred card with a heading. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-14" aria-labelledby="auth-title">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">
        <h1 id="auth-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        {lead && <p className="mt-2 text-muted">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
