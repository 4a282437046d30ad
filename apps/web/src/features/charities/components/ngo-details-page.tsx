import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatEgp, formatNumber } from '@athar/contract/money';
import { Carousel, projectSlideClass } from '../../../components/carousel';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ProjectCard, projectCardFields } from '../../../components/project-card';
import { ProjectLabels } from '../../../components/project-labels';
import { CardGridSkeleton, TextSkeleton } from '../../../components/skeletons';
import { ApiError } from '../../../lib/api-error';
import { createCampaignPath } from '../../../lib/entity-paths';
import { imageUrl } from '../../../lib/image-url';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useNgo } from '../api/get-ngo';
import { useNgoProjects } from '../api/get-ngo-projects';
import { LicenceBlock } from './licence-block';

/** /NGODetails/{name}/{id}: logo, name, counts, description, projects carousel; unknown → /PathNotFound. */
export function NgoDetailsPage() {
  const text = discoveryMessages.ngoDetails;
  const params = useParams();
  const ngoId = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const navigate = useNavigate();
  const ngo = useNgo(ngoId);
  const projects = useNgoProjects(ngoId);
  const notFound = ngoId === 0 || (ngo.error instanceof ApiError && ngo.error.httpStatus === 404);

  useEffect(() => {
    if (notFound) void navigate('/PathNotFound', { replace: true });
  }, [notFound, navigate]);

  if (ngo.isError && !notFound)
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ErrorState onRetry={() => void ngo.refetch()} />
      </div>
    );
  if (!ngo.data)
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <TextSkeleton lines={6} />
      </div>
    );
  const details = ngo.data;
  const stats = [
    { label: text.projectsCount, value: formatNumber(details.total_projects) },
    { label: text.donations, value: formatEgp(details.donations_collected) },
    { label: text.units, value: formatNumber(details.units_completed) },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-start">
        <img
          src={imageUrl(details.ngo_image)}
          alt={discoveryMessages.ngosListing.logoAlt(details.ar_name)}
          width={128}
          height={128}
          className="size-28 shrink-0 rounded-full bg-white object-contain shadow ring-1 ring-brand-100"
        />
        <h1 className="max-w-full min-w-0 text-3xl font-bold wrap-anywhere text-brand-900">
          {details.ar_name}
        </h1>
      </div>
      <dl aria-label={text.statsLabel} className="mt-8 grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-white p-5 text-center ring-1 ring-brand-100">
            <dt className="text-sm text-muted">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 max-w-3xl text-lg leading-loose wrap-anywhere text-ink">{details.ngo_description}</p>
      <LicenceBlock licence={details.licence} />
      <h2 className="mt-12 mb-5 text-2xl font-bold text-brand-900">{text.projectsTitle}</h2>
      {projects.isPending ? (
        <CardGridSkeleton count={4} />
      ) : projects.isError ? (
        <ErrorState onRetry={() => void projects.refetch()} />
      ) : projects.data.length === 0 ? (
        <EmptyState title={text.noProjects} />
      ) : (
        <Carousel label={text.projectsTitle} slideClass={projectSlideClass}>
          {projects.data.map((project) => (
            <ProjectCard
              key={project.project_id}
              {...projectCardFields(project)}
              labels={<ProjectLabels labels={project} />}
              action={
                <Link
                  to={createCampaignPath(project.project_ar_name, project.project_id)}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {project.project_ar_name}
                </Link>
              }
            />
          ))}
        </Carousel>
      )}
    </div>
  );
}
