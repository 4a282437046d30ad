import type { CampaignDetails } from '@athar/contract/campaigns/details';
import type { DonorItem } from '@athar/contract/campaigns/donors';
import type { CharityLicence, CharityPermit } from '@athar/contract/charity/licence';
import type { EndpointResponse } from '@athar/contract/endpoint';
import type { PublicDua } from '@athar/contract/remembrance/duas';
import type { followOptionsEndpoint } from '@athar/contract/remembrance/follows';
import type { KhatmaView } from '@athar/contract/remembrance/khatma';

/*
 * A campaign and what its page loads beside it, as the api answers them: each builder takes the
 * fields a test cares about and fills the rest with plausible Arabic values (its type is the
 * contract's, and api-answers.test.ts parses every default with the contract's schema).
 */

/** The online fundraising permit in force, as donors are shown it. */
export function licencePermit(given: Partial<CharityPermit> = {}): CharityPermit {
  return {
    permit_number: 'ON-77/2026',
    issuing_body: 'مديرية التضامن الاجتماعي بالقاهرة',
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    ...given,
  };
}

/** A registered charity with its permit in force (`permit: null`: donations paused). */
export function licence(given: Partial<CharityLicence> = {}): CharityLicence {
  return {
    legal_name: 'جمعية الخير للتنمية',
    registration_number: '1234/2019',
    permit: licencePermit(),
    ...given,
  };
}

/** A campaign of a registered charity taking cash and card, its permit in force, nothing paused. */
export function campaign(given: Partial<CampaignDetails> = {}): CampaignDetails {
  return {
    campaign_id: 6,
    campaign_title: 'محمد علي',
    deceased_gender: 'male',
    campaign_description: '',
    campaign_image: 'default-campaign.svg',
    campaign_collected: 300,
    project_amount: 1000,
    total_of_donations: 2,
    units_completed: 0,
    project_ar_name: 'بئر مياه',
    ngo_image: '/uploads/ngo.png',
    isFavorite: false,
    campaign_tstamp: '2026-11-20T10:00:00.000Z',
    project_id: 4,
    project_description: 'حفر بئر',
    project_image: '/uploads/project.png',
    ngo_id: 3,
    ngo_ar_name: 'جمعية الخير',
    user_name: 'فاعل خير',
    EPayment: true,
    CashCollection: true,
    Wallet: false,
    Kiosk: false,
    Meeza: false,
    smsCode: '10006',
    SMSshortNumber: '9999',
    total_campaigns: 1,
    visible: true,
    sms_amount: 5,
    can_edit: false,
    licence: licence(),
    donations_paused: false,
    under_review: false,
    death_date: null,
    death_hijri: null,
    death_calendar: null,
    khatma_open: false,
    sadaqa_kind: 'jariya',
    zakat_eligible: true,
    ...given,
  };
}

/** A confirmed donation on a campaign's donors list, its donor named and the amount shown. */
export function donor(given: Partial<DonorItem> = {}): DonorItem {
  return {
    user_name: 'سامي',
    donation_date: '2026-01-10T08:00:00.000Z',
    donation_amount: 150,
    donation_comment: null,
    total_of_donations: 2,
    ...given,
  };
}

/** A shown dua on the campaign's wall, its writer named. */
export function dua(given: Partial<PublicDua> = {}): PublicDua {
  return {
    id: 1,
    body: 'اللهم اغفر له وارحمه',
    author_name: 'خالد',
    created_at: '2026-11-20T10:00:00Z',
    ...given,
  };
}

export type FollowOptions = EndpointResponse<typeof followOptionsEndpoint>['data'];

/**
 * What the «ذكّرني» form asks first: a campaign with a recent date of death (its first Ramadan to come),
 * and no follow of the viewer's.
 */
export function followOptions(given: Partial<FollowOptions> = {}): FollowOptions {
  return {
    anniversary_available: true,
    ramadan_available: true,
    death_hijri_text: '12 جمادى الأولى 1446 هـ',
    mine: null,
    ...given,
  };
}

/**
 * A campaign's first khatma, open, with `read` ajza' read from the first and the rest free (30 read: a
 * finished khatma); `khatma: null` in `given` for a campaign whose family opened none.
 */
export function khatmaView(read = 0, given: Partial<KhatmaView> = {}): KhatmaView {
  const parts = Array.from({ length: 30 }, (_, index) => ({
    juz: index + 1,
    state: index < read ? ('read' as const) : ('free' as const),
    reader_name: null,
    mine: false,
  }));
  return {
    khatma: { id: 12, number: 1, finished: read === 30, reserved_count: read, read_count: read, parts },
    finished_count: read === 30 ? 1 : 0,
    ...given,
  };
}
