import { z } from 'zod';
import { DECEASED_GENDERS } from '../deceased-gender';
import { validationMessages } from '../messages';

/**
 * `deceased_gender`: 'male' | 'female' (docs/decisions/013). Anything else, an empty value included, is
 * refused with one Arabic message, in the form (nothing chosen yet) and at the API (400).
 */
export const deceasedGender = z.enum(DECEASED_GENDERS, validationMessages.deceasedGender);
