import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  operatorPaymentSettingsRoute,
  operatorProposePaymentSettingsRoute,
} from '@athar/contract/routes/payment-settings';
import type { PaymentSettingsFormInput } from '../../../components/forms/payment-settings-fields';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { useStepUp } from '../components/step-up';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { operatorCall } from './operator-client';

const settingsKey = (operatorId: number, ngoId: number) => [
  ...OPERATOR_QUERY_KEY,
  operatorId,
  'payment-settings',
  ngoId,
];

/** GET /api/operator/charities/:id/payment-settings — in force, the waiting proposal, the application's bank. */
export function useCharityPaymentSettings(operatorId: number, ngoId: number) {
  return useQuery({
    queryKey: settingsKey(operatorId, ngoId),
    queryFn: async ({ signal }) =>
      firstItem(await operatorCall(operatorPaymentSettingsRoute, { params: { id: ngoId } }, { signal })),
    meta: { globalError: false },
  });
}

/** POST /api/operator/charities/:id/payment-settings — a proposal after a fresh code; another operator approves. */
export function useProposeCharityPaymentSettings(operatorId: number, ngoId: number) {
  const withStepUp = useStepUp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsFormInput) =>
      withStepUp(() => operatorCall(operatorProposePaymentSettingsRoute, { params: { id: ngoId }, body })),
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      queryClient.setQueryData(settingsKey(operatorId, ngoId), firstItem(answer));
      return queryClient.invalidateQueries({ queryKey: [...OPERATOR_QUERY_KEY, operatorId, 'approvals'] });
    },
  });
}
