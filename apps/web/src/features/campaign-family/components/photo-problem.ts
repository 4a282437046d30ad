import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { PHOTO_TYPES } from '../../../components/forms/photo-picker';
import { familyMessages } from '../../../lib/messages/family';

/** The Arabic refusal of a chosen file before it is sent, or null when it may go. */
export function photoProblem(file: Blob): string | null {
  if (file.size > IMAGE_MAX_BYTES) return familyMessages.picture.tooLarge;
  if (file.type && !PHOTO_TYPES.includes(file.type)) return familyMessages.picture.wrongType;
  return null;
}
