import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import {
  cashDepositFields,
  cashDepositSlipEndpoint,
  cashDepositsEndpoint,
  DEPOSIT_DONATIONS_MAX,
  DEPOSIT_SLIP_FIELD,
  recordCashDepositEndpoint,
  undepositedCashEndpoint,
  type CashDeposit,
} from '@athar/contract/settlement/cash-deposits';
import { cashDepositMessages as messages } from '@athar/contract/settlement/cash-deposit-messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { cashDepositsOf, undepositedCash } from '../db/queries/cash-deposits';
import { AppError } from '@athar/server-kit/errors';
import { privateDir } from '../lib/private-documents-dir';
import { readMultipartFiles } from '../lib/multipart-files';
import { ok } from '../lib/reply';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { auditOrigin } from '../services/audit/audit-trail';
import { recordCashDeposit } from '../services/settlement/record-cash-deposit';

const docs = { tags: ['charity'], security: staffSecurity };

const depositOut = (row: Awaited<ReturnType<typeof cashDepositsOf>>[number]): CashDeposit => ({
  id: Number(row.id),
  amount: Number(row.amount),
  deposited_on: row.deposited_on,
  bank_reference: row.bank_reference,
  slip_url: `/api/charity/cash-deposits/${Number(row.id)}/slip`,
  donation_ids: row.donation_ids,
  recorded_by: row.recorded_by,
  recorded_at: new Date(row.recorded_at).toISOString(),
});

/**
 * The charity's bank deposits of collected cash (issue 39), for its finance staff and admins: the
 * collected cash no deposit carries yet, the deposits, and a new deposit with its slip's photo.
 */
export const charityCashDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  requireStaffOnEveryRoute(app, 'deposits');
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 2,
      fields: DEPOSIT_DONATIONS_MAX + 8,
      fieldSize: 1000,
      parts: DEPOSIT_DONATIONS_MAX + 10,
    },
  });

  app.route({
    ...endpointRoute(undepositedCashEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const rows = await undepositedCash(app.db, staff.ngoId, DEPOSIT_DONATIONS_MAX);
      return ok(
        rows.map((row) => ({
          id: Number(row.id),
          donor_name: row.donor_name,
          amount: Number(row.amount),
          collected_at: new Date(row.confirmed_at!).toISOString(),
          collected_by: row.collected_by,
        })),
      );
    },
  });

  app.route({
    ...endpointRoute(cashDepositsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      return ok((await cashDepositsOf(app.db, staff.ngoId, { limit: 100 })).map(depositOut));
    },
  });

  app.route({
    ...endpointRoute(recordCashDepositEndpoint, { ...docs, consumes: ['multipart/form-data'] }),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { fields, files } = await readMultipartFiles(request, cashDepositFields, {
        fileFields: [DEPOSIT_SLIP_FIELD],
        listFields: ['donation_ids'],
      });
      const id = await recordCashDeposit(
        app.db,
        privateDir(app.config),
        staff,
        fields,
        files[DEPOSIT_SLIP_FIELD]![0],
        auditOrigin(request),
        app.clock.now(),
      );
      const [deposit] = await cashDepositsOf(app.db, staff.ngoId, { id, limit: 1 });
      request.log.info({ depositId: id, staffId: staff.id }, 'cash deposit recorded');
      return ok([depositOut(deposit!)], messages.recorded);
    },
  });

  app.route({
    ...endpointRoute(cashDepositSlipEndpoint, { ...docs, description: 'image/webp' }, { jsonAnswer: false }),
    handler: async (request, reply) => {
      const staff = await request.requireStaff();
      const [deposit] = await cashDepositsOf(app.db, staff.ngoId, { id: request.params.id, limit: 1 });
      if (!deposit) throw new AppError('NOT_FOUND', messages.depositNotFound);
      const root = privateDir(app.config);
      const file = path.resolve(root, deposit.slip_image);
      if (!file.startsWith(root + path.sep)) throw new AppError('NOT_FOUND', messages.depositNotFound);
      return reply
        .type('image/webp')
        .header('content-disposition', `inline; filename="deposit-${deposit.id}-slip.webp"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await fs.readFile(file));
    },
  });
};
