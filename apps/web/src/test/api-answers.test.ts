import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginEndpoint } from '@athar/contract/accounts/login';
import { sessionUser as sessionUserSchema } from '@athar/contract/accounts/user';
import { myDonation as myDonationSchema, userDonationsEndpoint } from '@athar/contract/accounts/user-lists';
import {
  statementCharity as statementCharitySchema,
  statementDonation as statementDonationSchema,
  yearlyStatement as yearlyStatementSchema,
  yearlyStatementEndpoint,
} from '@athar/contract/accounts/yearly-statement';
import { campaignDetails, campaignDetailsEndpoint } from '@athar/contract/campaigns/details';
import { campaignDonorsEndpoint, donorItem } from '@athar/contract/campaigns/donors';
import { cashQueueEndpoint, cashQueueItem as cashQueueItemSchema } from '@athar/contract/charity/cash-queue';
import { charityLicence, charityPermit } from '@athar/contract/charity/licence';
import { permitRecord as permitRecordSchema } from '@athar/contract/charity/permit-fields';
import { charityPermitsEndpoint } from '@athar/contract/charity/permits';
import {
  charityProject as charityProjectSchema,
  charityProjectsEndpoint,
} from '@athar/contract/charity/project-labels';
import {
  charityDonation as charityDonationSchema,
  charityDonationsEndpoint,
  charityDonationsPage as charityDonationsPageSchema,
} from '@athar/contract/charity/records';
import {
  createDonationEndpoint,
  createdDonation as createdDonationSchema,
} from '@athar/contract/donations/create-donation';
import { receipt as receiptSchema, receiptEndpoint } from '@athar/contract/donations/receipt';
import type { Endpoint } from '@athar/contract/endpoint';
import { errorEnvelope } from '@athar/contract/envelope';
import {
  campaignGivingNightsEndpoint,
  createScheduleEndpoint,
  manageScheduleEndpoint,
  previewScheduleEndpoint,
  scheduleNight as scheduleNightSchema,
  scheduleView as scheduleViewSchema,
} from '@athar/contract/giving/schedules';
import { nightDonor as nightDonorSchema, nightDonorEndpoint } from '@athar/contract/giving/night-donor';
import { citiesEndpoint, place as placeSchema } from '@athar/contract/locations/cities';
import { ngoDetails as ngoDetailsSchema, ngoDetailsEndpoint } from '@athar/contract/ngos/details';
import { project as projectSchema, projectsEndpoint } from '@athar/contract/projects/projects';
import { campaignDuasEndpoint, publicDua } from '@athar/contract/remembrance/duas';
import { followOptionsEndpoint } from '@athar/contract/remembrance/follows';
import { khatmaView as khatmaViewSchema } from '@athar/contract/remembrance/khatma';
import { getSessionIdEndpoint } from '@athar/contract/payments/get-session-id';
import { createDonationRoute } from '@athar/contract/routes/donations';
import { cityAreasRoute } from '@athar/contract/routes/catalogue';
import { auditEntry as auditEntrySchema, auditLogEndpoint } from '@athar/contract/operator/audit';
import {
  operatorEnrolmentEndpoint,
  operatorMeEndpoint,
  operatorProfile as operatorProfileSchema,
} from '@athar/contract/operator/auth';
import {
  operatorListItem as operatorListItemSchema,
  operatorsEndpoint,
} from '@athar/contract/operator/operators';
import { operatorOverviewEndpoint } from '@athar/contract/operator/overview';
import {
  answerCalls,
  auditEntry,
  callsTo,
  campaign,
  cashQueueItem,
  charityDonation,
  charityDonationsPage,
  charityProject,
  createdDonation,
  createdSchedule,
  donor,
  dua,
  envelope,
  followOptions,
  givingNight,
  khatmaView,
  hostAnswer,
  licence,
  licencePermit,
  myDonation,
  ngoDetails,
  nightDonor,
  on,
  operatorEnrolment,
  operatorListItem,
  operatorOverview,
  operatorProfile,
  permitRecord,
  place,
  project,
  receipt,
  refusal,
  scheduleNight,
  schedulePreview,
  scheduleView,
  sentBody,
  sessionUser,
  statementCharity,
  statementDonation,
  yearlyStatement,
} from './api-answers';

/** `data` as the api answers it at `endpoint`, through envelope() and back, parsed by the contract. */
async function answered(endpoint: Endpoint, data: unknown) {
  return endpoint.response.parse(await envelope(data).json());
}

const dataOf = (endpoint: { response: z.ZodObject<{ data: z.ZodType }> }) => endpoint.response.shape.data;

describe('the test builders of api answers', () => {
  // the schema strips what it does not know: an unknown or misspelt field makes the two differ
  it.each([
    ['campaign', campaign(), campaignDetails],
    ['licencePermit', licencePermit(), charityPermit],
    ['licence', licence(), charityLicence],
    ['donor', donor(), donorItem],
    ['dua', dua(), publicDua],
    ['followOptions', followOptions(), dataOf(followOptionsEndpoint)],
    ['khatmaView', khatmaView(3), khatmaViewSchema],
    ['createdDonation', createdDonation(), createdDonationSchema],
    ['place', place(), placeSchema],
    ['receipt', receipt(), receiptSchema],
    ['myDonation', myDonation(), myDonationSchema],
    ['sessionUser', sessionUser(), sessionUserSchema],
    ['statementDonation', statementDonation(), statementDonationSchema],
    ['statementCharity', statementCharity(), statementCharitySchema],
    ['yearlyStatement', yearlyStatement(), yearlyStatementSchema],
    ['ngoDetails', ngoDetails(), ngoDetailsSchema],
    ['project', project(), projectSchema],
    ['charityProject', charityProject(), charityProjectSchema],
    ['permitRecord', permitRecord(), permitRecordSchema],
    ['cashQueueItem', cashQueueItem(), cashQueueItemSchema],
    ['charityDonation', charityDonation(), charityDonationSchema],
    ['charityDonationsPage', charityDonationsPage(), charityDonationsPageSchema],
    ['scheduleNight', scheduleNight(), scheduleNightSchema],
    ['schedulePreview', schedulePreview(), dataOf(previewScheduleEndpoint)],
    ['createdSchedule', createdSchedule(), dataOf(createScheduleEndpoint)],
    ['scheduleView', scheduleView(), scheduleViewSchema],
    ['nightDonor', nightDonor(), nightDonorSchema],
    ['operatorProfile', operatorProfile(), operatorProfileSchema],
    ['operatorEnrolment', [operatorEnrolment()], dataOf(operatorEnrolmentEndpoint)],
    ['operatorOverview', [operatorOverview()], dataOf(operatorOverviewEndpoint)],
    ['auditEntry', auditEntry(), auditEntrySchema],
    ['operatorListItem', operatorListItem(), operatorListItemSchema],
  ] as const)('%s() is a record of the contract’s schema, field for field', (_, built, schema) => {
    expect((schema as z.ZodType).parse(built)).toEqual(built);
  });

  it('puts each record in the envelope its endpoint answers', async () => {
    await answered(campaignDetailsEndpoint, [campaign()]);
    await answered(campaignDonorsEndpoint, [donor()]);
    await answered(campaignDuasEndpoint, { items: [dua()], next_before: null });
    await answered(followOptionsEndpoint, followOptions());
    await answered(createDonationEndpoint, [createdDonation()]);
    await answered(citiesEndpoint, [place()]);
    await answered(receiptEndpoint, [receipt()]);
    await answered(userDonationsEndpoint, [myDonation()]);
    await answered(loginEndpoint, [sessionUser()]);
    await answered(yearlyStatementEndpoint, [yearlyStatement()]);
    await answered(ngoDetailsEndpoint, [ngoDetails()]);
    await answered(projectsEndpoint, [project()]);
    await answered(charityProjectsEndpoint, [charityProject()]);
    await answered(charityPermitsEndpoint, [permitRecord()]);
    await answered(cashQueueEndpoint, [cashQueueItem()]);
    await answered(charityDonationsEndpoint, [charityDonationsPage()]);
    await answered(previewScheduleEndpoint, schedulePreview());
    await answered(createScheduleEndpoint, createdSchedule());
    await answered(manageScheduleEndpoint, scheduleView());
    await answered(nightDonorEndpoint, nightDonor());
    await answered(operatorMeEndpoint, [operatorProfile()]);
    await answered(operatorOverviewEndpoint, [operatorOverview()]);
    await answered(auditLogEndpoint, [{ entries: [auditEntry()], next_before: null }]);
    await answered(operatorsEndpoint, [operatorListItem()]);
    const nights = await answered(campaignGivingNightsEndpoint, { nights: [givingNight()] });
    expect(nights).toEqual({ status: 1, message: '', data: { nights: [givingNight()] } });
  });

  it('refuses as the api does: status 0, the Arabic message, the fields’ messages', async () => {
    const answer = refusal('رقم الهاتف غير صحيح', 400, { msisdn: 'رقم الهاتف غير صحيح' });
    expect(answer.status).toBe(400);
    expect(errorEnvelope.parse(await answer.json())).toEqual({
      status: 0,
      message: 'رقم الهاتف غير صحيح',
      data: [],
      errors: { msisdn: 'رقم الهاتف غير صحيح' },
    });
  });

  it('answers a call by its route’s method, path parameters and host, and keeps what was sent', async () => {
    const PAY = 'http://pay.test';
    const api = answerCalls({
      [cityAreasRoute.path]: ({ params }) => envelope([place({ id: Number(params.cityId) })]),
      [on(createDonationRoute)]: () => envelope([createdDonation()]),
      [on(getSessionIdEndpoint, PAY)]: () =>
        hostAnswer(getSessionIdEndpoint, { Success: true, Message: 'S-1', LightboxUrl: `${PAY}/box` }),
    });
    expect(await (await api('/api/cities/11')).json()).toMatchObject({ data: [{ id: 11 }] });
    expect((await api('/api/donations')).status).toBe(404);
    await api('/api/donations', { method: 'POST', body: JSON.stringify({ donation: { amount: 150 } }) });
    expect((await api(`${PAY}/api/hostedcheckout/GetSessionId`, { method: 'POST' })).status).toBe(200);
    expect((await api(`/api/hostedcheckout/GetSessionId`, { method: 'POST' })).status).toBe(404);
    expect(sentBody(api, createDonationRoute)).toEqual({ donation: { amount: 150 } });
    expect(callsTo(api, getSessionIdEndpoint, PAY)).toHaveLength(1);
  });
});
