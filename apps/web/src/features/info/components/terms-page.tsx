import { messages } from '../../../lib/messages';
import { termsLead, termsSections } from '../content/terms';
import { InfoLayout, InfoSections } from './info-layout';

export function TermsPage() {
  return (
    <InfoLayout title={messages.pages.terms} lead={termsLead}>
      <InfoSections sections={termsSections} />
    </InfoLayout>
  );
}
