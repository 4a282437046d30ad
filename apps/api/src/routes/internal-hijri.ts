import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearHijriCorrectionEndpoint,
  listHijriCorrectionsEndpoint,
  setHijriCorrectionEndpoint,
} from '@athar/contract/hijri/internal-corrections';
import type { HijriShift } from '@athar/contract/hijri/calendar';
import { hijriMessages } from '@athar/contract/hijri/messages';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireSignedRequests } from '../plugins/signed-routes';
import { loadHijriCorrections } from '../db/queries/hijri-corrections';
import { commandAct, recordAudit } from '../services/audit/audit-trail';
import { changeHijriCorrection, hijriCorrectionList } from '../services/hijri/corrections';

/**
 * `npm run hijri -- set|clear|list` calls these on the running app, signed with PAY_WEBHOOK_SECRET
 * (one use each) like the other operator calls, each change audited as a command in its transaction.
 * Hidden from the public OpenAPI.
 */
export const internalHijriRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });

  /** The correction set (a shift) or cleared (null), with its audit entry. */
  const change = (request: FastifyRequest, year: number, month: number, shift: HijriShift | null) =>
    app.db.transaction().execute(async (trx) => {
      const key = `${year}-${month}`;
      const before = (await loadHijriCorrections(trx)).get(key) ?? null;
      const result = await changeHijriCorrection(trx, year, month, shift);
      await recordAudit(
        trx,
        commandAct(request, {
          action: shift === null ? 'command.hijri.correction_cleared' : 'command.hijri.correction_set',
          object_kind: 'hijri_month',
          object_id: key,
          changes: { shift: [before, shift] },
        }),
      );
      return result;
    });

  app.route({
    ...endpointRoute(listHijriCorrectionsEndpoint, { hide: true }),
    handler: async () => ok(await hijriCorrectionList(app.db)),
  });

  app.route({
    ...endpointRoute(setHijriCorrectionEndpoint, { hide: true }),
    handler: async (request) => {
      const { hijri_year: year, hijri_month: month, shift } = request.body;
      const result = await change(request, year, month, shift);
      request.log.info({ year, month, shift, ...result }, 'hijri correction set');
      return ok([result], hijriMessages.correctionSet);
    },
  });

  app.route({
    ...endpointRoute(clearHijriCorrectionEndpoint, { hide: true }),
    handler: async (request) => {
      const { hijri_year: year, hijri_month: month } = request.body;
      const result = await change(request, year, month, null);
      request.log.info({ year, month, ...result }, 'hijri correction cleared');
      return ok([result], hijriMessages.correctionCleared);
    },
  });
};
