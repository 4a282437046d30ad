/**
 * A giving schedule's phone (docs/decisions/026 §3): the code it was texted confirms its nightly texts,
 * or a new code is texted to it — by the signed link or on one of the logged-in donor's own schedules.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchedulePhoneActionInput } from '@athar/contract/giving/schedule-phone-calls';
import type { ScheduleView } from '@athar/contract/giving/schedules';
import { mySchedulePhoneRoute, schedulePhoneRoute } from '@athar/contract/routes/giving';
import { call } from '../api-client';
import { useSession } from '../session';
import { managedScheduleKey, mySchedulesKey, type ScheduleTarget } from './giving-schedules';

/**
 * POST /api/giving-schedules/manage/phone or /api/users/giving-schedules/:id/phone — the schedule as it
 * now is goes into the cache; answers it with the api's words ("confirmed", "a new code was sent").
 */
export function useSchedulePhone(target: ScheduleTarget) {
  const queryClient = useQueryClient();
  const viewerId = useSession()?.user_id ?? 0;
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (action: SchedulePhoneActionInput) => {
      const answer =
        target.kind === 'signed'
          ? await call(schedulePhoneRoute, { body: { id: target.id, token: target.token, ...action } })
          : await call(mySchedulePhoneRoute, { params: { id: target.id }, body: action });
      return { schedule: answer.data, message: answer.message };
    },
    onSuccess: ({ schedule }) => {
      if (target.kind === 'signed') {
        queryClient.setQueryData(managedScheduleKey(target.id, target.token), schedule);
      } else {
        queryClient.setQueryData<ScheduleView[]>(mySchedulesKey(viewerId), (list) =>
          list?.map((each) => (each.id === schedule.id ? schedule : each)),
        );
      }
    },
  });
}
