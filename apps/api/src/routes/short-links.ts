import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shortIdParams, shortIdResponse } from '@athar/contract/campaigns/short-id';
import { PRODUCT_PREFIX } from '@athar/contract/constants';
import { toWesternDigits } from '@athar/contract/arabic';
import { apiMessages } from '@athar/contract/messages';
import { campaignIdByCode } from '../db/queries/campaign-codes';
import { AppError } from '../errors';

const CODE = /^[0-9]{1,9}$/;

/** GET /athar/api/GetCampiagnID/{shortname}: the campaign id behind a short code (the spelling is the contract's). */
export const shortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${PRODUCT_PREFIX}/api/GetCampiagnID/:shortname`,
    { schema: { tags: ['campaigns'], params: shortIdParams, response: { 200: shortIdResponse } } },
    async (request) => {
      const code = toWesternDigits(request.params.shortname.trim());
      const id = CODE.test(code) ? await campaignIdByCode(app.db, Number(code)) : null;
      if (id === null) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      return { status: 1 as const, message: '', data: id };
    },
  );
};
