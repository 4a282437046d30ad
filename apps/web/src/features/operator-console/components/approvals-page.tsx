import { useState } from 'react';
import { APPROVAL_STATUSES, type ApprovalRecord } from '@athar/contract/operator/approvals';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';
import { useApprovals, useDecideApproval } from '../api/approvals';
import { ApprovalCard } from './approval-card';
import { PageHeading } from './page-heading';
import { FilterTabs, useStatusFilter } from './filter-tabs';
import { ListStates } from './list-states';
import { ReasonDialog } from './reason-dialog';

const text = fourEyesMessages.approvals;

/**
 * /operator/approvals (admin, onboarding): the requests waiting for a second operator, then the
 * approved, rejected and withdrawn ones. The server checks the duty each act needs.
 */
export function ApprovalsPage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(operatorConsoleMessages.pages.approvals);
  const [status, setStatus] = useStatusFilter(APPROVAL_STATUSES);
  const list = useApprovals(operator.id, status);
  const approvals = list.data?.pages.flatMap((page) => page.approvals) ?? [];
  const decide = useDecideApproval(operator.id);
  const [refusing, setRefusing] = useState<ApprovalRecord | null>(null);
  const own = refusing?.requested_by === operator.id;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} lead={text.lead}>
        <FilterTabs label={text.tabsLabel} names={text.tabs} current={status} onChoose={setStatus} />
      </PageHeading>
      <div className="mt-6">
        <ListStates
          query={list}
          count={approvals.length}
          moreLabel={operatorConsoleMessages.more}
          empty={{ title: text.empty, text: status === 'pending' ? text.emptyPending : undefined }}
        >
          {() => (
            <ul aria-label={text.listLabel(text.tabs[status])} className="grid gap-3 md:grid-cols-2">
              {approvals.map((approval) => (
                <li key={approval.id}>
                  <ApprovalCard
                    approval={approval}
                    own={approval.requested_by === operator.id}
                    busy={decide.isPending && decide.variables.id === approval.id}
                    onApprove={() => decide.mutate({ id: approval.id, approve: true })}
                    onReject={() => setRefusing(approval)}
                  />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
      <ReasonDialog
        open={refusing !== null}
        title={own ? text.withdrawTitle : text.rejectTitle}
        lead={own ? text.withdrawLead : text.rejectLead}
        label={text.noteLabel}
        required={false}
        submit={own ? text.confirmWithdraw : text.confirmReject}
        call={decide}
        onSubmit={(note) =>
          refusing &&
          decide.mutate(
            { id: refusing.id, approve: false, note: note || undefined },
            { onSuccess: () => setRefusing(null) },
          )
        }
        onClose={() => setRefusing(null)}
      />
    </div>
  );
}
