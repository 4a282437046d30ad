import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cashDepositSlipRoute,
  cashDepositsRoute,
  recordCashDepositRoute,
  undepositedCashRoute,
} from '@athar/contract/routes/settlement';
import { showSuccess } from '../../../lib/alerts';
import { saveFile } from '../../../lib/save-file';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall, staffDownload } from './staff-client';

const DEPOSITS_KEY = [...CONSOLE_QUERY_KEY, 'cash-deposits'] as const;

/** GET /api/charity/cash-deposits/undeposited — collected cash no deposit carries, oldest first. */
export function useUndepositedCash() {
  return useQuery(
    queryOptions({
      queryKey: [...DEPOSITS_KEY, 'undeposited'],
      queryFn: async ({ signal }) => (await staffCall(undepositedCashRoute, {}, { signal })).data,
      meta: { globalError: false },
    }),
  );
}

/** GET /api/charity/cash-deposits — the charity's deposits, newest first. */
export function useCashDeposits() {
  return useQuery(
    queryOptions({
      queryKey: [...DEPOSITS_KEY, 'list'],
      queryFn: async ({ signal }) => (await staffCall(cashDepositsRoute, {}, { signal })).data,
      meta: { globalError: false },
    }),
  );
}

/** POST /api/charity/cash-deposits — multipart: the fields, each donation id, and the slip. */
export function useRecordCashDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => staffCall(recordCashDepositRoute, { body: form }),
    meta: { globalError: false },
    onSuccess: (envelope) => showSuccess(envelope.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
  });
}

/** GET …/:id/slip — a deposit's slip, fetched with the staff token (it is private) and saved. */
export function useDepositSlip() {
  return useMutation({
    mutationFn: async (id: number) => {
      const { blob, fileName } = await staffDownload(
        cashDepositSlipRoute,
        { params: { id } },
        { headers: { Accept: 'image/webp' } },
      );
      saveFile(blob, fileName ?? `deposit-${id}-slip.webp`);
    },
  });
}
