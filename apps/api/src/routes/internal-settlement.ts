import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { internalSettlementImportEndpoint } from '@athar/contract/settlement/settlement-endpoints';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireSignedRequests } from '../plugins/signed-routes';
import { commandAct } from '../services/audit/audit-trail';
import { importSettlement } from '../services/settlement/import-settlement';

/**
 * `npm run settlement -- import <file>`: the file streamed as text/csv, signed with PAY_WEBHOOK_SECRET
 * (one use) over a query naming the file and its SHA-256, which the body must have; audited as a command.
 */
export const internalSettlementRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });
  // the body is read by the importer as it arrives, never buffered here
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));

  app.route({
    ...endpointRoute(internalSettlementImportEndpoint, { hide: true }),
    handler: async (request) => {
      const { file_name, sha256, charity } = request.query;
      const imported = await importSettlement(app.db, {
        fileName: file_name,
        chunks: request.body as AsyncIterable<Uint8Array>,
        operatorId: null,
        audit: (act) => commandAct(request, { ...act, action: `command.${act.action}` }),
        expectedSha256: sha256,
        charity,
        now: app.clock.now(),
      });
      request.log.info({ import: imported.id, new: imported.new }, 'settlement file imported');
      return ok([imported], imported.new ? messages.imported : messages.alreadyImported);
    },
  });
};
