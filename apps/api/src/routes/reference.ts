import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citiesResponse, cityAreasParams, cityAreasResponse } from '@athar/contract/locations/cities';
import { categoriesResponse } from '@athar/contract/campaigns/categories';
import { filterOptions, filterParams, filterResponse } from '@athar/contract/filters';
import { apiMessages } from '@athar/contract/messages';
import { listCities, listCityAreas } from '../db/queries/locations';
import { listCategories } from '../db/queries/categories';
import { AppError } from '../errors';

/** Reference lists the forms and filters read: governorates, areas, categories, sort options. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cities',
    { schema: { tags: ['locations'], response: { 200: citiesResponse } } },
    async () => ({
      status: 1 as const,
      message: '',
      data: await listCities(app.db),
    }),
  );

  app.get(
    '/api/cities/:cityId',
    { schema: { tags: ['locations'], params: cityAreasParams, response: { 200: cityAreasResponse } } },
    async (request) => {
      const areas = await listCityAreas(app.db, request.params.cityId);
      if (!areas) throw new AppError('NOT_FOUND', apiMessages.cityNotFound);
      return { status: 1 as const, message: '', data: areas };
    },
  );

  app.get(
    '/api/campaigns/categories',
    { schema: { tags: ['campaigns'], response: { 200: categoriesResponse } } },
    async () => ({ status: 1 as const, message: '', data: await listCategories(app.db) }),
  );

  app.get(
    '/api/:section/filter',
    { schema: { tags: ['filters'], params: filterParams, response: { 200: filterResponse } } },
    async (request) => ({
      status: 1 as const,
      message: '',
      data: filterOptions[request.params.section].map(({ value, filter_type }) => ({ value, filter_type })),
    }),
  );
};
