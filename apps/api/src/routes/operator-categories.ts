import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import {
  addCategoryEndpoint,
  addCategoryFields,
  CATEGORY_PICTURE_FIELD,
  categoryPictureEndpoint,
  editCategoryEndpoint,
  operatorCategoriesEndpoint,
  retireCategoryEndpoint,
} from '@athar/contract/operator/categories';
import { categoryMessages as text } from '@athar/contract/operator/category-messages';
import { PROJECT_REVIEWERS } from '@athar/contract/operator/project-review';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { readMultipartForm } from '../lib/multipart-form';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import {
  addCategory,
  changeCategoryPicture,
  consoleCategories,
  editCategory,
  retireCategory,
} from '../services/catalogue/console-categories';

const docs = { tags: ['operator'] };
const multipartDocs = { ...docs, consumes: ['multipart/form-data'] };
const guard = operatorOnly({ roles: PROJECT_REVIEWERS });
const pictureRequired = () =>
  new AppError('BAD_REQUEST', text.pictureRequired, { [CATEGORY_PICTURE_FIELD]: text.pictureRequired });

/** Adding a category and changing its picture, with multipart in its own scope. */
const categoryPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1000, parts: 5 },
  });

  app.route({
    ...endpointRoute(addCategoryEndpoint, multipartDocs),
    ...guard,
    handler: async (request) => {
      const operator = request.operator();
      const { fields, file } = await readMultipartForm(request, addCategoryFields, CATEGORY_PICTURE_FIELD);
      if (!file) throw pictureRequired();
      const actor = { request, operatorId: operator.id };
      return ok(await addCategory(app, actor, fields, file), text.added);
    },
  });

  app.route({
    ...endpointRoute(categoryPictureEndpoint, multipartDocs),
    ...guard,
    handler: async (request) => {
      const operator = request.operator();
      const { file } = await readMultipartForm(request, z.object({}), CATEGORY_PICTURE_FIELD);
      if (!file) throw pictureRequired();
      const actor = { request, operatorId: operator.id };
      return ok(await changeCategoryPicture(app, actor, request.params.id, file), text.pictureSaved);
    },
  });
};

/** The categories kept by the catalogue duty and the admins, each change in the audit log (037). */
export const operatorCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryPictureRoutes);

  app.route({
    ...endpointRoute(operatorCategoriesEndpoint, docs),
    ...guard,
    handler: async (request) => {
      request.operator();
      return ok(await consoleCategories(app.db));
    },
  });

  app.route({
    ...endpointRoute(editCategoryEndpoint, docs),
    ...guard,
    handler: async (request) => {
      const operator = request.operator();
      const actor = { request, operatorId: operator.id };
      return ok(await editCategory(app.db, actor, request.params.id, request.body), text.saved);
    },
  });

  app.route({
    ...endpointRoute(retireCategoryEndpoint, docs),
    ...guard,
    handler: async (request) => {
      const operator = request.operator();
      return ok(
        await retireCategory(app.db, { request, operatorId: operator.id }, request.params.id),
        text.retired,
      );
    },
  });
};
