import { expect } from 'vitest';
import type { KhatmaView } from '@athar/contract/remembrance/khatma';
import type { Engine } from '../db/connect';
import { createSession } from '../services/accounts/sessions';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser } from '../test/factories';
import { createTestApp, type TestAppOptions } from '../test/test-app';

/**
 * The set-up the tests of the shared khatma share (khatma.test.ts, opening one;
 * khatma.reserving.test.ts; khatma.reading.test.ts): their app, campaign and callers, and the calls
 * they make. `context` gives what a test's beforeAll made.
 */

export const RLO = '\u202E';

/** a new client address per caller, so the per-address limit only bites where a test means it to */
let lastAddress = 0;
export const newAddress = () => {
  lastAddress += 1;
  return `10.20.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

/** The test app with a campaign, its creator's session, a co-administrator and a stranger. */
export async function createKhatmaTestApp(engine: Engine, options: TestAppOptions = {}) {
  const t = await createTestApp(engine, options);
  const campaign = await createCreatorCampaign(t.db);
  const family = { authorization: `Bearer ${await createSession(t.db, campaign.creator.id)}` };
  const coAdmin = await createLoggedInUser(t.db, { user_name: 'خالد سمير' });
  await t.db
    .insertInto('campaign_admins')
    .values({ campaign_id: campaign.id, user_id: coAdmin.id, invited_by: campaign.creator.id })
    .execute();
  const stranger = await createLoggedInUser(t.db);
  return { t, campaign, family, coAdmin, stranger };
}

export type KhatmaTestApp = Awaited<ReturnType<typeof createKhatmaTestApp>>;

export function khatmaCalls(context: () => KhatmaTestApp) {
  const open = (
    campaignId: number,
    auth: { authorization: string } | Record<string, never> = context().family,
  ) =>
    context().t.call({
      method: 'POST',
      url: '/api/campaigns/khatma',
      payload: { campid: campaignId },
      headers: auth,
    });

  const view = async (campaignId: number, headers: Record<string, string> = {}) => {
    const response = await context().t.call({
      method: 'GET',
      url: `/api/campaigns/khatma?campid=${campaignId}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    // a guest's grid is shared-cacheable; a logged-in viewer's (their own ajza') never
    expect(response.headers['cache-control']).toBe(
      headers.authorization ? 'private, no-cache' : 'public, max-age=0, s-maxage=5',
    );
    return response.json().data as KhatmaView;
  };

  const reserve = (
    khatmaId: number,
    juz: number | string,
    body: Record<string, unknown> = {},
    options: { address?: string; headers?: Record<string, string> } = {},
  ) =>
    context().t.call({
      method: 'POST',
      url: `/api/khatmas/${khatmaId}/parts/${juz}`,
      payload: body,
      remoteAddress: options.address ?? newAddress(),
      headers: options.headers,
    });

  const markRead = (khatmaId: number, juz: number, body: Record<string, unknown>, headers = {}) =>
    context().t.call({
      method: 'POST',
      url: `/api/khatmas/${khatmaId}/parts/${juz}/read`,
      payload: body,
      headers,
    });

  /** A campaign of its own with its first khatma open; answers the khatma's id. */
  async function openedKhatma() {
    const own = await createCreatorCampaign(context().t.db);
    const auth = { authorization: `Bearer ${await createSession(context().t.db, own.creator.id)}` };
    const response = await open(own.id, auth);
    expect(response.statusCode).toBe(200);
    return { campaign: own, auth, khatmaId: (response.json().data as KhatmaView).khatma!.id };
  }

  return { open, view, reserve, markRead, openedKhatma };
}
