import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatEgp } from '@athar/contract/money';
import type { Project } from '@athar/contract/projects/projects';
import { readDecimalId } from '@athar/contract/digits';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { TextSkeleton } from '../../../components/skeletons';
import { StepIndicator } from '../../../components/step-indicator';
import { ApiError } from '../../../lib/api-error';
import { campaignPath } from '../../../lib/entity-paths';
import { imageUrl } from '../../../lib/image-url';
import { messages } from '../../../lib/messages';
import { campaignMessages } from '../../../lib/messages/campaigns';
import type { CreatedCampaign } from '../api/create-campaign';
import { useProject } from '../api/get-project';
import { CampaignCreatedDialog } from './campaign-created-dialog';
import { CreateCampaignForm } from './create-campaign-form';

const text = campaignMessages.createCampaign;

/** The chosen project; on a phone a thumbnail beside the facts, so the form starts on the first screen. */
function ProjectSummary({ project }: { project: Project }) {
  return (
    <section
      aria-label={text.projectLabel}
      className="flex flex-row items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-brand-100 sm:gap-4 sm:p-4"
    >
      <img
        src={imageUrl(project.project_image)}
        alt=""
        width={160}
        height={120}
        className="aspect-[4/3] w-20 shrink-0 self-start rounded-xl bg-brand-50 object-cover sm:w-40 sm:self-center"
      />
      <dl className="grid min-w-0 flex-1 gap-1 text-sm sm:grid-cols-3 sm:gap-3 sm:text-base">
        <div className="flex flex-wrap items-baseline gap-x-2 sm:block">
          <dt className="text-sm text-muted">{text.projectLabel}</dt>
          <dd className="min-w-0 font-bold wrap-anywhere text-brand-900">{project.project_ar_name}</dd>
        </div>
        <div className="flex flex-wrap items-baseline gap-x-2 sm:block">
          <dt className="text-sm text-muted">{text.ngoLabel}</dt>
          <dd className="min-w-0 font-bold wrap-anywhere text-brand-900">{project.ngo_ar_name}</dd>
        </div>
        <div className="flex flex-wrap items-baseline gap-x-2 sm:block">
          <dt className="text-sm text-muted">{text.targetLabel}</dt>
          <dd className="font-bold text-brand-700">{formatEgp(project.project_amount)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** /CreateCampaign/{project name}/{project id}: step 2 of 3 (PRODUCT.md §2 Create campaign). */
export function CreateCampaignPage() {
  const navigate = useNavigate();
  // decimal digits only: Number() would read /…/0x10 as 16
  const projectId = readDecimalId(useParams().projectId) ?? 0;
  const valid = projectId > 0;
  const project = useProject(valid ? projectId : 0);
  const [created, setCreated] = useState<CreatedCampaign | null>(null);

  const notFound = project.error instanceof ApiError && project.error.isClientError;
  if (!valid || notFound) return <Navigate to="/PathNotFound" replace />;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:gap-8 sm:py-10">
      <StepIndicator current={2} />
      <PageHeader title={messages.pages.createCampaign} lead={text.lead} />
      {project.isPending ? (
        <TextSkeleton lines={3} />
      ) : project.isError ? (
        <ErrorState onRetry={() => void project.refetch()} />
      ) : (
        <>
          <ProjectSummary project={project.data} />
          <CreateCampaignForm projectId={projectId} onCreated={setCreated} />
        </>
      )}
      <CampaignCreatedDialog
        shortLink={created && `${window.location.origin}/${created.code}`}
        onNext={() => {
          if (created)
            void navigate(campaignPath(created.campaign_title, created.campaign_id), {
              state: { justCreated: true },
            });
        }}
      />
    </div>
  );
}
