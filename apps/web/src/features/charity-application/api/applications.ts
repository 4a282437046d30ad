import { useQuery } from '@tanstack/react-query';
import type { ApplicationFields, DocumentKind } from '@athar/contract/applications/application-fields';
import {
  answerApplicationRoute,
  submitApplicationRoute,
  trackApplicationRoute,
} from '@athar/contract/routes/applications';
import { call, firstItem } from '../../../lib/api-client';

export type ApplicationFiles = Partial<Record<DocumentKind, File>>;
/** The form's values as typed (the server reads them again with the same schema). */
export type ApplicationValues = Record<keyof ApplicationFields, string>;

function formData(values: ApplicationValues, files: ApplicationFiles): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const [kind, file] of Object.entries(files)) if (file) body.append(kind, file);
  return body;
}

/** POST /api/charity-applications (multipart): the tracking token, also mailed to the contact. */
export async function submitApplication(values: ApplicationValues, files: ApplicationFiles) {
  const answer = await call(submitApplicationRoute, { body: formData(values, files) });
  return { token: firstItem(answer).token, message: answer.message };
}

/** GET /api/charity-applications/track?token — the application as its applicant sees it. */
export function useTrackedApplication(token: string) {
  return useQuery({
    queryKey: ['charity-application', token],
    queryFn: async ({ signal }) =>
      firstItem(await call(trackApplicationRoute, { query: { token } }, { signal })),
    retry: false,
    meta: { globalError: false },
  });
}

/** POST /api/charity-applications/track?token (multipart): the answer to a change request. */
export async function answerApplication(token: string, values: ApplicationValues, files: ApplicationFiles) {
  const answer = await call(answerApplicationRoute, { query: { token }, body: formData(values, files) });
  return { application: firstItem(answer), message: answer.message };
}
