import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Project } from '@athar/contract/projects/projects';
import { PagedGrid } from '../../../components/paged-grid';
import { ProjectCard, projectCardFields } from '../../../components/project-card';
import { createCampaignPath } from '../../../lib/entity-paths';
import { campaignMessages } from '../../../lib/messages/campaigns';

/** Project cards, each a link to step 2 for its project. */
export function ProjectGrid({
  query,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Project[]>>;
  empty: { title: string; text?: string };
}) {
  return (
    <PagedGrid
      query={query}
      itemKey={(project) => project.project_id}
      empty={empty}
      renderItem={(project) => (
        <ProjectCard
          {...projectCardFields(project)}
          action={
            <Link
              to={createCampaignPath(project.project_ar_name, project.project_id)}
              aria-label={campaignMessages.chooseCampaign.choose(project.project_ar_name)}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {project.project_ar_name}
            </Link>
          }
        />
      )}
    />
  );
}
