import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import type { ProjectDraft } from '@athar/contract/charity/project-drafts';
import type { CharityProject } from '@athar/contract/charity/project-labels';
import type { CharityDonation, CharityDonationsPage } from '@athar/contract/charity/records';
import type { NgoDetails } from '@athar/contract/ngos/details';
import type { Project } from '@athar/contract/projects/projects';
import { licence } from './campaigns';

/* Charities and their projects as visitors see them, and the charity console's records. */

/** One charity's page: registered, its permit in force, nothing collected yet. */
export function ngoDetails(given: Partial<NgoDetails> = {}): NgoDetails {
  return {
    id: 3,
    ar_name: 'جمعية الخير',
    ngo_image: '/uploads/n.png',
    ngo_description: 'جمعية أهلية',
    total_projects: 0,
    total_ngos: 1,
    donations_collected: 0,
    units_completed: 0,
    licence: licence(),
    ...given,
  };
}

/** A project of /ProjectsListing: a well, صدقة جارية that zakat may go to. */
export function project(given: Partial<Project> = {}): Project {
  return {
    project_id: 4,
    project_ar_name: 'بئر مياه',
    project_amount: 1000,
    project_description: 'وصف',
    project_image: '/uploads/p.png',
    category_id: 1,
    ngo_id: 3,
    ngo_ar_name: 'جمعية الخير',
    ngo_image: '/uploads/n.png',
    created_at: '2026-01-01T00:00:00.000Z',
    donations_collected: 0,
    units_completed: 0,
    total_projects: 1,
    sadaqa_kind: 'jariya',
    zakat_eligible: true,
    ...given,
  };
}

/** A project on the console's labels page. */
export function charityProject(given: Partial<CharityProject> = {}): CharityProject {
  return {
    project_id: 3,
    project_ar_name: 'حفر بئر مياه',
    project_amount: 45_000,
    project_image: '/media/p3.webp',
    sadaqa_kind: 'sadaqa',
    zakat_eligible: false,
    project_description: 'بئر مياه عميقة تكفي قرية كاملة لسنوات طويلة.',
    category_id: 1,
    retired: false,
    ...given,
  };
}

/** A draft of a new project the operators sent back, as the console's writing page lists it. */
export function projectDraftRecord(given: Partial<ProjectDraft> = {}): ProjectDraft {
  return {
    draft_id: 7,
    project_id: null,
    ngo_id: 2,
    ngo_ar_name: 'جمعية الأمل',
    ar_name: 'كفالة طالب علم',
    project_description: 'كفالة طالب جامعي طوال العام الدراسي تشمل الكتب والمواصلات.',
    project_amount: 6_000,
    live_amount: null,
    category_id: 2,
    project_image: null,
    sadaqa_kind: 'sadaqa',
    zakat_eligible: true,
    status: 'returned',
    review_message: 'أضيفوا صورة من الجامعة',
    submitted_at: '2026-12-01T10:00:00.000Z',
    ...given,
  };
}

/** An approved online permit in force today, as the console lists it. */
export function permitRecord(given: Partial<PermitRecord> = {}): PermitRecord {
  return {
    id: 1,
    ngo_id: 3,
    permit_number: '2026/101',
    issuing_body: 'مديرية التضامن الاجتماعي بمحافظة القاهرة',
    starts_on: '2026-01-01',
    ends_on: '2026-12-20',
    scope: 'online',
    status: 'approved',
    in_force_today: true,
    created_at: '2026-01-01T08:00:00.000Z',
    purpose: null,
    has_document: false,
    refusal_reason: null,
    decided_at: '2026-01-01T08:00:00.000Z',
    revoked_at: null,
    ...given,
  };
}

/** A cash donation waiting to be collected, not yet contacted, well within its 72 hours. */
export function cashQueueItem(given: Partial<CashQueueItem> = {}): CashQueueItem {
  return {
    id: 41,
    donor_name: 'حسن عبد الفتاح',
    msisdn: '01012345678',
    city_id: 1,
    city: 'القاهرة',
    area_id: 2,
    area: 'شبرا',
    address: 'شارع الترعة 12',
    amount: 250,
    comment: null,
    campaign_id: 6,
    campaign_title: 'سقيا الماء',
    campaign_under_review: false,
    created_at: '2026-11-24T08:00:00.000Z',
    contact_deadline: '2026-11-27T08:00:00.000Z',
    hours_left: 30,
    contact_state: 'on_time',
    contacted_at: null,
    ...given,
  };
}

/** A confirmed wallet donation on the console's records. */
export function charityDonation(given: Partial<CharityDonation> = {}): CharityDonation {
  return {
    id: 1,
    confirmed_at: '2026-11-20T08:00:00.000Z',
    amount: 100,
    channel: 'wallet',
    status: 'confirmed',
    refund: null,
    donor_name: 'خالد منصور',
    msisdn: '01098765432',
    visibility: 'public',
    campaign_id: 6,
    campaign_title: 'سقيا الماء',
    project_ar_name: 'مشروع الماء',
    ...given,
  };
}

/** A page of the console's records with its totals: one confirmed wallet donation unless given. */
export function charityDonationsPage(given: Partial<CharityDonationsPage> = {}): CharityDonationsPage {
  return {
    total_count: 1,
    total_amount: 100,
    per_channel: [{ channel: 'wallet', count: 1, amount: 100 }],
    items: [charityDonation()],
    ...given,
  };
}
