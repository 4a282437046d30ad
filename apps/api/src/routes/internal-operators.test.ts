import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorMessages } from '@athar/contract/operator/messages';
import { validationMessages } from '@athar/contract/messages';
import { uniqueEmail } from '../test/factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)('`npm run operator -- add` on %s (issue 36)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const add = (payload: object, signature?: string) =>
    signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: '/api/internal/operators',
      payload,
      signature,
    });
  const body = (email = uniqueEmail('first-operator')) => ({
    email,
    name: 'أمل السيد',
    roles: ['admin', 'data_protection'],
    password: 'a-long-operator-password',
  });

  it('adds an operator who then enrols at the first login, recorded as the command’s act', async () => {
    const input = body();
    const answer = await add(input);
    expect(answer.statusCode, answer.body).toBe(200);
    const operator = answer.json().data[0];
    expect(operator).toMatchObject({ email: input.email, roles: ['admin', 'data_protection'] });
    expect(answer.body).not.toContain(input.password);
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'command.operator.added')
      .where('object_id', '=', String(operator.id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_kind: 'command', object_kind: 'operator' });
    expect(JSON.stringify(entry)).not.toContain(input.password);

    const login = await t.call({
      method: 'POST',
      url: '/api/operator/auth/login',
      payload: { email: input.email, password: input.password },
    });
    expect(login.json().data[0].session).toBe('enrol');
  });

  it('refuses an unsigned or replayed call, a taken address, a common password and an unknown duty', async () => {
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/internal/operators', payload: body() });
    expect(unsigned.statusCode).toBe(401);

    const input = body();
    const first = await add(input);
    expect(first.statusCode).toBe(200);
    const again = await add({ ...input, name: 'شخص آخر' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(operatorMessages.emailTaken);

    const common = await add({ ...body(), password: 'password123' });
    expect(common.statusCode).toBe(400);
    const unknownDuty = await add({ ...body(), roles: ['root'] });
    expect(unknownDuty.statusCode).toBe(400);
    const short = await add({ ...body(), password: 'short' });
    expect(short.json().errors?.password).toBe(validationMessages.passwordShort);
    const operators = await t.db.selectFrom('operators').select('email').execute();
    expect(operators.filter((row) => row.email === input.email)).toHaveLength(1);
  });
});
