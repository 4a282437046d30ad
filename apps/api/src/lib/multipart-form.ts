import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readMultipartFiles } from './multipart-files';

/**
 * Reads a multipart form: its text fields, checked by `schema` (400 with per-field Arabic messages),
 * and one optional file (an empty file part means none, the last one given wins; past the multipart
 * size limit → 413; a body that is not valid multipart → 400).
 */
export async function readMultipartForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  fileField: string,
): Promise<{ fields: z.infer<Schema>; file: Buffer | null }> {
  const { fields, files } = await readMultipartFiles(request, schema, {
    fileFields: [fileField],
    listFields: [],
  });
  return { fields, file: files[fileField]?.at(-1) ?? null };
}
