import { z } from 'zod';
import { validationMessages } from '../messages';

/**
 * The consent box of a form: unticked (false) until the person ticks it, refused with the words the
 * api uses (consentField), so the inline error and a server's 400 read the same.
 */
export const consentCheckbox = z
  .boolean()
  .refine((ticked) => ticked, { error: validationMessages.consentRequired });
