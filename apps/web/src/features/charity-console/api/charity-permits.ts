import {
  charityPermitCollectedRoute,
  charityPermitCsvRoute,
  charityPermitDocumentRoute,
  charityPermitPdfRoute,
  charityPermitsRoute,
  requestPermitRoute,
} from '@athar/contract/routes/charity';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermitCollected } from '@athar/contract/charity/permit-collected';
import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import { showSuccess } from '../../../lib/alerts';
import { permitCollectedMessages } from '../../../lib/messages/permit-collected';
import { saveFile } from '../../../lib/save-file';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall, staffDownload } from './staff-client';

export const charityPermitsKey = [...CONSOLE_QUERY_KEY, 'permits'] as const;

/** GET /api/charity/permits — the charity's permits, the latest ending first. */
export async function getCharityPermits(signal?: AbortSignal): Promise<PermitRecord[]> {
  return (await staffCall(charityPermitsRoute, {}, { signal })).data;
}

export function useCharityPermits() {
  return useQuery(
    queryOptions({
      queryKey: charityPermitsKey,
      queryFn: ({ signal }) => getCharityPermits(signal),
      // the page shows the failure in place of the list
      meta: { globalError: false },
    }),
  );
}

/**
 * POST /api/charity/permits — the admin asks for a permit: a multipart form of its fields and the
 * document; the list reloads and the answer goes to the banner.
 */
export function useRequestPermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => (await staffCall(requestPermitRoute, { body: form })).message,
    // the form shows a refusal itself
    meta: { globalError: false },
    onSuccess: (message) => showSuccess(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: charityPermitsKey }),
  });
}

/** GET …/:id/collected — what was confirmed under the permit (admins and finance), when asked for. */
export function usePermitCollected(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...charityPermitsKey, id, 'collected'],
    queryFn: async ({ signal }): Promise<PermitCollected> =>
      (await staffCall(charityPermitCollectedRoute, { params: { id } }, { signal })).data[0]!,
    enabled,
    meta: { globalError: false },
  });
}

const FILES = {
  csv: { route: charityPermitCsvRoute, accept: 'text/csv' },
  pdf: { route: charityPermitPdfRoute, accept: 'application/pdf' },
} as const;

/** The permit's report as CSV or PDF, fetched with the staff token and saved under the server's name. */
export function usePermitReportDownload() {
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: keyof typeof FILES }) => {
      const { route, accept } = FILES[file];
      const { blob, fileName } = await staffDownload(
        route,
        { params: { id } },
        { headers: { Accept: accept } },
      );
      saveFile(blob, fileName ?? `permit-${id}.${file}`);
    },
    onSuccess: () => showSuccess(permitCollectedMessages.downloaded),
  });
}

/** GET …/:id/document — the permit's document (the charity's admins), saved to open in its own viewer. */
export function usePermitDocument() {
  return useMutation({
    mutationFn: async (id: number) => {
      const { blob, fileName } = await staffDownload(charityPermitDocumentRoute, { params: { id } });
      saveFile(blob, fileName ?? `permit-${id}`);
    },
  });
}
