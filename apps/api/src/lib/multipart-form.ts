import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';

/**
 * Reads a multipart form: its text fields, checked by `schema` (400 with per-field Arabic messages),
 * and one optional file (an empty file part means none; past the multipart size limit → 413; a body
 * that is not valid multipart → 400).
 */
export async function readMultipartForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  fileField: string,
): Promise<{ fields: z.infer<Schema>; file: Buffer | null }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', apiMessages.unsupportedMediaType);
  const values: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && bytes.length > 0) file = bytes;
      } else if (typeof part.value === 'string') {
        values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', validationMessages.imageTooLarge, {
        [fileField]: validationMessages.imageTooLarge,
      });
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', apiMessages.payloadTooLarge);
    }
    // anything else reading the parts is a body that is not valid multipart (no boundary, cut short)
    throw new AppError('BAD_REQUEST', apiMessages.badRequest);
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
    throw new AppError('BAD_REQUEST', Object.values(errors)[0] ?? apiMessages.badRequest, errors);
  }
  return { fields: parsed.data, file };
}
