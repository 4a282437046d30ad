import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { FeeStatement } from '@athar/contract/fees/fee-statements';
import {
  charityFeeCsvRoute,
  charityFeeInvoiceRoute,
  charityFeePdfRoute,
  charityFeeStatementsRoute,
} from '@athar/contract/routes/fees';
import { showSuccess } from '../../../lib/alerts';
import { feeConsoleMessages } from '../../../lib/messages/fees';
import { saveFile } from '../../../lib/save-file';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall, staffDownload } from './staff-client';

export interface FeePage {
  items: FeeStatement[];
  next_before: number | null;
}

/** GET /api/charity/fee-statements?before — the charity's statements, latest first (finance, admins). */
export function useCharityFeeStatements() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...CONSOLE_QUERY_KEY, 'fee-statements'],
      queryFn: async ({ pageParam, signal }): Promise<FeePage> => {
        const query = pageParam === null ? {} : { before: pageParam };
        const page = (await staffCall(charityFeeStatementsRoute, { query }, { signal })).data[0];
        return { items: page?.statements ?? [], next_before: page?.next_before ?? null };
      },
      initialPageParam: null as number | null,
      getNextPageParam: (page) => page.next_before,
      meta: { globalError: false },
    }),
  );
}

const FILES = {
  pdf: { route: charityFeePdfRoute, accept: 'application/pdf', extension: 'pdf' },
  csv: { route: charityFeeCsvRoute, accept: 'text/csv', extension: 'csv' },
  invoice: { route: charityFeeInvoiceRoute, accept: 'application/json', extension: 'json' },
} as const;
export type FeeFile = keyof typeof FILES;

/** One of a statement's files, fetched with the staff token and saved under the server's name. */
export function useFeeDownload() {
  return useMutation({
    mutationFn: async ({ id, number, file }: { id: number; number: string; file: FeeFile }) => {
      const { route, accept, extension } = FILES[file];
      const { blob, fileName } = await staffDownload(
        route,
        { params: { id } },
        { headers: { Accept: accept } },
      );
      saveFile(blob, fileName ?? `athar-fee-${number}.${extension}`);
    },
    onSuccess: () => showSuccess(feeConsoleMessages.charity.downloaded),
  });
}
