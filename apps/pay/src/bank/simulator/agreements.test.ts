import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { piasters } from '@athar/contract/piasters';
import { createGatewayClient, GATEWAY_API_VERSION } from '../gateway-client';
import { JOURNAL_FILE, openSimulatorState, SIMULATOR_DIRECTORY } from './journal';
import { bankSimulator } from './simulator';
import { createSimulatorState, type BankSimulatorState } from './state';

/**
 * Card agreements at the simulated bank (docs/decisions/020): a VERIFY checkout stores the card for an
 * agreement (a token, nothing charged), and the merchant's own PAY on the token charges it, once per
 * (order, transaction), as the chosen test card answers.
 */
const PASSWORD = 'test-password';
const MERCHANT = 'TESTATHAR01';
const OTHER_MERCHANT = 'TESTATHAR02';
const CARD = '5123450000000008';

const closing: (() => Promise<unknown>)[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function startBank(state: BankSimulatorState = createSimulatorState()) {
  const app = Fastify({ logger: false });
  const passwords = new Map([
    [MERCHANT, PASSWORD],
    [OTHER_MERCHANT, PASSWORD],
  ]);
  await app.register(bankSimulator, { state, passwords, parentOrigin: 'http://127.0.0.1:3000' });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  closing.push(() => app.close());
  const client = createGatewayClient({ baseUrl: `${address}/bank`, passwords });
  return { app, state, client, address };
}

type Bank = Awaited<ReturnType<typeof startBank>>;

/** The cardholder's verification on the hosted page; answers the stored card's token. */
async function verifyCard(bank: Bank, agreementId: string, expiry = '01/39', merchantId = MERCHANT) {
  const orderId = `athar-g-${agreementId.length}-${Math.random().toString(16).slice(2, 10)}`;
  const session = await bank.client.initiateVerification({
    merchantId,
    merchantName: 'جمعية الخير',
    orderId,
    agreementId,
    currency: 'EGP',
    description: 'عطاء مجدول',
    returnUrl: 'http://127.0.0.1:3001/ScheduleResponse.aspx?schedule=7',
  });
  const page = await fetch(`${bank.address}/bank/checkout/pay/${session.sessionId}`);
  const html = await page.text();
  const paid = await bank.app.inject({
    method: 'POST',
    url: `/bank/checkout/${session.sessionId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({ mode: 'lightbox', cardNumber: CARD, expiry, csc: '123' }).toString(),
  });
  const order = await bank.client.retrieveOrder(merchantId, orderId);
  return { orderId, session, html, answer: paid.json() as Record<string, unknown>, order };
}

const payment = (token: string, agreementId: string, orderId: string, transactionId: string) => ({
  merchantId: MERCHANT,
  orderId,
  transactionId,
  agreementId,
  token,
  amountPiasters: piasters(25_000),
  currency: 'EGP',
});

describe('card agreements at the bank simulator', () => {
  it('verifies a card without charging it and stores a token for the agreement', async () => {
    const bank = await startBank();
    const verified = await verifyCard(bank, 'athar-g-1');
    expect(verified.html).toContain('التحقق من البطاقة لحفظها للعطاء المجدول');
    expect(verified.html).not.toContain('id="order-amount"');
    expect(verified.answer).toEqual({
      event: 'complete',
      resultIndicator: verified.session.successIndicator,
    });
    expect(verified.order).toMatchObject({
      result: 'SUCCESS',
      status: 'VERIFIED',
      agreementId: 'athar-g-1',
      token: expect.stringMatching(/^9[0-9]{15}$/),
      cardLast4: '0008',
      amountPiasters: 0,
    });
    // the card number is neither kept nor answered
    const stored = JSON.stringify([...bank.state.tokens.values(), ...bank.state.orders.values()]);
    expect(stored).not.toContain('512345');
    expect(stored).toContain(verified.order!.token!);
  });

  it('refuses a VERIFY session that does not ask to store the card for an UNSCHEDULED agreement', async () => {
    const bank = await startBank();
    const auth = `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString('base64')}`;
    const body = {
      apiOperation: 'INITIATE_CHECKOUT',
      interaction: { operation: 'VERIFY', returnUrl: 'http://127.0.0.1:3001/x', merchant: { name: 'x' } },
      order: { id: 'athar-g-9-aaaa', amount: '0.00', currency: 'EGP' },
      agreement: { id: 'athar-g-9', type: 'UNSCHEDULED' },
      sourceOfFunds: { provided: { card: { storedOnFile: 'TO_BE_STORED' } } },
      transaction: { source: 'INTERNET' },
    };
    const url = `/bank/api/rest/version/${GATEWAY_API_VERSION}/merchant/${MERCHANT}/session`;
    const post = (payload: object) =>
      bank.app.inject({ method: 'POST', url, headers: { authorization: auth }, payload });
    expect((await post(body)).statusCode).toBe(201);
    for (const broken of [
      { ...body, agreement: { id: 'athar-g-9', type: 'RECURRING' } },
      { ...body, agreement: undefined },
      { ...body, sourceOfFunds: { provided: { card: { storedOnFile: 'STORED' } } } },
      { ...body, transaction: { source: 'MERCHANT' } },
    ]) {
      expect((await post(broken)).statusCode).toBe(400);
    }
  });

  it('a declined verification stores nothing', async () => {
    const bank = await startBank();
    const declined = await verifyCard(bank, 'athar-g-2', '05/39');
    expect(declined.answer).toMatchObject({ event: 'error', message: 'رفض البنك التحقق من البطاقة' });
    expect(declined.order).toMatchObject({ result: 'FAILURE', token: null });
    expect(bank.state.tokens.size).toBe(0);
  });

  it('the approving card is charged on its token: CAPTURED with the amount', async () => {
    const bank = await startBank();
    const { order } = await verifyCard(bank, 'athar-g-3');
    const paid = await bank.client.payWithAgreement(payment(order!.token!, 'athar-g-3', 'athar-n-31', '1'));
    expect(paid).toEqual({ result: 'SUCCESS', gatewayCode: 'APPROVED' });
    expect(await bank.client.retrieveOrder(MERCHANT, 'athar-n-31')).toMatchObject({
      result: 'SUCCESS',
      status: 'CAPTURED',
      amountPiasters: 25_000,
      currency: 'EGP',
      agreementId: 'athar-g-3',
      gatewayCode: 'APPROVED',
    });
  });

  it('the same (order, transaction) twice is one charge; a captured order takes no other', async () => {
    const bank = await startBank();
    const { order } = await verifyCard(bank, 'athar-g-4');
    const first = payment(order!.token!, 'athar-g-4', 'athar-n-41', '1');
    const answers = await Promise.all([
      bank.client.payWithAgreement(first),
      bank.client.payWithAgreement(first),
    ]);
    expect(answers).toEqual([
      { result: 'SUCCESS', gatewayCode: 'APPROVED' },
      { result: 'SUCCESS', gatewayCode: 'APPROVED' },
    ]);
    expect(bank.state.orders.get(`${MERCHANT}/athar-n-41`)!.transactions).toHaveLength(1);
    expect(await bank.client.payWithAgreement({ ...first, transactionId: '2' })).toEqual({
      result: 'FAILURE',
      gatewayCode: 'INVALID_REQUEST',
    });
    expect(bank.state.orders.get(`${MERCHANT}/athar-n-41`)!.transactions).toHaveLength(1);
  });

  it('02/39 declines the first charge of each order and approves its retry', async () => {
    const bank = await startBank();
    const { order } = await verifyCard(bank, 'athar-g-5', '02/39');
    const token = order!.token!;
    for (const night of ['athar-n-51', 'athar-n-52']) {
      expect(await bank.client.payWithAgreement(payment(token, 'athar-g-5', night, '1'))).toEqual({
        result: 'FAILURE',
        gatewayCode: 'DECLINED',
      });
      expect(await bank.client.retrieveOrder(MERCHANT, night)).toMatchObject({
        result: 'FAILURE',
        gatewayCode: 'DECLINED',
      });
      // the first attempt again is still its declined transaction, not a retry
      expect((await bank.client.payWithAgreement(payment(token, 'athar-g-5', night, '1'))).result).toBe(
        'FAILURE',
      );
      expect(await bank.client.payWithAgreement(payment(token, 'athar-g-5', night, '2'))).toEqual({
        result: 'SUCCESS',
        gatewayCode: 'APPROVED',
      });
      expect(await bank.client.retrieveOrder(MERCHANT, night)).toMatchObject({
        result: 'SUCCESS',
        status: 'CAPTURED',
      });
    }
  });

  it('03/39 always declines for insufficient funds', async () => {
    const bank = await startBank();
    const { order } = await verifyCard(bank, 'athar-g-6', '03/39');
    for (const attempt of ['1', '2']) {
      expect(
        await bank.client.payWithAgreement(payment(order!.token!, 'athar-g-6', 'athar-n-61', attempt)),
      ).toEqual({ result: 'FAILURE', gatewayCode: 'INSUFFICIENT_FUNDS' });
    }
    expect(await bank.client.retrieveOrder(MERCHANT, 'athar-n-61')).toMatchObject({
      result: 'FAILURE',
      gatewayCode: 'INSUFFICIENT_FUNDS',
    });
  });

  it("refuses an unknown token, another agreement's token and another merchant's", async () => {
    const bank = await startBank();
    const mine = (await verifyCard(bank, 'athar-g-7')).order!.token!;
    const theirs = (await verifyCard(bank, 'athar-g-8')).order!.token!;
    const otherMerchant = (await verifyCard(bank, 'athar-g-70', '01/39', OTHER_MERCHANT)).order!.token!;
    const refused = { result: 'FAILURE', gatewayCode: 'INVALID_REQUEST' };
    expect(
      await bank.client.payWithAgreement(payment('9000000000000000', 'athar-g-7', 'athar-n-71', '1')),
    ).toEqual(refused);
    expect(await bank.client.payWithAgreement(payment(theirs, 'athar-g-7', 'athar-n-72', '1'))).toEqual(
      refused,
    );
    expect(
      await bank.client.payWithAgreement(payment(otherMerchant, 'athar-g-70', 'athar-n-73', '1')),
    ).toEqual(refused);
    expect(await bank.client.retrieveOrder(MERCHANT, 'athar-n-71')).toBeNull();
    expect(await bank.client.retrieveOrder(MERCHANT, 'athar-n-72')).toBeNull();
    // and a token never charges an order the cardholder pays on the hosted page
    await bank.client.initiateCheckout({
      merchantId: MERCHANT,
      merchantName: 'جمعية الخير',
      orderId: 'athar-5-aaaa',
      amountPiasters: piasters(25_000),
      currency: 'EGP',
      description: 'تبرع',
      returnUrl: 'http://127.0.0.1:3001/Response.aspx?donationID=5',
    });
    expect(await bank.client.payWithAgreement(payment(mine, 'athar-g-7', 'athar-5-aaaa', '1'))).toEqual(
      refused,
    );
    expect(bank.state.orders.get(`${MERCHANT}/athar-5-aaaa`)!.outcome).toBeNull();
  });

  it('keeps tokens and charges across a restart (the journal)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-bank-agreements-'));
    dirs.push(dir);
    const first = await startBank(await openSimulatorState({ dataDir: dir }));
    const token = (await verifyCard(first, 'athar-g-9', '02/39')).order!.token!;
    await first.client.payWithAgreement(payment(token, 'athar-g-9', 'athar-n-91', '1'));
    await first.app.close();
    closing.splice(0);

    const journal = fs.readFileSync(path.join(dir, SIMULATOR_DIRECTORY, JOURNAL_FILE), 'utf8');
    expect(journal).not.toContain('512345');
    const second = await startBank(await openSimulatorState({ dataDir: dir }));
    expect(second.state.tokens.get(token)).toMatchObject({
      agreementId: 'athar-g-9',
      behaviour: 'decline-first',
    });
    // the retry of the declined night is approved: the bank remembers the first attempt
    expect(await second.client.payWithAgreement(payment(token, 'athar-g-9', 'athar-n-91', '2'))).toEqual({
      result: 'SUCCESS',
      gatewayCode: 'APPROVED',
    });
  });
});
