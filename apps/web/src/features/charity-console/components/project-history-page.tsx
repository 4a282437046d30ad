import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { ProjectTextHistoryOf } from '../../../components/project-text-history';
import { errorMessage } from '../../../lib/api-error';
import { projectTextHistoryMessages as text } from '../../../lib/messages/project-text-history';
import { useProjectTexts, useRestoreProjectText } from '../api/project-texts';
import { CONSOLE_PATHS } from '../console-paths';
import { ConsoleListSkeleton } from './console-list-skeleton';

/**
 * /charity/projects/:id/history (the charity's admin and editors): the project's approved texts; an
 * older one is sent for review as a revision (docs/decisions/049).
 */
export function ProjectHistoryPage() {
  const projectId = Number(useParams().id);
  const texts = useProjectTexts(projectId);
  const restore = useRestoreProjectText(projectId);
  const pages = texts.data?.pages ?? [];
  const head = pages[0];
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      <Link to={CONSOLE_PATHS.projectDrafts} className="self-start text-sm font-bold text-brand-700">
        {text.back}
      </Link>
      {texts.isPending ? (
        <ConsoleListSkeleton className="grid gap-4" />
      ) : texts.isError || !head ? (
        <ErrorState message={errorMessage(texts.error)} onRetry={() => void texts.refetch()} />
      ) : (
        <>
          <PageHeader title={text.title(head.project_ar_name)} lead={text.lead} />
          <ProjectTextHistoryOf
            texts={texts}
            restore={restore}
            words={{
              blocked: head.retired ? text.retired : head.open_revision ? text.openRevision : null,
              label: text.charityRestore,
              confirm: text.charityConfirm,
            }}
          />
        </>
      )}
    </section>
  );
}
