import { z } from 'zod';
import { envelope } from '../envelope';

/** A token from a mailed link (base64url, 256 bits). */
export const linkToken = z.string().trim().min(20).max(200);

/** GET /api/verification?token — status 1 when the address is now verified, else status 0. */
export const verificationQuery = z.object({ token: linkToken });
export const verificationResponse = envelope(z.array(z.never()));
