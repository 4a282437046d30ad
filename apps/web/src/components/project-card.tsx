import type { ReactNode } from 'react';
import { formatEgp } from '@athar/contract/money';
import type { Project } from '@athar/contract/projects/projects';
import { imageUrl } from '../lib/image-url';
import { discoveryMessages } from '../lib/messages/discovery';

interface ProjectCardProps {
  name: string;
  image: string;
  ngoName: string;
  ngoImage: string;
  /** the amount line: the unit cost, or what was collected (Impact) */
  amount: ReactNode;
  /** a link or button covering the card (`after:absolute after:inset-0`), or nothing */
  action?: ReactNode;
  /** the project's honest labels (docs/decisions/018), under its name */
  labels?: ReactNode;
}

/** A project: picture, charity logo, Arabic name and an amount (PRODUCT.md §2 Projects, Impact, Charity). */
export function ProjectCard({ name, image, ngoName, ngoImage, amount, action, labels }: ProjectCardProps) {
  return (
    <article className="relative flex h-full min-w-0 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 focus-within:ring-3 focus-within:ring-focus hover:shadow-md">
      <img
        src={imageUrl(image)}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        className="aspect-[4/3] w-full bg-brand-50 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-2">
          <img
            src={imageUrl(ngoImage)}
            alt={discoveryMessages.ngosListing.logoAlt(ngoName)}
            width={32}
            height={32}
            loading="lazy"
            className="size-8 shrink-0 rounded-full bg-white object-contain ring-1 ring-brand-100"
          />
          <p className="line-clamp-2 min-w-0 text-sm wrap-anywhere text-muted">{ngoName}</p>
        </div>
        <h3 className="leading-snug font-bold wrap-anywhere text-brand-900">{action ?? name}</h3>
        {labels}
        <p className="mt-auto font-bold text-brand-700">{amount}</p>
      </div>
    </article>
  );
}

/**
 * A listed project's card fields (the listings, a charity's page, step 1 of a campaign): its name,
 * picture, charity and unit cost; the caller adds its action and labels.
 */
export function projectCardFields(
  project: Pick<
    Project,
    'project_ar_name' | 'project_image' | 'ngo_ar_name' | 'ngo_image' | 'project_amount'
  >,
) {
  return {
    name: project.project_ar_name,
    image: project.project_image,
    ngoName: project.ngo_ar_name,
    ngoImage: project.ngo_image,
    amount: formatEgp(project.project_amount),
  };
}
