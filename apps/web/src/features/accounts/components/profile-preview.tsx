import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { accountMessages } from '../../../lib/messages/accounts';
import { EmptyState, ListSkeleton } from './list-states';

interface ProfilePreviewProps {
  title: string;
  /** the page with the whole list */
  to: string;
  loading: boolean;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** Up to 4 items of one of the user's lists, with a link to the whole list (PRODUCT.md §2 My profile). */
export function ProfilePreview({ title, to, loading, emptyText, isEmpty, children }: ProfilePreviewProps) {
  const headingId = `preview-${to.slice(1).toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        <Link to={to} className="font-bold text-brand-700 underline-offset-4 hover:underline">
          {accountMessages.accounts.profile.seeAll}
        </Link>
      </div>
      {loading ? <ListSkeleton /> : isEmpty ? <EmptyState text={emptyText} /> : children}
    </section>
  );
}
