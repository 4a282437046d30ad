import sharp from 'sharp';
import { applicationMessages as messages } from '@athar/contract/applications/application-messages';
import { DOCUMENT_MAX_BYTES } from '@athar/contract/applications/application-fields';
import { AppError } from '@athar/server-kit/errors';
import type { DocumentContentType } from '../../db/schema-applications';

/** A document as it will be stored: its bytes (a picture re-encoded), type and file extension. */
export interface CheckedDocument {
  bytes: Buffer;
  content_type: DocumentContentType;
  extension: 'pdf' | 'jpg' | 'png';
}

const MAX_INPUT_PIXELS = 50_000_000;
const PDF_HEADER = /^%PDF-(1\.[0-7]|2\.0)/;
/**
 * What a scanned certificate never needs and a hostile PDF carries: scripts, launching a program,
 * embedded files, Flash or XFA forms. Such a file is refused, not cleaned.
 */
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)\b/;

function refuse(field: string, message: string = messages.documentType): never {
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { [field]: message });
}

function checkPdf(field: string, bytes: Buffer): CheckedDocument {
  if (!PDF_HEADER.test(bytes.subarray(0, 8).toString('latin1'))) refuse(field);
  // a PDF ends with its trailer; a file cut short (or a header alone) does not
  if (
    !bytes
      .subarray(Math.max(0, bytes.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  )
    refuse(field);
  if (PDF_ACTIVE.test(bytes.toString('latin1'))) refuse(field, messages.documentActive);
  return { bytes, content_type: 'application/pdf', extension: 'pdf' };
}

/**
 * A JPEG or PNG by its bytes, decoded whole (a picture cut short or declaring more pixels than it may
 * is refused) and stored re-encoded without its metadata, so nothing appended to it survives.
 */
async function checkPicture(field: string, bytes: Buffer): Promise<CheckedDocument> {
  try {
    const picture = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await picture.metadata();
    if (format === 'jpeg') {
      const stored = await picture.rotate().jpeg({ quality: 90 }).toBuffer();
      return { bytes: stored, content_type: 'image/jpeg', extension: 'jpg' };
    }
    if (format === 'png') {
      const stored = await picture.rotate().png().toBuffer();
      return { bytes: stored, content_type: 'image/png', extension: 'png' };
    }
  } catch {
    refuse(field);
  }
  return refuse(field);
}

/** Checks one uploaded document by its content (never its name or declared type): 413 or 415 in Arabic. */
export async function checkDocument(field: string, bytes: Buffer): Promise<CheckedDocument> {
  if (bytes.length > DOCUMENT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', messages.documentTooLarge, {
      [field]: messages.documentTooLarge,
    });
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return checkPdf(field, bytes);
  return checkPicture(field, bytes);
}
