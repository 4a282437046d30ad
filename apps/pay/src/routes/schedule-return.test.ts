import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow } from '../../../../integration/payments/gateway-browser';
import { startPayStack, oneEngine, type PayStack } from '../../../../integration/payments/pay-stack';
import {
  cardSchedule,
  openScheduleSession,
  scheduleFailedPage,
  scheduleRow,
} from '../../../../integration/payments/schedule-browser';
import { createTestPayApp, TEST_PUBLIC_URL } from '../test/test-pay-app';

/**
 * GET /ScheduleResponse.aspx — the bank's return of the browser after a schedule's card verification
 * (schedule-return.ts), api, pay and the bank simulator on loopback. A verified card's return, which
 * activates the schedule, is integration/payments/schedule-flow.test.ts.
 */
describe.each(oneEngine)("the bank's return to ScheduleResponse.aspx (%s)", (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  const returnOf = (query: string) => follow(`${stack.payUrl}/ScheduleResponse.aspx${query}`);

  it('activates nothing for an unknown schedule, one never sent to the bank, or a return without the indicator', async () => {
    const failed = `${stack.apiUrl}/GivingSchedule/failed`;
    expect(await returnOf('?schedule=99999999')).toEqual({ status: 302, location: failed });
    const created = await cardSchedule(stack);
    expect(await returnOf(`?schedule=${created.id}&resultIndicator=abc`)).toEqual({
      status: 302,
      location: failed,
    });
    const opened = await openScheduleSession(stack, {
      schedule_id: created.id,
      setup_token: created.setupToken,
    });
    expect(opened.status).toBe(200);
    // the donor left the bank's page: no indicator
    expect(await returnOf(`?schedule=${created.id}`)).toEqual({
      status: 302,
      location: scheduleFailedPage(stack, 'cancelled'),
    });
    expect((await scheduleRow(stack, created.id)).status).toBe('setup');
  });
});

describe('ScheduleResponse.aspx on the payment host alone', () => {
  let test: Awaited<ReturnType<typeof createTestPayApp>>;
  beforeAll(async () => {
    test = await createTestPayApp();
  });
  afterAll(() => test.close());

  it('lands on /GivingSchedule/failed, saying "timeout" when the api does not answer', async () => {
    const back = async (query: string) => {
      const answer = await test.pay.inject({ method: 'GET', url: `/ScheduleResponse.aspx${query}` });
      return { status: answer.statusCode, location: answer.headers.location };
    };
    const failed = `${TEST_PUBLIC_URL}/GivingSchedule/failed`;
    expect(await back('?schedule=abc')).toEqual({ status: 302, location: failed });
    expect(await back('?schedule=7&resultIndicator=abc')).toEqual({
      status: 302,
      location: `${failed}?reason=timeout`,
    });
  });
});
