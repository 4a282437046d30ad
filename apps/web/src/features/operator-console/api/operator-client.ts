import { operatorMessages } from '@athar/contract/operator/messages';
import type { RequestOptions } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { consoleClient } from '../../../lib/console-client';
import { setOperatorSession } from '../operator-session';

/** A refused session (ended, idle, reset by another admin) shows the console's login, saying why. */
function endOperatorSession(): void {
  setOperatorSession({ kind: 'out', notice: { kind: 'error', text: operatorMessages.sessionEnded } });
}

/**
 * The console's calls carry the HttpOnly session cookie the browser sends by itself under /api/operator,
 * never a bearer token (not the visitor's, not anyone's).
 */
function asOperator(options: RequestOptions): RequestOptions {
  return { onUnauthorized: endOperatorSession, ...options, bearer: null };
}

const operator = consoleClient(asOperator);
export const operatorCall = operator.call;
export const operatorDownload = operator.download;

/** A sensitive call the server refused for want of a fresh code (403 with `errors.step_up`). */
export function needsStepUp(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 403 && 'step_up' in error.fieldErrors;
}
