import type { ReactNode } from 'react';
import { LoadMoreButton } from '../../../components/load-more-button';

interface UpdatesSectionProps {
  /** the heading's id, which names the section */
  id: string;
  text: { title: string; lead: string; loadMore: string };
  /** the paged query of the posts: older ones are loaded while it has more */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  children: ReactNode;
}

/**
 * A section of posts on the campaign page, newest first, a page at a time: «أخبار العائلة» and «ماذا
 * صنع تبرعكم». Its heading and lead, what the section shows (`children`), then its load more button.
 */
export function UpdatesSection({ id, text, pages, children }: UpdatesSectionProps) {
  return (
    <section aria-labelledby={id} className="mb-6 flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-2xl font-bold text-brand-900">
          {text.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.lead}</p>
      </div>
      {children}
      {pages.hasNextPage ? (
        <LoadMoreButton
          label={text.loadMore}
          spacing="section"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
        />
      ) : null}
    </section>
  );
}
