import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeBreachBody, RecordBreachBody } from '@athar/contract/operator/breaches';
import type { ConsentRegisterQuery } from '@athar/contract/operator/consent-register';
import type { RecordDataRequestBody } from '@athar/contract/operator/data-requests';
import {
  breachesRoute,
  changeBreachRoute,
  changeDataRequestRoute,
  consentRegisterRoute,
  dataRequestsRoute,
  recordBreachRoute,
  recordDataRequestRoute,
  userLookupRoute,
} from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { useStepUp } from '../components/step-up';
import { operatorCall } from './operator-client';

export type RequestsShown = 'active' | 'closed' | 'all';
type ConsentFilter = Omit<ConsentRegisterQuery, 'before' | 'limit'>;

const key = (operatorId: number, part: string) => [...OPERATOR_QUERY_KEY, operatorId, part];

/** GET /api/operator/data-requests — the earliest deadline first, a keyset page at a time. */
export function useDataRequests(operatorId: number, show: RequestsShown) {
  return useInfiniteQuery({
    queryKey: [...key(operatorId, 'data-requests'), show],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(dataRequestsRoute, { query: { show, after: pageParam ?? undefined } }, { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_after,
    meta: { globalError: false },
  });
}

/** After a register changed: its lists asked again, the server's words said. */
function useRegisterChange<Input>(
  operatorId: number,
  part: string,
  call: (input: Input) => Promise<{ message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: key(operatorId, part) });
    },
  });
}

/** POST /api/operator/data-requests — a request received, recorded (the data-protection duty). */
export const useRecordDataRequest = (operatorId: number) =>
  useRegisterChange(operatorId, 'data-requests', (body: RecordDataRequestBody) =>
    operatorCall(recordDataRequestRoute, { body }),
  );

/** PATCH /api/operator/data-requests/:id — a step forward; a refusal with its reason. */
export const useChangeDataRequest = (operatorId: number) =>
  useRegisterChange(
    operatorId,
    'data-requests',
    ({ id, ...body }: { id: number; status: 'in_progress' | 'done' | 'refused'; refusal_reason?: string }) =>
      operatorCall(changeDataRequestRoute, { params: { id }, body }),
  );

/** GET /api/operator/breaches — the latest first. */
export function useBreaches(operatorId: number) {
  return useInfiniteQuery({
    queryKey: key(operatorId, 'breaches'),
    queryFn: async ({ pageParam, signal }) =>
      firstItem(await operatorCall(breachesRoute, { query: { before: pageParam ?? undefined } }, { signal })),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** POST /api/operator/breaches — a breach recorded; its 72-hour clock starts at its discovery. */
export const useRecordBreach = (operatorId: number) =>
  useRegisterChange(operatorId, 'breaches', (body: RecordBreachBody) =>
    operatorCall(recordBreachRoute, { body }),
  );

/** PATCH /api/operator/breaches/:id — the notifications, the closing, a new estimate. */
export const useChangeBreach = (operatorId: number) =>
  useRegisterChange(operatorId, 'breaches', ({ id, ...body }: ChangeBreachBody & { id: number }) =>
    operatorCall(changeBreachRoute, { params: { id }, body }),
  );

/** GET /api/operator/consents — the register, filtered, newest first (each read is audited). */
export function useConsentRegister(operatorId: number, filter: ConsentFilter) {
  return useInfiniteQuery({
    queryKey: [...key(operatorId, 'consents'), filter],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(
          consentRegisterRoute,
          { query: { ...filter, before: pageParam ?? undefined } },
          { signal },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** POST /api/operator/users/lookup — the accounts of an e-mail or a phone, after a fresh code. */
export function useUserLookup() {
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: async (body: { email: string } | { phone: string }) =>
      (await withStepUp(() => operatorCall(userLookupRoute, { body }))).data,
    meta: { globalError: false },
  });
}
