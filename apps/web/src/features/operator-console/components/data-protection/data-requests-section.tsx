import { useState } from 'react';
import type { DataRequest } from '@athar/contract/operator/data-requests';
import { primaryButton } from '../../../../components/button-classes';
import { showApiError } from '../../../../lib/query-client';
import { dataProtectionConsoleMessages } from '../../../../lib/messages/operator-data-protection';
import { useChangeDataRequest, useDataRequests, type RequestsShown } from '../../api/data-protection';
import { FilterTabs } from '../filter-tabs';
import { ListStates } from '../list-states';
import { ReasonDialog } from '../reason-dialog';
import { DataRequestCard } from './data-request-card';
import { DataRequestForm } from './data-request-form';

const text = dataProtectionConsoleMessages.requests;

/** People's requests about their data, by deadline; the data-protection duty records and moves them. */
export function DataRequestsSection({ operatorId, handles }: { operatorId: number; handles: boolean }) {
  const [show, setShow] = useState<RequestsShown>('active');
  const [recording, setRecording] = useState(false);
  const [refusing, setRefusing] = useState<DataRequest | null>(null);
  const list = useDataRequests(operatorId, show);
  const change = useChangeDataRequest(operatorId);
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{text.lead}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterTabs label={text.showLabel} names={text.show} current={show} onChoose={setShow} />
        {handles && !recording ? (
          <button type="button" className={primaryButton} onClick={() => setRecording(true)}>
            {text.record}
          </button>
        ) : null}
      </div>
      {recording ? <DataRequestForm operatorId={operatorId} onDone={() => setRecording(false)} /> : null}
      <ListStates
        query={list}
        count={requests.length}
        empty={{ title: text.empty }}
        moreLabel={dataProtectionConsoleMessages.more}
      >
        {() => (
          <ul aria-label={text.listLabel} className="grid gap-3 md:grid-cols-2">
            {requests.map((request) => (
              <li key={request.id}>
                <DataRequestCard
                  request={request}
                  handles={handles}
                  busy={change.isPending && change.variables.id === request.id}
                  onMove={(status) =>
                    status === 'refused'
                      ? setRefusing(request)
                      : change.mutate({ id: request.id, status }, { onError: showApiError })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <ReasonDialog
        open={refusing !== null}
        title={text.refuseTitle}
        lead={text.refuseLead}
        label={text.refuseReason}
        required
        submit={text.refuse}
        call={change}
        onSubmit={(reason) =>
          refusing &&
          change.mutate(
            { id: refusing.id, status: 'refused', refusal_reason: reason },
            { onSuccess: () => setRefusing(null) },
          )
        }
        onClose={() => setRefusing(null)}
      />
    </div>
  );
}
