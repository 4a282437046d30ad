import { Link } from 'react-router';
import type { Project } from '@athar/contract/projects/projects';
import { formatEgp } from '@athar/contract/money';
import { primaryButton } from '../../../components/button-classes';
import { ModalDialog } from '../../../components/modal-dialog';
import { ProjectLabels } from '../../../components/project-labels';
import { createCampaignPath } from '../../../lib/entity-paths';
import { imageUrl } from '../../../lib/image-url';
import { discoveryMessages } from '../../../lib/messages/discovery';

/** A project's details with the create-campaign link /CreateCampaign/{name_with_underscores}/{id}. */
export function ProjectDetailsDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const text = discoveryMessages.projectsListing;
  return (
    <ModalDialog
      open={project !== null}
      onClose={onClose}
      title={project?.project_ar_name ?? ''}
      widthClass="max-w-xl"
    >
      {project ? (
        <div className="flex flex-col gap-4">
          <img
            src={imageUrl(project.project_image)}
            alt=""
            width={640}
            height={360}
            className="aspect-video w-full rounded-xl bg-brand-50 object-cover"
          />
          <ProjectLabels labels={project} />
          <p className="leading-relaxed text-ink">{project.project_description}</p>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-sand-50 p-3">
              <dt className="text-sm text-muted">{text.unitCost}</dt>
              <dd className="font-bold text-brand-900">{formatEgp(project.project_amount)}</dd>
            </div>
            <div className="rounded-xl bg-sand-50 p-3">
              <dt className="text-sm text-muted">{text.byNgo}</dt>
              <dd className="font-bold text-brand-900">{project.ngo_ar_name}</dd>
            </div>
          </dl>
          <Link
            to={createCampaignPath(project.project_ar_name, project.project_id)}
            className={primaryButton}
          >
            {text.createCampaign}
          </Link>
        </div>
      ) : null}
    </ModalDialog>
  );
}
