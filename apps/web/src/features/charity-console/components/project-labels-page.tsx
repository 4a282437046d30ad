import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { projectLabelsMessages } from '../../../lib/messages/project-labels';
import { useCharityProjects } from '../api/project-labels';
import { ConsoleListSkeleton } from './console-list-skeleton';
import { ProjectLabelsForm } from './project-labels-form';

const text = projectLabelsMessages.projectLabels;
const grid = 'grid gap-4 md:grid-cols-2';

/** /charity/projects: the charity's projects, each with its honest labels to set (docs/decisions/018). */
export function ProjectLabelsPage() {
  const projects = useCharityProjects();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      {projects.isPending ? (
        <ConsoleListSkeleton className={grid} />
      ) : projects.isError ? (
        <ErrorState message={errorMessage(projects.error)} onRetry={() => void projects.refetch()} />
      ) : projects.data.length === 0 ? (
        <EmptyState title={text.emptyTitle} />
      ) : (
        <ul aria-label={text.listLabel} className={grid}>
          {projects.data.map((project) => (
            <li key={project.project_id}>
              <ProjectLabelsForm project={project} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
