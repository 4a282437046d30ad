import { Link } from 'react-router';
import { ProjectCard, projectCardFields } from '../../../components/project-card';
import { createCampaignPath } from '../../../lib/entity-paths';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useFeaturedProjects } from '../api/get-featured-projects';

/**
 * The projects an operator featured (docs/decisions/043), each to start a campaign on it. Nothing while
 * none is chosen, loading or failed: the home page is then as it always was.
 */
export function FeaturedProjectsSection() {
  const text = discoveryMessages.homeSections;
  const projects = useFeaturedProjects().data ?? [];
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="home-featured-projects-title" className="mx-auto max-w-7xl px-4 pb-16">
      <h2 id="home-featured-projects-title" className="mb-8 text-3xl font-bold text-brand-900">
        {text.featuredProjectsTitle}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.project_id}>
            <ProjectCard
              {...projectCardFields(project)}
              action={
                <Link
                  to={createCampaignPath(project.project_ar_name, project.project_id)}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {project.project_ar_name}
                </Link>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
