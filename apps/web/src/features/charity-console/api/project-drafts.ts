import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectDraftFields } from '@athar/contract/charity/project-drafts';
import { projectsKey } from './project-labels';
import {
  createProjectDraftRoute,
  editProjectDraftRoute,
  projectDraftPictureRoute,
  projectDraftsRoute,
  retireCharityProjectRoute,
  submitProjectDraftRoute,
} from '@athar/contract/routes/charity';
import { showSuccess } from '../../../lib/alerts';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

export const projectDraftsKey = [...CONSOLE_QUERY_KEY, 'project-drafts'] as const;

/** GET /api/charity/project-drafts — the charity's drafts and revisions, newest first. */
export function useProjectDrafts() {
  return useQuery(
    queryOptions({
      queryKey: projectDraftsKey,
      queryFn: async ({ signal }) => (await staffCall(projectDraftsRoute, {}, { signal })).data,
      meta: { globalError: false },
    }),
  );
}

/** Each call's answer goes to the success banner and the list is read again. */
function useDraftCall<T>(send: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // the form shows a refusal itself
    meta: { globalError: false },
    onSuccess: (envelope) => showSuccess(envelope.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectDraftsKey }),
  });
}

/**
 * POST /api/charity/project-drafts (with `project_id`, a revision of a live project), or PUT
 * /api/charity/project-drafts/:id when `draftId` is given.
 */
export function useSaveProjectDraft(draftId: number | null) {
  return useDraftCall((body: ProjectDraftFields & { project_id?: number }) =>
    draftId === null
      ? staffCall(createProjectDraftRoute, { body })
      : staffCall(editProjectDraftRoute, { params: { id: draftId }, body }),
  );
}

/** PUT /api/charity/project-drafts/:id/picture — the picture as multipart. */
export function useUploadDraftPicture(draftId: number) {
  return useDraftCall((form: FormData) =>
    staffCall(projectDraftPictureRoute, { params: { id: draftId }, body: form }),
  );
}

/** POST /api/charity/project-drafts/:id/submit */
export function useSubmitProjectDraft(draftId: number) {
  return useDraftCall(() => staffCall(submitProjectDraftRoute, { params: { id: draftId } }));
}

/** POST /api/charity/projects/:id/retire — the live project gone from choosing; the list read again. */
export function useRetireProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(retireCharityProjectRoute, { params: { id: projectId } }),
    meta: { globalError: false },
    onSuccess: (envelope) => showSuccess(envelope.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
