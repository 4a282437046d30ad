import { userDataExportRoute } from '@athar/contract/routes/users';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/users/export — everything held about the logged-in person, as a JSON file. It needs the
 * session's token, so it is fetched rather than linked, then saved under the name the server gives it.
 */
export async function exportMyData(): Promise<void> {
  const { blob, fileName } = await downloadFile(
    userDataExportRoute,
    {},
    { headers: { Accept: 'application/json' } },
  );
  saveFile(blob, fileName ?? 'athar-my-data.json');
}

/** The button says how it went itself, so a refusal stays out of the global banner. */
export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData, meta: { globalError: false } });
}
