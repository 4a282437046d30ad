import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatEgp } from '@athar/contract/money';
import type { Project } from '@athar/contract/projects/projects';
import { PagedGrid } from '../../../components/paged-grid';
import { ProjectCard } from '../../../components/project-card';
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
          name={project.project_ar_name}
          image={project.project_image}
          ngoName={project.ngo_ar_name}
          ngoImage={project.ngo_image}
          amount={formatEgp(project.project_amount)}
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
