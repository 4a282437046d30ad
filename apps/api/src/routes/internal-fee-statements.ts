import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feeMessages } from '@athar/contract/fees/fee-messages';
import { internalIssueFeeStatementsEndpoint } from '@athar/contract/internal/issue-fee-statements';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { requireSignedRequests } from '../plugins/signed-routes';
import { commandAct } from '../services/audit/audit-trail';
import { feeSettings } from '../services/fees/fee-settings';
import { issueMonth } from '../services/fees/issue-month';

/** `npm run statements -- issue --month YYYY-MM`, signed with PAY_WEBHOOK_SECRET (one use), audited as a command. */
export const internalFeeStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });

  app.route({
    ...endpointRoute(internalIssueFeeStatementsEndpoint, { hide: true }),
    handler: async (request) => {
      const result = await issueMonth(
        app.db,
        request.body.month,
        app.clock.now(),
        feeSettings(app.config),
        (act) => commandAct(request, { ...act, action: `command.${act.action}` }),
      );
      request.log.info(result, 'fee statements issued');
      return ok([result], feeMessages.issued);
    },
  });
};
