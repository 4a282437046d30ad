import { messages } from '../../../lib/messages';
import { InfoSections } from './info-layout';
import { SitePageBody } from './site-page-body';

export function TrustPage() {
  return (
    <SitePageBody page="trust" title={messages.pages.trustAndSafety}>
      {(content) => <InfoSections sections={content.entries} />}
    </SitePageBody>
  );
}
