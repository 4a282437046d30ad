import { charityProjectsRoute, setProjectLabelsRoute } from '@athar/contract/routes/charity';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharityProject, ProjectLabelsBody } from '@athar/contract/charity/project-labels';
import { showSuccess } from '../../../lib/alerts';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

export const projectsKey = [...CONSOLE_QUERY_KEY, 'projects'] as const;

/** GET /api/charity/projects — the charity's projects with their labels, by name. */
export async function getCharityProjects(signal?: AbortSignal): Promise<CharityProject[]> {
  return (await staffCall(charityProjectsRoute, {}, { signal })).data;
}

export function useCharityProjects() {
  return useQuery(
    queryOptions({
      queryKey: projectsKey,
      queryFn: ({ signal }) => getCharityProjects(signal),
      meta: { globalError: false },
    }),
  );
}

/** PATCH /api/charity/projects/:id/labels; the answer's Arabic confirmation goes to the success banner. */
export function useSetProjectLabels(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (labels: ProjectLabelsBody) =>
      staffCall(setProjectLabelsRoute, { params: { id: projectId }, body: labels }),
    // the form shows a refusal itself
    meta: { globalError: false },
    onSuccess: (envelope) => {
      showSuccess(envelope.message);
      const saved = envelope.data[0];
      if (saved) {
        queryClient.setQueryData<CharityProject[]>(projectsKey, (projects) =>
          projects?.map((project) => (project.project_id === saved.project_id ? saved : project)),
        );
      }
    },
  });
}
