import { messages } from '../../../lib/messages';
import { useModerationCounts } from '../api/get-moderation-counts';
import { InfoSections } from './info-layout';
import { ModerationCountsTable } from './moderation-counts-table';
import { SitePageBody } from './site-page-body';

export function TrustPage() {
  // asked with the page's text, not after it: the server renders the counts in the same pass
  const counts = useModerationCounts();
  return (
    <SitePageBody page="trust" title={messages.pages.trustAndSafety}>
      {(content) => (
        <>
          <InfoSections sections={content.entries} />
          <ModerationCountsTable query={counts} />
        </>
      )}
    </SitePageBody>
  );
}
