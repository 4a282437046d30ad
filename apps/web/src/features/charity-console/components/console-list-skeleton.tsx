import { messages } from '../../../lib/messages';

/** Grey blocks in the shape of the console's cards while a list loads, announced once. */
export function ConsoleListSkeleton({ count = 4, className }: { count?: number; className: string }) {
  return (
    <div role="status" aria-label={messages.loading} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="h-56 animate-pulse rounded-2xl bg-brand-100/60 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
