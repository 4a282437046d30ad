import { PRIVACY_POLICY_VERSION } from '@athar/contract/privacy/consent';
import { formatCalendarDay } from '../../../lib/format-date';
import { messages } from '../../../lib/messages';
import { privacyMessages } from '../../../lib/messages/privacy';
import { privacyLead, privacySections } from '../content/privacy';
import { InfoLayout, InfoSections } from './info-layout';

/** /Privacy: the privacy notice every consent box links to, with the day of its version. */
export function PrivacyPage() {
  return (
    <InfoLayout title={messages.pages.privacy} lead={privacyLead}>
      <InfoSections
        sections={privacySections.map(({ title, paragraphs }) => ({ title, text: paragraphs.join('\n\n') }))}
      />
      <p className="text-sm text-muted">
        {privacyMessages.page.version(formatCalendarDay(PRIVACY_POLICY_VERSION))}
      </p>
    </InfoLayout>
  );
}
