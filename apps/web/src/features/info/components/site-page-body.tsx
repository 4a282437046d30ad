import type { ReactNode } from 'react';
import type { SitePage, SitePageAnswer } from '@athar/contract/about/site-content';
import { ErrorState } from '../../../components/error-state';
import { TextSkeleton } from '../../../components/skeletons';
import { useSitePage } from '../api/get-site-page';
import { InfoLayout } from './info-layout';

/**
 * An information page whose text operators keep (docs/decisions/040): its title, then its current
 * version's lead and entries as `children` lays them out. The server renders it from the same answer.
 */
export function SitePageBody({
  page,
  title,
  children,
}: {
  page: SitePage;
  title: string;
  children: (content: SitePageAnswer) => ReactNode;
}) {
  const query = useSitePage(page);
  if (query.isPending)
    return (
      <InfoLayout title={title}>
        <TextSkeleton lines={8} />
      </InfoLayout>
    );
  if (query.isError)
    return (
      <InfoLayout title={title}>
        <ErrorState onRetry={() => void query.refetch()} />
      </InfoLayout>
    );
  return (
    <InfoLayout title={title} lead={query.data.lead || undefined}>
      {children(query.data)}
    </InfoLayout>
  );
}
