import { messages } from '../../../lib/messages';
import { trustLead, trustSections } from '../content/trust';
import { InfoLayout, InfoSections } from './info-layout';

export function TrustPage() {
  return (
    <InfoLayout title={messages.pages.trustAndSafety} lead={trustLead}>
      <InfoSections sections={trustSections} />
    </InfoLayout>
  );
}
