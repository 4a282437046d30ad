import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { projectDraftsMessages as text } from '../../../lib/messages/project-drafts';
import { useCategories } from '../../../lib/queries/get-categories';
import { useProjectDrafts } from '../api/project-drafts';
import { ConsoleListSkeleton } from './console-list-skeleton';
import { ProjectDraftCard } from './project-draft-card';
import { ProjectDraftForm } from './project-draft-form';

/** /charity/project-drafts: a new project, and the drafts and revisions with the operators' answer. */
export function ProjectDraftsPage() {
  const drafts = useProjectDrafts();
  const categories = useCategories();
  const choices = (categories.data ?? []).map((category) => ({ id: category.id, ar_name: category.ar_name }));
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5">
        <ProjectDraftForm categories={choices} title={text.newTitle} />
      </div>
      {drafts.isPending ? (
        <ConsoleListSkeleton className="grid gap-4" />
      ) : drafts.isError ? (
        <ErrorState message={errorMessage(drafts.error)} onRetry={() => void drafts.refetch()} />
      ) : drafts.data.length === 0 ? (
        <EmptyState title={text.emptyTitle} />
      ) : (
        <ul aria-label={text.listLabel} className="grid gap-4">
          {drafts.data.map((draft) => (
            <li key={draft.draft_id}>
              <ProjectDraftCard draft={draft} categories={choices} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
