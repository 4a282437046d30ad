import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shortIdEndpoint } from '@athar/contract/campaigns/short-id';
import { toWesternDigits } from '@athar/contract/arabic';
import { apiMessages } from '@athar/contract/messages';
import { campaignIdByCode } from '../db/queries/campaign-codes';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

const CODE = /^[0-9]{1,9}$/;

/** The campaign id behind a short code (GetCampiagnID: the misspelling is the contract's). */
export const shortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(shortIdEndpoint, { tags: ['campaigns'] }),
    handler: async (request) => {
      const code = toWesternDigits(request.params.shortname.trim());
      const id = CODE.test(code) ? await campaignIdByCode(app.db, Number(code)) : null;
      if (id === null) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      return ok(id);
    },
  });
};
