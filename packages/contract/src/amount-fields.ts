import { z } from 'zod';
import { piasters } from './piasters';

/** An amount in Egyptian pounds as the public API answers it (stored as integer piasters). */
export const egp = z.number().nonnegative().describe('EGP');

/** An amount in integer piasters on an internal wire (never reaches a browser). */
export const piastersNumber = z.number().int().nonnegative().describe('piasters');

/** An amount in integer piasters read back as the Piasters type (e.g. a stored mail's figures). */
export const piastersAmount = piastersNumber.transform((value) => piasters(value));
