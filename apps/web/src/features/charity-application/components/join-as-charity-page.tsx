import { useState } from 'react';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { PageHeader } from '../../../components/page-header';
import { messages } from '../../../lib/messages';
import { charityApplicationMessages } from '../../../lib/messages/charity-application';
import { submitApplication } from '../api/applications';
import { ApplicationForm } from './application-form';
import { trackingPath } from './tracking-path';

const text = charityApplicationMessages;

/** /JoinAsCharity: a charity's application to join Athar, then the link to follow it. */
export function JoinAsCharityPage() {
  const [token, setToken] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={messages.pages.joinAsCharity} lead={text.lead} />
      {token ? (
        <div role="status" className="flex flex-col items-start gap-4 rounded-2xl bg-success-50 p-6">
          <h2 className="text-xl font-bold text-success-700">{text.sentTitle}</h2>
          <p className="leading-relaxed">{text.sentText}</p>
          <Link to={trackingPath(token)} className={primaryButton}>
            {text.openTracking}
          </Link>
        </div>
      ) : (
        <ApplicationForm
          submitLabel={text.submit}
          busyLabel={text.sending}
          onSend={async (values, files) => setToken((await submitApplication(values, files)).token)}
        />
      )}
    </div>
  );
}
