import { useState } from 'react';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { CONSOLE_PERMIT_FILTERS, type ConsolePermit } from '@athar/contract/operator/console-permits';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';
import { useRequestApproval } from '../api/approvals';
import { useConsolePermits, usePermitDecision } from '../api/console-permits';
import { ConsolePermitCard } from './console-permit-card';
import { PageHeading } from './page-heading';
import { FilterTabs, useStatusFilter } from './filter-tabs';
import { ListStates } from './list-states';
import { ReasonDialog } from './reason-dialog';

const text = fourEyesMessages.permits;

/**
 * /operator/permits (onboarding, admin): the charities' permit requests to accept or reject (with a
 * reason), the accepted ones with «اطلب إلغاء التصريح» (a `permit.revoke` approval) and what each
 * collected, and all of them.
 */
export function ConsolePermitsPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(operatorConsoleMessages.pages.permits);
  const [status, setStatus] = useStatusFilter(CONSOLE_PERMIT_FILTERS);
  const list = useConsolePermits(operator.id, status);
  const permits = list.data?.pages.flatMap((page) => page.permits) ?? [];
  const decide = usePermitDecision(operator.id);
  const revoke = useRequestApproval(operator.id);
  const [revoking, setRevoking] = useState<ConsolePermit | null>(null);
  const [rejecting, setRejecting] = useState<ConsolePermit | null>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} lead={text.lead}>
        <FilterTabs label={text.tabsLabel} names={text.tabs} current={status} onChoose={setStatus} />
      </PageHeading>
      <div className="mt-6">
        <ListStates
          query={list}
          count={permits.length}
          empty={{ title: text.empty }}
          moreLabel={operatorConsoleMessages.more}
        >
          {() => (
            <ul aria-label={text.listLabel(text.tabs[status])} className="grid gap-3 md:grid-cols-2">
              {permits.map((permit) => (
                <li key={permit.id}>
                  <ConsolePermitCard
                    operatorId={operator.id}
                    permit={permit}
                    busy={decide.isPending && decide.variables.id === permit.id}
                    onApprove={() => decide.mutate({ id: permit.id, body: { decision: 'approve' } })}
                    onReject={() => setRejecting(permit)}
                    onRevoke={() => setRevoking(permit)}
                  />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
      <ReasonDialog
        open={revoking !== null}
        title={revoking ? text.revokeTitle(revoking.permit_number) : ''}
        lead={text.revokeLead}
        hint={fourEyesMessages.reason.hint}
        required
        submit={fourEyesMessages.reason.send}
        call={revoke}
        onSubmit={(reason) =>
          revoking &&
          revoke.mutate(
            { action: 'permit.revoke', object_id: revoking.id, reason },
            { onSuccess: () => setRevoking(null) },
          )
        }
        onClose={() => setRevoking(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? text.rejectTitle(rejecting.permit_number) : ''}
        lead={text.rejectLead}
        hint={text.rejectHint}
        required
        submit={text.rejectSend}
        call={decide}
        onSubmit={(reason) =>
          rejecting &&
          decide.mutate(
            { id: rejecting.id, body: { decision: 'reject', reason } },
            { onSuccess: () => setRejecting(null) },
          )
        }
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
