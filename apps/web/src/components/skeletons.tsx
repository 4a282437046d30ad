import { messages } from '../lib/messages';
import { listStateMessages } from '../lib/messages/list-states';

function Block({ className }: { className: string }) {
  return (
    <div className={`animate-pulse rounded-lg bg-brand-100/70 motion-reduce:animate-none ${className}`} />
  );
}

/** The shape of a campaign or project card while it loads. */
export function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-brand-100" aria-hidden="true">
      <Block className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Block className="h-4 w-2/3" />
        <Block className="h-5 w-full" />
        <Block className="h-2.5 w-full" />
        <Block className="h-4 w-1/2" />
      </div>
    </div>
  );
}

/** A grid of card skeletons, announced once as loading. */
export function CardGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <div role="status" aria-label={listStateMessages.loadingLabel} className={className ?? cardGridClass}>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </div>
  );
}

/** A block of text lines while a page's text loads. */
export function TextSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <div role="status" aria-label={messages.loading} className="flex flex-col gap-3">
      {Array.from({ length: lines }, (_, index) => (
        <Block key={index} className={index === lines - 1 ? 'h-4 w-2/3' : 'h-4 w-full'} />
      ))}
    </div>
  );
}

/** The responsive grid every card list uses: 1 column at 360 px up to 4 on a desktop. */
export const cardGridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
