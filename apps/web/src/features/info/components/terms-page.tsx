import { messages } from '../../../lib/messages';
import { InfoSections } from './info-layout';
import { SitePageBody } from './site-page-body';

export function TermsPage() {
  return (
    <SitePageBody page="terms" title={messages.pages.terms}>
      {(content) => <InfoSections sections={content.entries} />}
    </SitePageBody>
  );
}
