import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_SIGNATURE } from '@athar/contract/config-defaults';
import { egpToPiasters } from '@athar/contract/money';
import { LOCAL_BANK_MERCHANT_PASSWORDS, LOCAL_PAY_WEBHOOK_SECRET } from '@athar/server-kit/config';
import { testEngines } from '@athar/api/test/test-database';
import { createGatewayClient } from '@athar/pay/bank/gateway-client';
import { parseMerchantPasswords } from '@athar/pay/bank/merchant-passwords';
import { createInternalApi } from '@athar/pay/internal-api';
import { reconcilePending } from '@athar/pay/payments/reconcile';
import { waitUntilReady } from '../e2e/support/server';
import type { AtharProcess } from './support/athar-process';
import { campaignTotals, confirmedSums, donationBody } from './support/donations';
import { recordResult } from './support/results';
import { send } from './support/retrying-client';
import { serveOnEngine } from './support/serve-on-engine';

/**
 * R13: the bank simulator keeps what a real bank keeps. A real `scripts/serve.ts` (api, payment host
 * and the built-in bank in one process, on its own DATA_DIR) takes card payments at the bank — in the
 * lightbox, on the hosted page, one whose acquirer answers late — and is killed with SIGKILL right
 * after, before the payment host's Save, the bank's return to Response.aspx or the reconciliation.
 * Started again on the same data, each payment is still found at the bank: Save (replayed), the return
 * and the reconciliation confirm each donation exactly once, a session opened before the kill can
 * still be paid, and the campaign's total grows by exactly the four amounts.
 */
const PORTS = { pglite: 4530, postgres: 4532 } as const;
const SAVE_REPLAYS = 20;
const TEST_CARD = '5123450000000008';
const EXPIRY = { approved: '01/39', timeout: '08/28' } as const;

interface CardDonation {
  id: number;
  /** the donation's payment token (sent as `paymentToken`) */
  token: string;
  piasters: number;
}

describe.each(testEngines)('R13 the bank simulator across kill -9, on %s', (engine) => {
  const payUrl = `http://127.0.0.1:${PORTS[engine] + 1}`;
  /** Both servers of the process answer: the api (athar.start waits for it) and the payment host. */
  async function start(athar: AtharProcess) {
    await athar.start();
    await waitUntilReady(`${payUrl}/readyz`, athar.child!, athar.output);
  }
  const served = serveOnEngine(engine, { name: 'r13', port: PORTS[engine], start });

  async function restart() {
    await served.athar.kill9();
    await start(served.athar);
  }

  async function cardDonation(egp: number): Promise<CardDonation> {
    const answer = await send(`${served.athar.baseUrl}/api/donations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-signature': DEFAULT_API_SIGNATURE,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(donationBody(served.campaign, 'card', egp)),
    });
    if (answer.kind !== 'answered' || answer.status !== 200)
      throw new Error(`donation refused: ${JSON.stringify(answer)}`);
    const created = (answer.body as { data: { donation_id: number; payment_token: string }[] }).data[0]!;
    return {
      id: created.donation_id,
      token: created.payment_token,
      piasters: egpToPiasters(egp),
    };
  }

  /** A payment host call as the web app makes it: JSON, from the web app's origin, with the token. */
  async function payHost(pathname: string, donation: CardDonation, extra: Record<string, unknown> = {}) {
    const response = await fetch(`${payUrl}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: served.athar.baseUrl },
      body: JSON.stringify({ donationId: donation.id, paymentToken: donation.token, ...extra }),
      redirect: 'manual',
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const getSessionId = async (donation: CardDonation) => {
    const answer = await payHost('/api/hostedcheckout/GetSessionId', donation, {
      name: 'نور الهدى سامي',
      amount: donation.piasters / 100,
      msisdn: '',
      campaignID: served.campaign.id,
      TransactionNumber: '',
    });
    expect(answer.body).toMatchObject({ Success: true });
    return String(answer.body.Message);
  };

  /** The card form's post to the bank, as the lightbox's script or the hosted page sends it. */
  async function payAtBank(sessionId: string, expiry: string, mode: 'lightbox' | 'page') {
    return fetch(`${payUrl}/bank/checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(mode === 'lightbox' ? { accept: 'application/json' } : {}),
      },
      body: new URLSearchParams({ mode, cardNumber: TEST_CARD, expiry, csc: '123' }).toString(),
      redirect: 'manual',
    });
  }

  const reconcile = () =>
    reconcilePending(
      {
        api: createInternalApi({ baseUrl: served.athar.baseUrl, secret: LOCAL_PAY_WEBHOOK_SECRET }),
        bank: createGatewayClient({
          baseUrl: `${payUrl}/bank`,
          passwords: parseMerchantPasswords(LOCAL_BANK_MERCHANT_PASSWORDS),
        }),
        log: { info: () => {}, warn: () => {}, error: () => {} },
      },
      { olderThanSeconds: 0 },
    );

  it('finds every payment taken before a kill -9 and confirms each donation exactly once', async () => {
    const started = Date.now();
    const lightbox = await cardDonation(350);
    const hosted = await cardDonation(275);
    const late = await cardDonation(425);
    const unpaid = await cardDonation(180);

    // the donor pays in the lightbox: the bank answers "complete" with the successIndicator
    const lightboxPaid = await payAtBank(await getSessionId(lightbox), EXPIRY.approved, 'lightbox');
    expect(await lightboxPaid.json()).toMatchObject({ event: 'complete' });
    // the donor pays on the hosted page: the bank sends the browser back to Response.aspx
    const submitted = await payHost('/api/Transaction/Submit', hosted);
    expect(submitted.body).toMatchObject({ Success: true });
    const pageSession = new URL(String(submitted.body.URL)).pathname.split('/').pop()!;
    const bankReturn = await payAtBank(pageSession, EXPIRY.approved, 'page');
    expect(bankReturn.status).toBe(303);
    const returnUrl = bankReturn.headers.get('location')!;
    // the acquirer answers late: the bank says PENDING first, approved afterwards
    const latePaid = await payAtBank(await getSessionId(late), EXPIRY.timeout, 'lightbox');
    expect(await latePaid.json()).toMatchObject({ event: 'complete' });
    // a session opened, not yet paid
    const openSession = await getSessionId(unpaid);

    // the process dies before any Save, any return to Response.aspx, any reconciliation
    const killedAt = Date.now();
    await restart();
    const restartMs = Date.now() - killedAt;

    // Save, replayed, confirms the lightbox payment once
    const saves = await Promise.all(
      Array.from({ length: SAVE_REPLAYS }, () => payHost('/api/hostedcheckout/Save', lightbox)),
    );
    expect(saves.map((save) => [save.status, save.body.Status])).toEqual(
      Array.from({ length: SAVE_REPLAYS }, () => [200, 'confirmed']),
    );

    // the bank's return (the browser follows it after the restart) confirms the hosted payment
    const landing = await fetch(returnUrl, { redirect: 'manual' });
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toContain(`/TransactionDonation/${hosted.id}?Status=1`);

    // the session opened before the kill is still the bank's: paid now, saved, confirmed
    const paidAfter = await payAtBank(openSession, EXPIRY.approved, 'lightbox');
    expect(await paidAfter.json()).toMatchObject({ event: 'complete' });
    expect((await payHost('/api/hostedcheckout/Save', unpaid)).body).toMatchObject({ Status: 'confirmed' });

    // the late answer: Save finds the order PENDING at the bank, which then has the acquirer's approval;
    // the process dies again, and the reconciliation after the restart finds the payment approved
    expect((await payHost('/api/hostedcheckout/Save', late)).body).toMatchObject({ Status: 'pending' });
    await restart();
    const summary = await reconcile();
    // the only pending card donation the bank knows: confirmed by the reconciliation itself
    expect(summary.confirmed).toBe(1);
    expect((await payHost('/api/hostedcheckout/Save', late)).body).toMatchObject({ Status: 'confirmed' });

    // all settled: Saves of each and another reconciliation change nothing
    const paid = [lightbox, hosted, late, unpaid];
    const again = await Promise.all(paid.map((donation) => payHost('/api/hostedcheckout/Save', donation)));
    expect(again.map((save) => save.body.Status)).toEqual(paid.map(() => 'confirmed'));
    await reconcile();
    await served.athar.stop();

    const store = await served.openStore();
    const total = paid.reduce((sum, donation) => sum + donation.piasters, 0);
    try {
      const rows = await store.db
        .selectFrom('donations')
        .select(['id', 'status', 'amount'])
        .where(
          'id',
          'in',
          paid.map((donation) => donation.id),
        )
        .orderBy('id')
        .execute();
      expect(rows).toEqual(
        paid.map((donation) => ({ id: donation.id, status: 'confirmed', amount: donation.piasters })),
      );
      const after = await campaignTotals(store.db, served.campaign.id);
      expect(after).toEqual({
        collected: served.before.collected + total,
        donors_count: served.before.donors_count + 4,
      });
      expect(after).toEqual(await confirmedSums(store.db, served.campaign.id));
    } finally {
      await store.close();
    }
    recordResult(
      'R13',
      engine,
      true,
      `4 card payments taken at the bank, kill -9 before Save, Response.aspx and the reconciliation, ` +
        `2 restarts (the first took ${(restartMs / 1000).toFixed(1)} s): Save ×${SAVE_REPLAYS}, the return, ` +
        `a session opened before the kill and the reconciliation (${summary.confirmed} confirmed) ` +
        `confirmed each once; total +${total} piasters, donors +4, stored totals = sums`,
      Date.now() - started,
    );
  });
});
