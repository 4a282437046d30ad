/**
 * Scheduled giving (docs/decisions/020) as its donor manages it: the schedule behind a signed link, the
 * logged-in donor's list (/MyDonations) and the actions on either; shared by the giving pages and the
 * account's.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleAction, ScheduleActionResult, ScheduleView } from '@athar/contract/giving/schedules';
import {
  actOnMyScheduleRoute,
  actOnScheduleRoute,
  manageScheduleRoute,
  mySchedulesRoute,
  renewScheduleLinkRoute,
} from '@athar/contract/routes/giving';
import { call } from '../api-client';
import { ApiError } from '../api-error';
import { useSession } from '../session';

export const managedScheduleKey = (id: number, token: string) => ['giving-schedule', id, token] as const;

/**
 * GET /api/giving-schedules/manage — the schedule behind a link (404 for a forged one, 410 for one that
 * expired: see isExpiredLink).
 */
export function useManagedSchedule(id: number, token: string) {
  return useQuery({
    queryKey: managedScheduleKey(id, token),
    enabled: id > 0 && token !== '',
    queryFn: async ({ signal }) =>
      (await call(manageScheduleRoute, { query: { id, token } }, { signal })).data,
    retry: false,
    meta: { globalError: false },
  });
}

export const mySchedulesKey = (viewerId: number) => ['my-giving-schedules', viewerId] as const;

/** GET /api/users/giving-schedules — the logged-in donor's schedules, newest first. */
export function useMySchedules() {
  const viewerId = useSession()?.user_id ?? 0;
  return useQuery({
    queryKey: mySchedulesKey(viewerId),
    enabled: viewerId > 0,
    queryFn: async ({ signal }) => (await call(mySchedulesRoute, {}, { signal })).data.schedules,
    meta: { globalError: false },
  });
}

/** Whose schedule an action is on: by the signed link, or one of the logged-in donor's own. */
export type ScheduleTarget = { kind: 'signed'; id: number; token: string } | { kind: 'mine'; id: number };

/** A refusal because the schedule changed meanwhile (or the action no longer applies): show it as it is now. */
export const isStale = (error: unknown) => error instanceof ApiError && error.httpStatus === 409;

/** A link of the schedule that expired (docs/decisions/027): it may ask for a new one by mail. */
export const isExpiredLink = (error: unknown) => error instanceof ApiError && error.httpStatus === 410;

/**
 * POST /api/giving-schedules/manage/renew — an expired link asks for a new one, mailed to the address the
 * schedule was set up with; answers the api's words ("we sent…").
 */
export function useRenewScheduleLink(id: number, token: string) {
  return useMutation({
    meta: { globalError: false },
    mutationFn: async () => (await call(renewScheduleLinkRoute, { body: { id, token } })).message,
  });
}

/**
 * POST /api/giving-schedules/manage or /api/users/giving-schedules/:id — the schedule as it now is goes
 * into the cache; a 409 reloads it, so the donor sees what changed before trying again. A raise above
 * what the card was verified for answers a `setup_token` for the bank's page (docs/decisions/027).
 */
export function useScheduleAction(target: ScheduleTarget) {
  const queryClient = useQueryClient();
  const viewerId = useSession()?.user_id ?? 0;
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (action: ScheduleAction): Promise<ScheduleActionResult> =>
      target.kind === 'signed'
        ? (await call(actOnScheduleRoute, { body: { id: target.id, token: target.token, ...action } })).data
        : (await call(actOnMyScheduleRoute, { params: { id: target.id }, body: action })).data,
    onSuccess: ({ setup_token: _setupToken, ...schedule }) => {
      if (target.kind === 'signed') {
        queryClient.setQueryData(managedScheduleKey(target.id, target.token), schedule);
      } else {
        queryClient.setQueryData<ScheduleView[]>(mySchedulesKey(viewerId), (list) =>
          list?.map((each) => (each.id === schedule.id ? schedule : each)),
        );
      }
    },
    onError: (error) => {
      if (!isStale(error)) return;
      void queryClient.invalidateQueries({
        queryKey:
          target.kind === 'signed' ? managedScheduleKey(target.id, target.token) : mySchedulesKey(viewerId),
      });
    },
  });
}
