import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { AuditLogQuery } from '@athar/contract/operator/audit';
import { auditLogCsvRoute, auditLogRoute } from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { saveFile } from '../../../lib/save-file';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { useStepUp } from '../components/step-up';
import { operatorCall, operatorDownload } from './operator-client';
import { showSensitiveRefusal } from './step-up';

const text = operatorConsoleMessages.audit;
type AuditFilter = Omit<AuditLogQuery, 'before' | 'limit'>;

/** GET /api/operator/audit — newest first, a keyset page at a time (`next_before`, null at the end). */
export function useAuditLog(operatorId: number, filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: [...OPERATOR_QUERY_KEY, operatorId, 'audit', filter],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(
          auditLogRoute,
          { query: { ...filter, before: pageParam ?? undefined } },
          { signal },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/**
 * GET /api/operator/audit.csv — the filtered log as a file, fetched (the session cookie goes with it)
 * and saved under the server's name; the server asks for a fresh code first (the step-up dialog).
 */
export function useExportAudit() {
  const withStepUp = useStepUp();
  return useMutation({
    mutationFn: async (filter: AuditFilter) => {
      const { blob, fileName } = await withStepUp(() =>
        operatorDownload(auditLogCsvRoute, { query: filter }, { headers: { Accept: 'text/csv' } }),
      );
      saveFile(blob, fileName ?? text.fileName);
    },
    meta: { globalError: false },
    onError: showSensitiveRefusal,
    onSuccess: () => showSuccess(text.exported),
  });
}
