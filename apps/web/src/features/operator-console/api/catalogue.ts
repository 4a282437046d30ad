import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleCategory, EditCategoryBody } from '@athar/contract/operator/categories';
import {
  addCategoryRoute,
  approveNameChangeRoute,
  approveProjectRoute,
  categoryPictureRoute,
  editCategoryRoute,
  operatorCategoriesRoute,
  refuseNameChangeRoute,
  retireCategoryRoute,
  returnProjectRoute,
  waitingNameChangesRoute,
  waitingProjectsRoute,
} from '@athar/contract/routes/operator';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { operatorCall } from './operator-client';

const catalogueKey = (operatorId: number) => [...OPERATOR_QUERY_KEY, operatorId, 'catalogue'];

/** GET /api/operator/project-drafts — drafts waiting, newest first, a keyset page at a time. */
export function useWaitingProjects(operatorId: number) {
  return useInfiniteQuery({
    queryKey: [...catalogueKey(operatorId), 'projects'],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(
          waitingProjectsRoute,
          { query: pageParam === null ? {} : { before: pageParam } },
          { signal },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

/** GET /api/operator/name-changes — the charities' new names waiting, a keyset page at a time. */
export function useWaitingNames(operatorId: number) {
  return useInfiniteQuery({
    queryKey: [...catalogueKey(operatorId), 'names'],
    queryFn: async ({ pageParam, signal }) =>
      firstItem(
        await operatorCall(
          waitingNameChangesRoute,
          { query: pageParam === null ? {} : { before: pageParam } },
          { signal },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    meta: { globalError: false },
  });
}

function useDecision<T>(operatorId: number, send: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: catalogueKey(operatorId) });
    },
  });
}

/** Approve a draft, or send it back with a message (`message` given). */
export const useProjectDecision = (operatorId: number, draftId: number) =>
  useDecision(operatorId, (message: string | null) =>
    message === null
      ? operatorCall(approveProjectRoute, { params: { id: draftId } })
      : operatorCall(returnProjectRoute, { params: { id: draftId }, body: { message } }),
  );

/** Approve a new name, or refuse it with a reason (`reason` given). */
export const useNameDecision = (operatorId: number, changeId: number) =>
  useDecision(operatorId, (reason: string | null) =>
    reason === null
      ? operatorCall(approveNameChangeRoute, { params: { id: changeId } })
      : operatorCall(refuseNameChangeRoute, { params: { id: changeId }, body: { reason } }),
  );

const categoriesKey = (operatorId: number) => [...catalogueKey(operatorId), 'categories'];

/** GET /api/operator/categories — every category, retired ones last. */
export function useConsoleCategories(operatorId: number) {
  return useQuery({
    queryKey: categoriesKey(operatorId),
    queryFn: async ({ signal }) => (await operatorCall(operatorCategoriesRoute, {}, { signal })).data,
    meta: { globalError: false },
  });
}

/** Each category call answers the whole list, which replaces the one shown. */
function useCategoryCall<T>(
  operatorId: number,
  send: (input: T) => Promise<{ message: string; data: ConsoleCategory[] }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { globalError: false },
    onSuccess: (answer) => {
      showSuccess(answer.message);
      queryClient.setQueryData(categoriesKey(operatorId), answer.data);
    },
  });
}

/** POST /api/operator/categories — multipart: name, order and picture. */
export const useAddCategory = (operatorId: number) =>
  useCategoryCall(operatorId, (form: FormData) => operatorCall(addCategoryRoute, { body: form }));

/** PATCH /api/operator/categories/:id — rename or reorder. */
export const useEditCategory = (operatorId: number, id: number) =>
  useCategoryCall(operatorId, (body: EditCategoryBody) =>
    operatorCall(editCategoryRoute, { params: { id }, body }),
  );

/** POST /api/operator/categories/:id/retire */
export const useRetireCategory = (operatorId: number, id: number) =>
  useCategoryCall(operatorId, () => operatorCall(retireCategoryRoute, { params: { id } }));

/** PUT /api/operator/categories/:id/picture — multipart, one picture; the old file leaves the disk. */
export const useCategoryPicture = (operatorId: number, id: number) =>
  useCategoryCall(operatorId, (form: FormData) =>
    operatorCall(categoryPictureRoute, { params: { id }, body: form }),
  );
