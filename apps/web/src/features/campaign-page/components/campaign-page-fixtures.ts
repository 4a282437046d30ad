import type { CampaignDetails } from '@athar/contract/campaigns/details';

/** What the campaign page's component tests render: one campaign's details and the api's envelope. */

export const PERMIT = {
  permit_number: 'ON-77/2026',
  issuing_body: 'مديرية التضامن الاجتماعي بالقاهرة',
  starts_on: '2026-01-01',
  ends_on: '2026-12-31',
};

/** A campaign of a registered charity taking cash and card, its permit in force, nothing paused. */
export function campaign(overrides: Partial<CampaignDetails> = {}): CampaignDetails {
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
    licence: { legal_name: 'جمعية الخير للتنمية', registration_number: '1234/2019', permit: PERMIT },
    donations_paused: false,
    death_date: null,
    death_hijri: null,
    death_calendar: null,
    sadaqa_kind: 'jariya',
    zakat_eligible: true,
    ...overrides,
  };
}

/** An api answer as the envelope `{ status, message, data }`. */
export const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 1, message: '', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
