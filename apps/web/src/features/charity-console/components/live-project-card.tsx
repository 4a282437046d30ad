import { useState } from 'react';
import { Link } from 'react-router';
import type { CharityProject } from '@athar/contract/charity/project-labels';
import { formatEgp } from '@athar/contract/money';
import { secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { liveProjectsMessages as text } from '../../../lib/messages/project-drafts';
import { projectTextHistoryMessages } from '../../../lib/messages/project-text-history';
import { useRetireProject } from '../api/project-drafts';
import { projectHistoryPath } from '../console-paths';
import { ProjectDraftForm } from './project-draft-form';

interface LiveProjectCardProps {
  project: CharityProject;
  categories: ReadonlyArray<{ id: number; ar_name: string }>;
}

/** One live project: «تعديل المشروع» opens a revision form; «إيقاف المشروع» asks once more, then retires. */
export function LiveProjectCard({ project, categories }: LiveProjectCardProps) {
  const [revising, setRevising] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const retire = useRetireProject(project.project_id);
  return (
    <article
      aria-label={project.project_ar_name}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5"
    >
      <h3 className="text-lg font-bold text-brand-900">{project.project_ar_name}</h3>
      <p className="text-sm text-muted">
        {text.unitPrice(formatEgp(project.project_amount))}
        {project.retired ? ` · ${text.retired}` : ''}
      </p>
      <Link
        to={projectHistoryPath(project.project_id)}
        className="self-start text-sm font-bold text-brand-700"
      >
        {projectTextHistoryMessages.link}
      </Link>
      {project.retired ? null : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={() => setRevising(!revising)}>
            {revising ? text.close : text.revise}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={retire.isPending}
            onClick={() => (confirming ? retire.mutate() : setConfirming(true))}
          >
            {confirming ? text.confirmRetire : text.retire}
          </button>
        </div>
      )}
      <FormAlert kind="error" text={retire.isError ? errorMessage(retire.error) : null} />
      {revising ? (
        <ProjectDraftForm reviseOf={project} categories={categories} title={text.reviseTitle} />
      ) : null}
    </article>
  );
}
