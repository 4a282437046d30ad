import type { ReactNode } from 'react';

/** A list with nothing to show: a title, a line of help and an optional action. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-brand-100 bg-white/60 px-6 py-12 text-center">
      <svg viewBox="0 0 48 48" className="size-12 text-brand-200" fill="currentColor" aria-hidden="true">
        <path d="M24 4C18 13 9 20 9 31a15 15 0 0 0 30 0C39 20 30 13 24 4z" />
      </svg>
      <p className="text-lg font-bold text-brand-900">{title}</p>
      {text ? <p className="max-w-md text-muted">{text}</p> : null}
      {action}
    </div>
  );
}
