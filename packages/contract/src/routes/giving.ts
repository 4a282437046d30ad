/**
 * Scheduled giving in the deceased's name (docs/decisions/020): a donor sets once "N EGP every night of the
 * last ten / on the 27th / every Friday / on the anniversary" to one campaign. No zod here
 * (routes/README.md).
 */

/** the nights a schedule would give on and the total, before the donor confirms (no login) */
export const previewScheduleRoute = { method: 'GET', path: '/api/giving-schedules/preview' } as const;
/** sets a schedule up (guest with consent, or logged in); a card schedule then goes to the bank */
export const createScheduleRoute = { method: 'POST', path: '/api/giving-schedules' } as const;
/** the donor's page behind the signed link of every mail and SMS (no login) */
export const manageScheduleRoute = { method: 'GET', path: '/api/giving-schedules/manage' } as const;
/** pause, resume, skip a night, change the amount, cancel — by the signed link (no login) */
export const actOnScheduleRoute = { method: 'POST', path: '/api/giving-schedules/manage' } as const;
/** an expired (or any) self-service link asks for a new one, mailed to the schedule's own address (no login) */
export const renewScheduleLinkRoute = {
  method: 'POST',
  path: '/api/giving-schedules/manage/renew',
} as const;
/** confirm a schedule's texts with the code its phone received, or text the phone a new code (no login) */
export const schedulePhoneRoute = { method: 'POST', path: '/api/giving-schedules/manage/phone' } as const;
/** who a night's one-tap link gives as, to fill the donation form: the e-mail masked (no login) */
export const nightDonorRoute = { method: 'GET', path: '/api/giving-schedules/night' } as const;
/** the logged-in donor's schedules (/MyDonations) */
export const mySchedulesRoute = { method: 'GET', path: '/api/users/giving-schedules' } as const;
/** the same actions on one of the logged-in donor's own schedules */
export const actOnMyScheduleRoute = { method: 'POST', path: '/api/users/giving-schedules/:id' } as const;
/** the same for the phone of one of the logged-in donor's own schedules */
export const mySchedulePhoneRoute = {
  method: 'POST',
  path: '/api/users/giving-schedules/:id/phone',
} as const;
/** the family: how many people give on each night (names only of those who show them) */
export const campaignGivingNightsRoute = { method: 'GET', path: '/api/campaigns/giving-nights' } as const;
