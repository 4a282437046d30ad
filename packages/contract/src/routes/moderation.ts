/** Routes of reports and moderation (docs/decisions/033); free of zod, see README.md. */

/** a visitor reports a campaign: a reason, optional details and contact; public */
export const reportCampaignRoute = { method: 'POST', path: '/api/campaigns/:campid/report' } as const;
/** the open reports the family is asked to look at (never who reported); the family only */
export const familyReportsRoute = { method: 'GET', path: '/api/campaigns/:campid/reports' } as const;
/** the family marks a report fixed, or answers it */
export const answerReportRoute = { method: 'POST', path: '/api/campaign-reports/:id/answer' } as const;
/** the moderators' queue, grouped by campaign, oldest first, keyset-paged */
export const moderationQueueRoute = { method: 'GET', path: '/api/operator/moderation' } as const;
/** one campaign's case: its reports (with the reporters' contact) and its basics */
export const moderationCaseRoute = { method: 'GET', path: '/api/operator/moderation/:campid' } as const;
/** dismiss, pause donations or restore, with a reason (a take-down is asked for through four eyes) */
export const moderationDecisionRoute = {
  method: 'POST',
  path: '/api/operator/moderation/:campid/decision',
} as const;
/** hide one element of the campaign (the photo, the description, a dua, an update), with a reason */
export const moderationHideRoute = { method: 'POST', path: '/api/operator/moderation/:campid/hide' } as const;
/** what a moderator hid, for the family, marked «مخفي للمراجعة»; the family only */
export const familyHiddenPartsRoute = { method: 'GET', path: '/api/campaigns/:campid/hidden-parts' } as const;
/** the outcomes the family may appeal (a pause, a take-down, a hidden element) with their appeals; the family only */
export const familyAppealsRoute = { method: 'GET', path: '/api/campaigns/:campid/appeals' } as const;
/** the family appeals one outcome, in a short text; one open appeal per outcome */
export const appealOutcomeRoute = { method: 'POST', path: '/api/campaigns/:campid/appeals' } as const;
/** a moderator other than the original decision's upholds or grants an appeal, with a reason */
export const decideAppealRoute = {
  method: 'POST',
  path: '/api/operator/moderation/appeals/:id/decision',
} as const;
/** a campaign's history for its case: created, edits, reports, donations by day; keyset-paged, newest first */
export const moderationHistoryRoute = {
  method: 'GET',
  path: '/api/operator/moderation/:campid/history',
} as const;
/** the hidden campaign photo, from private storage, for a moderator working the case; each view audited */
export const moderationHiddenPhotoRoute = {
  method: 'GET',
  path: '/api/operator/moderation/:campid/hidden-photo',
} as const;
