import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorRole } from '@athar/contract/operator/roles';
import {
  resolveSettlementExceptionEndpoint,
  SETTLEMENT_FILE_MAX_BYTES,
  settlementExceptionsCsvEndpoint,
  settlementExceptionsEndpoint,
  settlementImportsEndpoint,
  uploadSettlementEndpoint,
} from '@athar/contract/settlement/settlement-endpoints';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import {
  exceptionById,
  importsPage,
  openExceptionsPage,
  resolveExceptionRow,
} from '../db/queries/settlement-imports';
import { keysetSlice } from '../lib/keyset-page';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { operatorAct, recordAudit } from '../services/audit/audit-trail';
import { exceptionsCsv } from '../services/settlement/exceptions-csv';
import { importSettlement } from '../services/settlement/import-settlement';

const docs = { tags: ['operator'] };
/** Reconciliation is the finance duty's; the admins may act for it. */
const FINANCE: readonly OperatorRole[] = ['finance', 'admin'];
const FILE_NAME = /^[^\p{C}/\\]{1,200}$/u;

/** The upload: a multipart form whose one file is streamed into the importer, never held whole. */
const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: SETTLEMENT_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });
  app.route({
    ...endpointRoute(uploadSettlementEndpoint, { ...docs, consumes: ['multipart/form-data'] }),
    ...operatorOnly({ roles: FINANCE }),
    handler: async (request) => {
      const operator = request.operator();
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', apiMessages.unsupportedMediaType);
      const part = await request.file().catch(() => {
        throw new AppError('BAD_REQUEST', apiMessages.badRequest);
      });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw new AppError('BAD_REQUEST', messages.fileMissing, { file: messages.fileMissing });
      }
      const fileName = part.filename.trim();
      if (!FILE_NAME.test(fileName)) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', messages.fileNameInvalid, { file: messages.fileNameInvalid });
      }
      try {
        const imported = await importSettlement(app.db, {
          fileName,
          chunks: part.file,
          operatorId: operator.id,
          charity: request.query.charity,
          audit: (act) => operatorAct(request, operator.id, act),
          now: app.clock.now(),
        });
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', messages.fileTooLarge);
        return ok([imported], imported.new ? messages.imported : messages.alreadyImported);
      } finally {
        // a file refused part-way: the rest is read and dropped, so the answer can be sent
        part.file.resume();
      }
    },
  });
};

/** Settlement files and the reconciliation queue in the operators' console (issue 39, docs/decisions/035). */
export const operatorSettlementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadRoute);

  app.route({
    ...endpointRoute(settlementImportsEndpoint, docs),
    ...operatorOnly({ roles: FINANCE }),
    handler: async (request) => {
      const { before, limit } = request.query;
      const { page, next_before } = keysetSlice(await importsPage(app.db, before, limit + 1), limit);
      return ok([{ imports: page, next_before }]);
    },
  });

  app.route({
    ...endpointRoute(settlementExceptionsEndpoint, docs),
    ...operatorOnly({ roles: FINANCE }),
    handler: async (request) => {
      const { before, limit } = request.query;
      const rows = await openExceptionsPage(app.db, before, limit + 1);
      const { page, next_before } = keysetSlice(rows, limit);
      return ok([{ exceptions: page, next_before }]);
    },
  });

  app.route({
    ...endpointRoute(
      settlementExceptionsCsvEndpoint,
      { ...docs, description: 'text/csv' },
      { jsonAnswer: false },
    ),
    ...operatorOnly({ roles: FINANCE }),
    handler: async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="settlement-exceptions.csv"')
        .header('cache-control', 'private, no-store')
        .send(await exceptionsCsv(app.db)),
  });

  app.route({
    ...endpointRoute(resolveSettlementExceptionEndpoint, docs),
    ...operatorOnly({ roles: FINANCE }),
    handler: async (request) => {
      const operator = request.operator();
      const { id } = request.params;
      const { note } = request.body;
      const found = await exceptionById(app.db, id);
      if (!found) throw new AppError('NOT_FOUND', messages.exceptionNotFound);
      await app.db.transaction().execute(async (trx) => {
        if (!(await resolveExceptionRow(trx, id, operator.id, note)))
          throw new AppError('CONFLICT', messages.alreadyResolved);
        await recordAudit(
          trx,
          operatorAct(request, operator.id, {
            action: 'settlement.exception_resolved',
            object_kind: 'settlement_line',
            object_id: id,
            changes: { outcome: [found.outcome, found.outcome], resolution_note: [null, note] },
          }),
        );
      });
      return ok([(await exceptionById(app.db, id))!], messages.resolved);
    },
  });
};
