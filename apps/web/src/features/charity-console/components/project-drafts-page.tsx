import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { liveProjectsMessages, projectDraftsMessages as text } from '../../../lib/messages/project-drafts';
import { useCategories } from '../../../lib/queries/get-categories';
import { useProjectDrafts } from '../api/project-drafts';
import { useCharityProjects } from '../api/project-labels';
import { LiveProjectCard } from './live-project-card';
import { ConsoleListSkeleton } from './console-list-skeleton';
import { ProjectDraftCard } from './project-draft-card';
import { ProjectDraftForm } from './project-draft-form';

/** /charity/project-drafts: a new project, and the drafts and revisions with the operators' answer. */
export function ProjectDraftsPage() {
  const drafts = useProjectDrafts();
  const live = useCharityProjects();
  const categories = useCategories();
  const choices = (categories.data ?? []).map((category) => ({ id: category.id, ar_name: category.ar_name }));
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      {categories.isPending ? (
        // the forms' category choice is set when they mount: they wait for the categories
        <ConsoleListSkeleton className="grid gap-4" />
      ) : (
        <>
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5">
            <ProjectDraftForm categories={choices} title={text.newTitle} />
          </div>
          {live.data && live.data.length > 0 ? (
            <section className="flex flex-col gap-3">
              <h2 className="text-xl font-bold text-brand-900">{liveProjectsMessages.title}</h2>
              <ul aria-label={liveProjectsMessages.listLabel} className="grid gap-4 md:grid-cols-2">
                {live.data.map((project) => (
                  <li key={project.project_id}>
                    <LiveProjectCard project={project} categories={choices} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
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
        </>
      )}
    </section>
  );
}
