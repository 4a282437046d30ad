import type { faqEndpoint } from './about/faq';
import type { hijriCorrectionsEndpoint } from './hijri/corrections-endpoint';
import type { Endpoint } from './endpoint';
import type { achievementsEndpoint } from './about/achievements';
import type { addFavouriteEndpoint } from './accounts/favourites';
import type { campaignDetailsEndpoint } from './campaigns/details';
import type { campaignDonorsEndpoint } from './campaigns/donors';
import type { familyDonorsEndpoint } from './campaigns/donors';
import type { campaignRoleEndpoint } from './campaigns/campaign-role';
import type {
  confirmFollowEndpoint,
  followCampaignEndpoint,
  followOptionsEndpoint,
  unsubscribeFollowEndpoint,
} from './remembrance/follows';
import type {
  campaignDuasEndpoint,
  decideDuaEndpoint,
  duaSettingsEndpoint,
  pendingDuasEndpoint,
  postDuaEndpoint,
  reportDuaEndpoint,
} from './remembrance/duas';
import type {
  acceptInvitationEndpoint,
  acceptMyInvitationEndpoint,
  campaignAdminsEndpoint,
  campaignPictureEndpoint,
  declineMyInvitationEndpoint,
  invitationEndpoint,
  inviteAdminEndpoint,
  leaveCampaignEndpoint,
  myInvitationsEndpoint,
  removeAdminEndpoint,
  revokeInviteEndpoint,
} from './remembrance/co-admins';
import type { familyUpdatesEndpoint, postFamilyUpdateEndpoint } from './remembrance/family-updates';
import type {
  khatmaEndpoint,
  markJuzReadEndpoint,
  openKhatmaEndpoint,
  reserveJuzEndpoint,
} from './remembrance/khatma';
import type { markReadByLinkEndpoint } from './remembrance/khatma-read-link';
import type { cashQueueEndpoint } from './charity/cash-queue';
import type { charityAuditEndpoint } from './charity/audit';
import type { campaignUpdatesEndpoint } from './charity/delivery-updates';
import type { charityUpdatesEndpoint } from './charity/delivery-updates';
import type { postUpdateEndpoint } from './charity/delivery-updates';
import type { unsubscribeUpdatesEndpoint } from './charity/delivery-updates';
import type { updateTargetsEndpoint } from './charity/delivery-updates';
import type { categoriesEndpoint } from './campaigns/categories';
import type { charityCampaignsEndpoint } from './charity/records';
import type { charityDonationsEndpoint } from './charity/records';
import type { charityDonationsCsvEndpoint } from './charity/records';
import type { charityPermitsEndpoint } from './charity/permits';
import type { charityProjectsEndpoint } from './charity/project-labels';
import type { setProjectLabelsEndpoint } from './charity/project-labels';
import type { charityPermitDocumentEndpoint, requestPermitEndpoint } from './charity/permits';
import type {
  charityPermitCollectedEndpoint,
  charityPermitCsvEndpoint,
  charityPermitPdfEndpoint,
  operatorPermitCollectedEndpoint,
  operatorPermitCsvEndpoint,
  operatorPermitPdfEndpoint,
} from './charity/permit-collected';
import type { citiesEndpoint } from './locations/cities';
import type { cityAreasEndpoint } from './locations/cities';
import type { contactEndpoint } from './about/contact';
import type { createCampaignEndpoint } from './campaigns/create-campaign';
import type { createDonationEndpoint } from './donations/create-donation';
import type {
  actOnMyScheduleEndpoint,
  actOnScheduleEndpoint,
  campaignGivingNightsEndpoint,
  createScheduleEndpoint,
  manageScheduleEndpoint,
  mySchedulesEndpoint,
  previewScheduleEndpoint,
  renewScheduleLinkEndpoint,
} from './giving/schedules';
import type { mySchedulePhoneEndpoint, schedulePhoneEndpoint } from './giving/schedule-phone-calls';
import type { nightDonorEndpoint } from './giving/night-donor';
import type { deleteAccountEndpoint } from './accounts/delete-account';
import type { editCampaignEndpoint } from './campaigns/edit-campaign';
import type { filterEndpoint } from './filters';
import type { forgotPasswordEndpoint } from './accounts/forgot-password';
import type { inboundSmsEndpoint } from './sms/inbound-sms';
import type { loginEndpoint } from './accounts/login';
import type { logoutEndpoint } from './accounts/logout';
import type { markCancelledEndpoint } from './charity/donation-action';
import type { markCollectedEndpoint } from './charity/donation-action';
import type { markContactedEndpoint } from './charity/donation-action';
import type { markFailedEndpoint } from './charity/donation-action';
import type { ngoDetailsEndpoint } from './ngos/details';
import type { pressEndpoint } from './about/press';
import type { projectsEndpoint } from './projects/projects';
import type { receiptEndpoint } from './donations/receipt';
import type { registerEndpoint } from './accounts/register';
import type { removeFavouriteEndpoint } from './accounts/favourites';
import type { resetPasswordEndpoint } from './accounts/reset-password';
import type { searchEndpoint } from './search/search';
import type { shortIdEndpoint } from './campaigns/short-id';
import type { staffForgotPasswordEndpoint } from './charity/password-reset';
import type { staffLoginEndpoint } from './charity/staff-login';
import type { staffLogoutEndpoint } from './charity/staff-login';
import type {
  confirmStaffEnrolmentEndpoint,
  staffEnrolmentEndpoint,
  staffStepUpEndpoint,
  staffVerifyEndpoint,
} from './charity/staff-factor';
import type { staffResetPasswordEndpoint } from './charity/password-reset';
import type { staffSetPasswordEndpoint } from './charity/set-password';
import type {
  charityTeamEndpoint,
  disableCharityStaffEndpoint,
  enableCharityStaffEndpoint,
  inviteCharityStaffEndpoint,
  setCharityStaffRolesEndpoint,
  setCharityTaxNumberEndpoint,
} from './charity/team';
import type { updateProfileEndpoint } from './accounts/update-profile';
import type { userCampaignsEndpoint } from './accounts/user-lists';
import type { userDataExportEndpoint } from './accounts/data-export';
import type { userDetailsEndpoint } from './accounts/user-details';
import type { userDonationsEndpoint } from './accounts/user-lists';
import type { userFavouritesEndpoint } from './accounts/user-lists';
import type { verificationEndpoint } from './accounts/verification';
import type { yearlyStatementEndpoint } from './accounts/yearly-statement';
import type { yearlyStatementPdfEndpoint } from './accounts/yearly-statement';

import type {
  confirmEnrolmentEndpoint,
  operatorEnrolmentEndpoint,
  operatorLoginEndpoint,
  operatorLogoutEndpoint,
  operatorMeEndpoint,
  operatorStepUpEndpoint,
  operatorVerifyEndpoint,
} from './operator/auth';
import type { auditLogCsvEndpoint, auditLogEndpoint } from './operator/audit';
import type { operatorOverviewEndpoint } from './operator/overview';
import type { operatorsEndpoint, resetFactorEndpoint, setRolesEndpoint } from './operator/operators';
import type {
  disableOperatorEndpoint,
  enableOperatorEndpoint,
  inviteOperatorEndpoint,
  operatorSetPasswordEndpoint,
} from './operator/team';
import type {
  approveEndpoint,
  approvalsEndpoint,
  rejectApprovalEndpoint,
  requestApprovalEndpoint,
} from './operator/approvals';
import type {
  operatorPermitDocumentEndpoint,
  operatorPermitsEndpoint,
  permitDecisionEndpoint,
} from './operator/console-permits';
import type {
  changeDataRequestEndpoint,
  dataRequestsEndpoint,
  recordDataRequestEndpoint,
} from './operator/data-requests';
import type { breachesEndpoint, changeBreachEndpoint, recordBreachEndpoint } from './operator/breaches';
import type {
  charityFeeCsvEndpoint,
  charityFeeInvoiceEndpoint,
  charityFeePdfEndpoint,
  charityFeeStatementEndpoint,
  charityFeeStatementsEndpoint,
  feeCreditNoteEndpoint,
  feeDryRunEndpoint,
  feeStatementEndpoint,
  feeStatementsEndpoint,
  issueFeeStatementsEndpoint,
  markFeePaidEndpoint,
} from './fees/fee-statements';
import type {
  resolveSettlementExceptionEndpoint,
  settlementExceptionsCsvEndpoint,
  settlementExceptionsEndpoint,
  settlementImportsEndpoint,
  uploadSettlementEndpoint,
} from './settlement/settlement-endpoints';
import type {
  cashDepositSlipEndpoint,
  cashDepositsEndpoint,
  overdueCashDepositsEndpoint,
  recordCashDepositEndpoint,
  undepositedCashEndpoint,
} from './settlement/cash-deposits';
import {
  charityReconciliationEndpoint,
  charityReconciliationExceptionEndpoint,
} from './settlement/charity-reconciliation';
import type {
  charityFiguresCsvEndpoint,
  charityFiguresEndpoint,
  operatorFiguresCsvEndpoint,
  operatorFiguresEndpoint,
} from './figures/figures-endpoints';
import type {
  charityPaymentSettingsEndpoint,
  operatorPaymentSettingsEndpoint,
  operatorProposePaymentSettingsEndpoint,
  proposePaymentSettingsEndpoint,
  withdrawPaymentSettingsEndpoint,
} from './charity/payment-settings';
import type {
  createProjectDraftEndpoint,
  editProjectDraftEndpoint,
  projectDraftPictureEndpoint,
  projectDraftsEndpoint,
  retireCharityProjectEndpoint,
  submitProjectDraftEndpoint,
} from './charity/project-drafts';
import type {
  charityLogoEndpoint,
  charityPageEndpoint,
  editCharityPageEndpoint,
  proposeCharityNameEndpoint,
} from './charity/charity-page';
import type {
  approveProjectEndpoint,
  retireProjectEndpoint,
  returnProjectEndpoint,
  waitingProjectsEndpoint,
} from './operator/project-review';
import type {
  charityProjectTextsEndpoint,
  charityRestoreProjectTextEndpoint,
  operatorProjectTextsEndpoint,
  operatorRestoreProjectTextEndpoint,
} from './projects/text-history';
import type {
  approveNameChangeEndpoint,
  refuseNameChangeEndpoint,
  waitingNameChangesEndpoint,
} from './operator/name-review';
import type {
  addCategoryEndpoint,
  categoryPictureEndpoint,
  editCategoryEndpoint,
  operatorCategoriesEndpoint,
  retireCategoryEndpoint,
} from './operator/categories';
import type { homeFeaturedEndpoint, saveHomeFeaturedEndpoint } from './operator/home-featured';
import type {
  operatorSitePageEndpoint,
  operatorSitePagesEndpoint,
  restoreSitePageEndpoint,
  saveSitePageEndpoint,
} from './operator/site-content';
import type { sitePageEndpoint } from './about/site-content';
import type { moderationCountsEndpoint } from './moderation/monthly-counts';
import type { consentRegisterEndpoint } from './operator/consent-register';
import type { userLookupEndpoint } from './operator/user-lookup';
import type {
  answerReportEndpoint,
  familyReportsEndpoint,
  reportCampaignEndpoint,
} from './moderation/reports';
import type {
  moderationCaseEndpoint,
  moderationDecisionEndpoint,
  moderationQueueEndpoint,
} from './moderation/queue';
import { familyHiddenPartsEndpoint, moderationHideEndpoint } from './moderation/hide';
import type { moderationHistoryEndpoint } from './moderation/case-history';
import { appealOutcomeEndpoint, decideAppealEndpoint, familyAppealsEndpoint } from './moderation/appeals';
import type {
  answerApplicationEndpoint,
  submitApplicationEndpoint,
  trackApplicationEndpoint,
} from './applications/applications';
import type {
  applicationDecisionEndpoint,
  applicationDocumentEndpoint,
  operatorApplicationEndpoint,
  operatorApplicationsEndpoint,
} from './applications/operator-applications';

/** Every public endpoint, as a type only: the web looks up a route's schemas here without loading them. */
export type ApiEndpoint =
  | typeof submitApplicationEndpoint
  | typeof trackApplicationEndpoint
  | typeof answerApplicationEndpoint
  | typeof operatorApplicationsEndpoint
  | typeof operatorApplicationEndpoint
  | typeof applicationDocumentEndpoint
  | typeof applicationDecisionEndpoint
  | typeof faqEndpoint
  | typeof hijriCorrectionsEndpoint
  | typeof achievementsEndpoint
  | typeof addFavouriteEndpoint
  | typeof campaignDetailsEndpoint
  | typeof campaignDonorsEndpoint
  | typeof cashQueueEndpoint
  | typeof charityAuditEndpoint
  | typeof campaignUpdatesEndpoint
  | typeof charityUpdatesEndpoint
  | typeof postUpdateEndpoint
  | typeof unsubscribeUpdatesEndpoint
  | typeof updateTargetsEndpoint
  | typeof categoriesEndpoint
  | typeof charityCampaignsEndpoint
  | typeof charityDonationsEndpoint
  | typeof charityDonationsCsvEndpoint
  | typeof charityPermitsEndpoint
  | typeof charityProjectsEndpoint
  | typeof setProjectLabelsEndpoint
  | typeof requestPermitEndpoint
  | typeof charityPermitDocumentEndpoint
  | typeof charityPermitCollectedEndpoint
  | typeof charityPermitCsvEndpoint
  | typeof charityPermitPdfEndpoint
  | typeof operatorPermitDocumentEndpoint
  | typeof operatorPermitCollectedEndpoint
  | typeof operatorPermitCsvEndpoint
  | typeof operatorPermitPdfEndpoint
  | typeof citiesEndpoint
  | typeof cityAreasEndpoint
  | typeof contactEndpoint
  | typeof createCampaignEndpoint
  | typeof createDonationEndpoint
  | typeof previewScheduleEndpoint
  | typeof createScheduleEndpoint
  | typeof manageScheduleEndpoint
  | typeof actOnScheduleEndpoint
  | typeof renewScheduleLinkEndpoint
  | typeof schedulePhoneEndpoint
  | typeof nightDonorEndpoint
  | typeof mySchedulePhoneEndpoint
  | typeof mySchedulesEndpoint
  | typeof actOnMyScheduleEndpoint
  | typeof campaignGivingNightsEndpoint
  | typeof deleteAccountEndpoint
  | typeof editCampaignEndpoint
  | typeof familyDonorsEndpoint
  | typeof campaignRoleEndpoint
  | typeof confirmFollowEndpoint
  | typeof followCampaignEndpoint
  | typeof followOptionsEndpoint
  | typeof unsubscribeFollowEndpoint
  | typeof campaignDuasEndpoint
  | typeof postDuaEndpoint
  | typeof reportDuaEndpoint
  | typeof pendingDuasEndpoint
  | typeof decideDuaEndpoint
  | typeof duaSettingsEndpoint
  | typeof campaignAdminsEndpoint
  | typeof inviteAdminEndpoint
  | typeof revokeInviteEndpoint
  | typeof removeAdminEndpoint
  | typeof leaveCampaignEndpoint
  | typeof invitationEndpoint
  | typeof acceptInvitationEndpoint
  | typeof myInvitationsEndpoint
  | typeof acceptMyInvitationEndpoint
  | typeof declineMyInvitationEndpoint
  | typeof campaignPictureEndpoint
  | typeof familyUpdatesEndpoint
  | typeof postFamilyUpdateEndpoint
  | typeof khatmaEndpoint
  | typeof openKhatmaEndpoint
  | typeof reserveJuzEndpoint
  | typeof markJuzReadEndpoint
  | typeof markReadByLinkEndpoint
  | typeof filterEndpoint
  | typeof forgotPasswordEndpoint
  | typeof inboundSmsEndpoint
  | typeof loginEndpoint
  | typeof logoutEndpoint
  | typeof markCancelledEndpoint
  | typeof markCollectedEndpoint
  | typeof markContactedEndpoint
  | typeof markFailedEndpoint
  | typeof ngoDetailsEndpoint
  | typeof pressEndpoint
  | typeof projectsEndpoint
  | typeof receiptEndpoint
  | typeof registerEndpoint
  | typeof removeFavouriteEndpoint
  | typeof resetPasswordEndpoint
  | typeof searchEndpoint
  | typeof shortIdEndpoint
  | typeof staffForgotPasswordEndpoint
  | typeof staffLoginEndpoint
  | typeof staffLogoutEndpoint
  | typeof staffEnrolmentEndpoint
  | typeof confirmStaffEnrolmentEndpoint
  | typeof staffVerifyEndpoint
  | typeof staffStepUpEndpoint
  | typeof staffResetPasswordEndpoint
  | typeof staffSetPasswordEndpoint
  | typeof charityTeamEndpoint
  | typeof inviteCharityStaffEndpoint
  | typeof setCharityStaffRolesEndpoint
  | typeof disableCharityStaffEndpoint
  | typeof enableCharityStaffEndpoint
  | typeof setCharityTaxNumberEndpoint
  | typeof updateProfileEndpoint
  | typeof userCampaignsEndpoint
  | typeof userDataExportEndpoint
  | typeof userDetailsEndpoint
  | typeof userDonationsEndpoint
  | typeof userFavouritesEndpoint
  | typeof verificationEndpoint
  | typeof operatorLoginEndpoint
  | typeof operatorEnrolmentEndpoint
  | typeof confirmEnrolmentEndpoint
  | typeof operatorVerifyEndpoint
  | typeof operatorStepUpEndpoint
  | typeof operatorLogoutEndpoint
  | typeof operatorMeEndpoint
  | typeof operatorOverviewEndpoint
  | typeof auditLogEndpoint
  | typeof auditLogCsvEndpoint
  | typeof operatorsEndpoint
  | typeof resetFactorEndpoint
  | typeof setRolesEndpoint
  | typeof inviteOperatorEndpoint
  | typeof disableOperatorEndpoint
  | typeof enableOperatorEndpoint
  | typeof operatorSetPasswordEndpoint
  | typeof approvalsEndpoint
  | typeof requestApprovalEndpoint
  | typeof approveEndpoint
  | typeof rejectApprovalEndpoint
  | typeof operatorPermitsEndpoint
  | typeof permitDecisionEndpoint
  | typeof dataRequestsEndpoint
  | typeof recordDataRequestEndpoint
  | typeof changeDataRequestEndpoint
  | typeof consentRegisterEndpoint
  | typeof breachesEndpoint
  | typeof recordBreachEndpoint
  | typeof changeBreachEndpoint
  | typeof userLookupEndpoint
  | typeof reportCampaignEndpoint
  | typeof familyReportsEndpoint
  | typeof answerReportEndpoint
  | typeof moderationQueueEndpoint
  | typeof moderationCaseEndpoint
  | typeof moderationDecisionEndpoint
  | typeof moderationHideEndpoint
  | typeof familyHiddenPartsEndpoint
  | typeof moderationHistoryEndpoint
  | typeof familyAppealsEndpoint
  | typeof appealOutcomeEndpoint
  | typeof decideAppealEndpoint
  | typeof yearlyStatementEndpoint
  | typeof yearlyStatementPdfEndpoint
  | typeof feeStatementsEndpoint
  | typeof feeDryRunEndpoint
  | typeof issueFeeStatementsEndpoint
  | typeof feeStatementEndpoint
  | typeof markFeePaidEndpoint
  | typeof feeCreditNoteEndpoint
  | typeof settlementImportsEndpoint
  | typeof uploadSettlementEndpoint
  | typeof settlementExceptionsEndpoint
  | typeof resolveSettlementExceptionEndpoint
  | typeof settlementExceptionsCsvEndpoint
  | typeof undepositedCashEndpoint
  | typeof cashDepositsEndpoint
  | typeof cashDepositSlipEndpoint
  | typeof recordCashDepositEndpoint
  | typeof overdueCashDepositsEndpoint
  | typeof charityReconciliationEndpoint
  | typeof charityReconciliationExceptionEndpoint
  | typeof operatorFiguresEndpoint
  | typeof operatorFiguresCsvEndpoint
  | typeof charityFiguresEndpoint
  | typeof charityFiguresCsvEndpoint
  | typeof charityFeeStatementsEndpoint
  | typeof charityFeeStatementEndpoint
  | typeof charityFeePdfEndpoint
  | typeof charityFeeCsvEndpoint
  | typeof charityFeeInvoiceEndpoint
  | typeof charityPaymentSettingsEndpoint
  | typeof proposePaymentSettingsEndpoint
  | typeof withdrawPaymentSettingsEndpoint
  | typeof operatorPaymentSettingsEndpoint
  | typeof operatorProposePaymentSettingsEndpoint
  | typeof projectDraftsEndpoint
  | typeof createProjectDraftEndpoint
  | typeof editProjectDraftEndpoint
  | typeof projectDraftPictureEndpoint
  | typeof submitProjectDraftEndpoint
  | typeof retireCharityProjectEndpoint
  | typeof charityPageEndpoint
  | typeof editCharityPageEndpoint
  | typeof charityLogoEndpoint
  | typeof proposeCharityNameEndpoint
  | typeof waitingProjectsEndpoint
  | typeof approveProjectEndpoint
  | typeof returnProjectEndpoint
  | typeof retireProjectEndpoint
  | typeof waitingNameChangesEndpoint
  | typeof approveNameChangeEndpoint
  | typeof refuseNameChangeEndpoint
  | typeof operatorCategoriesEndpoint
  | typeof addCategoryEndpoint
  | typeof editCategoryEndpoint
  | typeof categoryPictureEndpoint
  | typeof retireCategoryEndpoint
  | typeof sitePageEndpoint
  | typeof moderationCountsEndpoint
  | typeof operatorSitePagesEndpoint
  | typeof operatorSitePageEndpoint
  | typeof saveSitePageEndpoint
  | typeof restoreSitePageEndpoint
  | typeof homeFeaturedEndpoint
  | typeof saveHomeFeaturedEndpoint
  | typeof charityProjectTextsEndpoint
  | typeof charityRestoreProjectTextEndpoint
  | typeof operatorProjectTextsEndpoint
  | typeof operatorRestoreProjectTextEndpoint;

/** The endpoint a route belongs to (by method and path); an endpoint object stands for itself. */
export type EndpointAt<R extends { method: string; path: string }> = R extends Endpoint
  ? R
  : Extract<ApiEndpoint, { method: R['method']; path: R['path'] }>;

/** A route of packages/contract/src/routes/: the method and path of a public call. */
export type ApiRoute = Pick<Endpoint, 'method' | 'path'>;

/** A route of the table, or a whole endpoint (tests, the payment host). */
export type RouteOrEndpoint = ApiRoute | Endpoint;
