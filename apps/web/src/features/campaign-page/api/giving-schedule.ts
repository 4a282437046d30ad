import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CreateScheduleBody, GivingPattern } from '@athar/contract/giving/schedules';
import { createScheduleRoute, previewScheduleRoute } from '@athar/contract/routes/giving';
import { call } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export interface PreviewChoice {
  campaignId: number;
  pattern: GivingPattern;
  /** whole EGP per night */
  amount: number;
  endsOn?: string;
}

export const previewKey = (choice: PreviewChoice | null) => ['giving-preview', choice] as const;

/**
 * GET /api/giving-schedules/preview — the nights a choice gives on and their total, asked only once the
 * choice is complete (`null` until then). Its refusal (no Friday in range, no date of death) is shown
 * beside the form, not in the global banner.
 */
export function useSchedulePreview(choice: PreviewChoice | null) {
  return useQuery({
    queryKey: previewKey(choice),
    enabled: choice !== null,
    queryFn: async ({ signal }) => {
      const { campaignId, pattern, amount, endsOn } = choice!;
      const query = { campid: campaignId, pattern, amount, ...(endsOn ? { ends_on: endsOn } : {}) };
      return (await call(previewScheduleRoute, { query }, { signal })).data;
    },
    staleTime: 60_000,
    retry: false,
    meta: { globalError: false },
  });
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * POST /api/giving-schedules with an Idempotency-Key: the same request sent again after no answer or a
 * server failure keeps its key, so a second click never makes a second schedule.
 */
export function useCreateSchedule() {
  const retry = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (schedule: CreateScheduleBody) => {
      const body = JSON.stringify(schedule);
      const key = retry.current?.body === body ? retry.current.key : newKey();
      try {
        const created = await call(
          createScheduleRoute,
          { body: schedule },
          { headers: { 'Idempotency-Key': key } },
        );
        retry.current = null;
        return created.data;
      } catch (error) {
        const sameAgain = error instanceof ApiError && (error.httpStatus === 0 || error.httpStatus >= 500);
        retry.current = sameAgain ? { body, key } : null;
        throw error;
      }
    },
  });
}
