import { z } from 'zod';
import { stripNameBidi } from '../bidi';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  addCategoryRoute,
  categoryPictureRoute,
  editCategoryRoute,
  operatorCategoriesRoute,
  retireCategoryRoute,
} from '../routes/operator';
import { categoryMessages as messages } from './category-messages';

/** The multipart field of a category's picture. */
export const CATEGORY_PICTURE_FIELD = 'category_image';

const categoryName = z
  .string(messages.nameInvalid)
  .overwrite(stripNameBidi)
  .trim()
  .min(2, messages.nameInvalid)
  .max(60, messages.nameInvalid)
  .regex(/[\u0600-\u06FF]/, messages.nameInvalid);
const sortOrder = decimalNumber(
  z.coerce
    .number(messages.orderInvalid)
    .int(messages.orderInvalid)
    .min(0, messages.orderInvalid)
    .max(1000, messages.orderInvalid),
);

/** A category as the operators' console lists it, retired ones included. */
export const consoleCategory = z.object({
  id: z.number().int(),
  ar_name: z.string(),
  category_image: z.string(),
  sort_order: z.number().int(),
  retired: z.boolean(),
  projects: z.number().int(),
});
export type ConsoleCategory = z.infer<typeof consoleCategory>;

const categoriesResponse = envelope(z.array(consoleCategory));
const idParams = z.object({ id: decimalNumber(z.coerce.number().int().positive().max(2_147_483_647)) });

/** The text fields of a new category (multipart, with its picture). */
export const addCategoryFields = z.object({ ar_name: categoryName, sort_order: sortOrder.default(0) });
export type AddCategoryFields = z.input<typeof addCategoryFields>;

export const editCategoryBody = z.object({
  ar_name: categoryName.optional(),
  sort_order: sortOrder.optional(),
});
export type EditCategoryBody = z.input<typeof editCategoryBody>;

/** GET /api/operator/categories — every category by its order, retired ones last. */
export const operatorCategoriesEndpoint = defineEndpoint({
  ...operatorCategoriesRoute,
  response: categoriesResponse,
});

/** POST /api/operator/categories — multipart: `ar_name`, `sort_order` and the picture `category_image`. */
export const addCategoryEndpoint = defineEndpoint({ ...addCategoryRoute, response: categoriesResponse });

/** PATCH /api/operator/categories/:id — rename or reorder. */
export const editCategoryEndpoint = defineEndpoint({
  ...editCategoryRoute,
  params: idParams,
  body: editCategoryBody,
  response: categoriesResponse,
});

/** PUT /api/operator/categories/:id/picture — multipart, one picture, re-encoded. */
export const categoryPictureEndpoint = defineEndpoint({
  ...categoryPictureRoute,
  params: idParams,
  response: categoriesResponse,
});

/** POST /api/operator/categories/:id/retire — gone from choosing; its projects keep it. */
export const retireCategoryEndpoint = defineEndpoint({
  ...retireCategoryRoute,
  params: idParams,
  response: categoriesResponse,
});
