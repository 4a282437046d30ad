import type { OperatorProfile } from '@athar/contract/operator/auth';
import { DATA_PROTECTION_HANDLERS } from '@athar/contract/operator/roles';
import { operatorConsoleMessages } from '../../../../lib/messages/operator';
import { useDataDocumentTitle } from '../../../../hooks/use-data-document-title';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';
import { PageHeading } from '../page-heading';
import { FilterTabs, useStatusFilter } from '../filter-tabs';
import { BreachesSection } from './breaches-section';
import { ConsentsSection } from './consents-section';
import { DataRequestsSection } from './data-requests-section';
import { UserLookupSection } from './user-lookup-section';

const text = dataProtectionConsoleMessages;
const SECTIONS = ['requests', 'breaches', 'consents', 'lookup'] as const;

/**
 * /operator/data-protection (data protection; admins read only): people's data requests, breaches, the
 * consent register and the user lookup, one section at a time (`?section=`).
 */
export function DataProtectionPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(operatorConsoleMessages.pages.dataProtection);
  const [section, setSection] = useStatusFilter(SECTIONS, 'section');
  const handles = DATA_PROTECTION_HANDLERS.some((role) => operator.roles.includes(role));
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} lead={text.lead}>
        {handles ? null : (
          <p className="mb-4 rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">{text.readOnly}</p>
        )}
        <FilterTabs
          label={text.sectionsLabel}
          names={text.sections}
          current={section}
          onChoose={setSection}
        />
      </PageHeading>
      <section aria-label={text.sections[section]} className="mt-6">
        {section === 'requests' ? (
          <DataRequestsSection operatorId={operator.id} handles={handles} />
        ) : section === 'breaches' ? (
          <BreachesSection operatorId={operator.id} handles={handles} />
        ) : section === 'consents' ? (
          <ConsentsSection operatorId={operator.id} />
        ) : (
          <UserLookupSection />
        )}
      </section>
    </div>
  );
}
