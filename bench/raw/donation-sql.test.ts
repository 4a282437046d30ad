import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { createDonationBody } from '@athar/contract/donations/create-donation';
import { takeSignature } from '@athar/api/db/queries/used-signatures';
import { memoryStore, RateLimiter } from '@athar/api/lib/rate-limiter';
import { confirmDonation } from '@athar/api/services/donations/confirm-donation';
import { createDonation } from '@athar/api/services/donations/create-donation';
import { readPaymentDonation } from '@athar/api/services/donations/payment-records';
import { createCreatorCampaign } from '@athar/api/test/campaign-factories';
import { createTestDatabase, type TestDatabase } from '@athar/api/test/test-database';
import { bind, captureDonationStatements, type DonationStatements } from './donation-sql';

type Db = TestDatabase['handle']['db'];

/** The SQL of every statement sent through the handle it answers, in order (transactions included). */
function recordSql(db: Db): { db: Db; sent: string[] } {
  const sent: string[] = [];
  const recorded = db.withPlugin({
    transformQuery(args) {
      sent.push(db.getExecutor().compileQuery(args.node, args.queryId).sql);
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db: recorded, sent };
}

describe('the raw reference’s donation statements', () => {
  let database: TestDatabase;
  let statements: DonationStatements;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    statements = await captureDonationStatements();
  });
  afterAll(() => database.dispose());

  it('are the SQL the api sends to create and confirm a card donation, in the same order', async () => {
    const campaign = await createCreatorCampaign(database.handle.db, { card: true });
    const { donation } = createDonationBody.parse({
      donation: {
        consent: true,
        user_name: 'متبرع تجريبي',
        email: 'bench@example.com',
        amount: 100,
        campaign_id: campaign.id,
        type: PAYMENT_TYPE.card,
      },
    });
    const give = (db: Db) =>
      createDonation(
        {
          db,
          metrics: { donationCreated: () => {} },
          config: { PAY_WEBHOOK_SECRET: 'bench' },
          rateLimiter: new RateLimiter(memoryStore()),
          log: console,
        },
        donation,
        { viewerId: null, idempotencyKey: randomUUID(), client: '127.0.0.1' },
      );
    // a first donation takes the campaign across the listing threshold, as the bench's campaigns are:
    // the measured one then queues no "now visible" mail
    await confirmDonation(database.handle.db, (await give(database.handle.db)).donation_id);

    const { db, sent } = recordSql(database.handle.db);
    const created = await give(db);
    // what POST /api/internal/donations/:id/confirm runs: the signature's one use, the row, the confirmation
    expect(await takeSignature(db, randomBytes(32).toString('hex'), 600_000)).toBe(true);
    await readPaymentDonation(db, created.donation_id);
    expect(await confirmDonation(db, created.donation_id)).toBe('confirmed');

    const raw = [
      statements.earlier,
      statements.campaign,
      statements.insert,
      statements.consent,
      statements.signature,
      statements.payment,
      statements.confirm,
      statements.totals,
      statements.dayAmount,
      statements.dayDonor,
      statements.receipt,
    ];
    expect(sent).toEqual(raw.map((statement) => statement.sql));
  });

  it('leave no input of the raw server unbound', () => {
    const values = {
      idempotency_key: 'k',
      campaign_id: 1,
      day: '2026-01-01',
      ngo_id: 1,
      user_name: 'n',
      email: 'e',
      user_id: null,
      msisdn: null,
      amount: 1,
      request_hash: 'h',
      payment_token_hash: 'p',
      payment_token_expires_at: new Date(),
      digest: 'd',
      donation_id: 1,
      now: new Date(),
      payload: '{}',
    };
    for (const statement of Object.values(statements)) {
      const parameters = bind(statement, values);
      expect(parameters).toHaveLength(statement.parameters.length);
      for (const parameter of parameters) expect(String(parameter)).not.toContain('\u0000');
    }
  });
});
