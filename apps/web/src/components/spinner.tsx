import { messages } from '../lib/messages';

/** A turning circle; decorative, so screen readers rely on the label around it. */
export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <svg
      className={`animate-spin text-brand-700 ${className}`}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A page-sized loading state with an announced label. */
export function PageSpinner({ label = messages.loading }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-16">
      <Spinner className="size-10" />
      <span className="text-muted">{label}</span>
    </div>
  );
}
