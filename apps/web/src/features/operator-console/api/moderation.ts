import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectOutcome } from '@athar/contract/moderation/queue';
import type { HiddenPart } from '@athar/contract/moderation/hidden-parts';
import {
  decideAppealRoute,
  moderationCaseRoute,
  moderationDecisionRoute,
  moderationHideRoute,
  moderationHistoryRoute,
  moderationQueueRoute,
} from '@athar/contract/routes/moderation';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { useStepUp } from '../components/step-up';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { operatorCall } from './operator-client';

const moderationKey = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'moderation'];

/** GET /api/operator/moderation — campaigns with reports waiting, oldest first, a keyset page at a time. */
export function useModerationQueue(operatorId: number) {
  return useInfiniteQuery({
    queryKey: [...moderationKey(operatorId), 'queue'],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(await operatorCall(moderationQueueRoute, { query: pageParam ?? {} }, { signal })),
    initialPageParam: null as { after_at: string; after_id: number } | null,
    getNextPageParam: (page) => page.next,
    meta: { globalError: false },
  });
}

/** GET /api/operator/moderation/:campid — one campaign's case (opening it is the first look, audited). */
export function useModerationCase(operatorId: number, campaignId: number) {
  return useQuery({
    queryKey: [...moderationKey(operatorId), 'case', campaignId],
    queryFn: async ({ signal }) =>
      firstItem(await operatorCall(moderationCaseRoute, { params: { campid: campaignId } }, { signal })),
    meta: { globalError: false },
  });
}

/** GET /api/operator/moderation/:campid/history — the campaign's history, newest first, a keyset page at a time. */
export function useCaseHistory(operatorId: number, campaignId: number) {
  return useInfiniteQuery({
    queryKey: [...moderationKey(operatorId), 'history', campaignId],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(
          moderationHistoryRoute,
          { params: { campid: campaignId }, query: pageParam ?? {} },
          { signal },
        ),
      ),
    initialPageParam: null as { before_at: string; before_key: string } | null,
    getNextPageParam: (page) => page.next,
    meta: { globalError: false },
  });
}

/** POST /api/operator/moderation/:campid/decision — dismiss, pause or restore, with a reason. */
export function useModerationDecision(operatorId: number, campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { outcome: DirectOutcome; reason: string }) =>
      operatorCall(moderationDecisionRoute, { params: { campid: campaignId }, body }),
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: moderationKey(operatorId) });
    },
  });
}

/** POST /api/operator/moderation/:campid/hide — hide one element, with a reason the family reads. */
export function useModerationHide(operatorId: number, campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { part: HiddenPart; part_id?: number; reason: string }) =>
      operatorCall(moderationHideRoute, { params: { campid: campaignId }, body }),
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: moderationKey(operatorId) });
    },
  });
}

/**
 * POST /api/operator/moderation/appeals/:id/decision — uphold or grant the family's appeal, with a
 * reason, after a fresh code (the step-up dialog when the server asks; docs/decisions/044).
 */
export function useDecideAppeal(operatorId: number) {
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; result: 'upheld' | 'granted'; reason: string }) =>
      withStepUp(() => operatorCall(decideAppealRoute, { params: { id }, body })),
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: moderationKey(operatorId) });
    },
  });
}
