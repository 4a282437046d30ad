import { lazy } from 'react';

/*
 * The campaign page's parts that are below the fold or opened on demand, each its own chunk, so the
 * first screen (picture, name, progress, donate button, licence) needs none of them:
 * the dua wall and its form (zod, react-hook-form), the khatma, following, the family's updates, the
 * donors (everyone's list and the family's), the delivery timeline, sharing and the nights' giving.
 */
export const DuaWall = lazy(async () => ({ default: (await import('./dua-wall')).DuaWall }));
export const CampaignKhatma = lazy(async () => ({
  default: (await import('./campaign-khatma')).CampaignKhatma,
}));
export const FollowForm = lazy(async () => ({ default: (await import('./follow-form')).FollowForm }));
export const FamilyUpdates = lazy(async () => ({
  default: (await import('./family-updates')).FamilyUpdates,
}));
/** The donors everyone sees: below the fold on a phone and beside the hero on a desktop. */
export const DonorsList = lazy(async () => ({ default: (await import('./donors-list')).DonorsList }));
export const FamilyDonors = lazy(async () => ({ default: (await import('./family-donors')).FamilyDonors }));
export const DeliveryTimeline = lazy(async () => ({
  default: (await import('./delivery-timeline')).DeliveryTimeline,
}));
export const GivingEntry = lazy(async () => ({ default: (await import('./giving-entry')).GivingEntry }));
/** with the day's moment, whose Hijri conversions stay out of the first chunk */
export const PageShareButtons = lazy(async () => ({
  default: (await import('./page-share-buttons')).PageShareButtons,
}));
export const ProjectDetailsDialog = lazy(async () => ({
  default: (await import('./project-details-dialog')).ProjectDetailsDialog,
}));
/** Only the family opens it, so its form code (zod, react-hook-form) is its own chunk. */
export const EditCampaignDialog = lazy(async () => ({
  default: (await import('./edit-campaign-dialog')).EditCampaignDialog,
}));
/** What a reservation's «read» link opens (issue 35): only for a visitor who came by one. */
export const KhatmaLinkPanel = lazy(async () => ({
  default: (await import('./khatma-link-panel')).KhatmaLinkPanel,
}));
/** The creation steps' bar, shown only to the family arriving from creating the campaign (step 3 of 3). */
export const StepIndicator = lazy(async () => ({
  default: (await import('../../../components/step-indicator')).StepIndicator,
}));
