import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citiesEndpoint, cityAreasEndpoint } from '@athar/contract/locations/cities';
import { categoriesEndpoint } from '@athar/contract/campaigns/categories';
import { filterEndpoint, filterOptions } from '@athar/contract/filters';
import { apiMessages } from '@athar/contract/messages';
import { listCities, listCityAreas } from '../db/queries/locations';
import { listCategories } from '../services/catalogue/categories';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

/** Reference lists the forms and filters read: governorates, areas, categories, sort options. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(citiesEndpoint, { tags: ['locations'] }),
    handler: async () => ok(await listCities(app.db)),
  });

  app.route({
    ...endpointRoute(cityAreasEndpoint, { tags: ['locations'] }),
    handler: async (request) => {
      const areas = await listCityAreas(app.db, request.params.cityId);
      if (!areas) throw new AppError('NOT_FOUND', apiMessages.cityNotFound);
      return ok(areas);
    },
  });

  app.route({
    ...endpointRoute(categoriesEndpoint, { tags: ['campaigns'] }),
    handler: async () => ok(await listCategories(app.db)),
  });

  app.route({
    ...endpointRoute(filterEndpoint, { tags: ['filters'] }),
    handler: async (request) =>
      ok(filterOptions[request.params.section].map(({ value, filter_type }) => ({ value, filter_type }))),
  });
};
