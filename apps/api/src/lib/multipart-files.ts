import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';

export interface MultipartFiles<Fields> {
  fields: Fields;
  /** the non-empty file parts of each field, in the order they came */
  files: Record<string, Buffer[]>;
}

/**
 * Reads a multipart form whose text fields may repeat (`listFields`: each becomes an array) and
 * whose file fields may carry several files: the fields are checked by `schema` (400 with per-field
 * Arabic messages); past the size limits → 413; a body that is not valid multipart → 400.
 */
export async function readMultipartFiles<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  options: {
    fileFields: readonly string[];
    listFields: readonly string[];
    /** what a file past the size limit is told (a picture's limit unless given) */
    tooLarge?: string;
  },
): Promise<MultipartFiles<z.infer<Schema>>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', apiMessages.unsupportedMediaType);
  const values: Record<string, string | string[]> = {};
  for (const name of options.listFields) values[name] = [];
  const files: Record<string, Buffer[]> = Object.fromEntries(options.fileFields.map((name) => [name, []]));
  let fieldOfFile = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        fieldOfFile = part.fieldname;
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files[part.fieldname]?.push(bytes);
      } else if (typeof part.value === 'string') {
        const list = values[part.fieldname];
        if (Array.isArray(list)) list.push(part.value);
        else values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = options.tooLarge ?? validationMessages.imageTooLarge;
      throw new AppError('PAYLOAD_TOO_LARGE', message, { [fieldOfFile]: message });
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
  return { fields: parsed.data, files };
}
