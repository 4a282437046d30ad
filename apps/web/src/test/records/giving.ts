import type { z } from 'zod';
import type { EndpointResponse } from '@athar/contract/endpoint';
import type { NightDonor } from '@athar/contract/giving/night-donor';
import type {
  campaignGivingNightsEndpoint,
  createScheduleEndpoint,
  previewScheduleEndpoint,
  scheduleNight as scheduleNightSchema,
  ScheduleView,
} from '@athar/contract/giving/schedules';

/* Scheduled giving (docs/decisions/020) as the api answers it: the nights, a schedule, the family's view. */

export type ScheduleNight = z.infer<typeof scheduleNightSchema>;
export type SchedulePreview = EndpointResponse<typeof previewScheduleEndpoint>['data'];
export type CreatedSchedule = EndpointResponse<typeof createScheduleEndpoint>['data'];
export type GivingNight = EndpointResponse<typeof campaignGivingNightsEndpoint>['data']['nights'][number];

/** A coming night of a schedule: the 27th of Ramadan. */
export function scheduleNight(given: Partial<ScheduleNight> = {}): ScheduleNight {
  return {
    night: '2027-03-26',
    occasion: 'ramadan_27',
    label: 'ليلة 27 رمضان 1448 هـ',
    status: 'upcoming',
    ...given,
  };
}

/** What a schedule comes to before it is confirmed: the nights and amount × nights, in piasters. */
export function schedulePreview(given: Partial<SchedulePreview> = {}): SchedulePreview {
  return { nights: [scheduleNight()], total_piasters: 10_000, ...given };
}

/** POST /api/giving-schedules' answer: a wallet schedule, active at once (a card one is in `setup`). */
export function createdSchedule(given: Partial<CreatedSchedule> = {}): CreatedSchedule {
  return {
    schedule_id: 41,
    status: 'active',
    setup_token: null,
    total_piasters: 10_000,
    nights: [scheduleNight()],
    phone_code_sent: true,
    ...given,
  };
}

/** An active card schedule of the last ten nights, 100 EGP a night, its first night given. */
export function scheduleView(given: Partial<ScheduleView> = {}): ScheduleView {
  return {
    id: 7,
    campaign_id: 6,
    campaign_title: 'محمد علي',
    pattern: 'last_ten',
    amount_piasters: 10_000,
    raise_piasters: null,
    type: 2,
    status: 'active',
    ends_on: null,
    card_label: '•••• 0008',
    version: 3,
    nights: [
      scheduleNight({
        night: '2027-03-01',
        occasion: 'ramadan_21',
        label: 'ليلة 21 رمضان',
        status: 'confirmed',
      }),
      scheduleNight({ night: '2027-03-02', occasion: 'ramadan_22', label: 'ليلة 22 رمضان' }),
      scheduleNight({ night: '2027-03-03', occasion: 'ramadan_23', label: 'ليلة 23 رمضان' }),
    ],
    phone: null,
    ...given,
  };
}

/** A night as the family sees it: who gives on it and what arrived, names only of those shown. */
export function givingNight(given: Partial<GivingNight> = {}): GivingNight {
  return {
    night: '2027-03-26',
    occasion: 'ramadan_27',
    label: 'ليلة 27 رمضان 1448 هـ',
    givers: 3,
    confirmed: 2,
    confirmed_piasters: 30_000,
    shown_names: ['سارة', 'خالد'],
    ...given,
  };
}

/** Who a night's one-tap link gives as (docs/decisions/027, amendment): Hala, by wallet, 150 EGP. */
export function nightDonor(given: Partial<NightDonor> = {}): NightDonor {
  return {
    donor_name: 'هالة منصور',
    email_masked: 'h•••@example.com',
    phone_ending: '432',
    amount: 150,
    night: '2027-03-05',
    night_label: 'ليلة 27 رمضان 1448 هـ — مساء الجمعة 5 مارس 2027',
    ...given,
  };
}
