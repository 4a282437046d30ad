import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettingsFormInput } from '@athar/contract/charity/payment-settings';
import {
  charityPaymentSettingsRoute,
  proposePaymentSettingsRoute,
  withdrawPaymentSettingsRoute,
} from '@athar/contract/routes/payment-settings';
import { showSuccess } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-error';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

export const paymentSettingsKey = [...CONSOLE_QUERY_KEY, 'payment-settings'] as const;

/** GET /api/charity/payment-settings — the settings in force and the proposal waiting, if any. */
export function usePaymentSettings() {
  return useQuery(
    queryOptions({
      queryKey: paymentSettingsKey,
      queryFn: async ({ signal }) => (await staffCall(charityPaymentSettingsRoute, {}, { signal })).data[0]!,
      meta: { globalError: false },
    }),
  );
}

/**
 * POST /api/charity/payment-settings — proposes a change; 'step_up' when the server first wants a
 * fresh code (nothing was stored), and `onStepUp` is called to ask it.
 */
export function useProposePaymentSettings(onStepUp: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PaymentSettingsFormInput): Promise<string | 'step_up'> => {
      try {
        return (await staffCall(proposePaymentSettingsRoute, { body })).message;
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === 403 && error.fieldErrors.step_up)
          return 'step_up';
        throw error;
      }
    },
    meta: { globalError: false },
    onSuccess: (message) => {
      if (message === 'step_up') onStepUp();
      else showSuccess(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentSettingsKey }),
  });
}

/** POST /api/charity/payment-settings/changes/:id/withdraw — withdraws the waiting proposal. */
export function useWithdrawPaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await staffCall(withdrawPaymentSettingsRoute, { params: { id } })).message,
    onSuccess: (message) => showSuccess(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentSettingsKey }),
  });
}
