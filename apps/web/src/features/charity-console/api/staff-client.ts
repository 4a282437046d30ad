import {
  apiGet,
  apiGetFile,
  apiSend,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { clearStaffSession, getStaffSession } from '../../../lib/staff-session';
import { CONSOLE_PATHS } from '../console-paths';

/** A refused staff token ends the staff session and opens the console's login, never the visitor's /Login. */
function endStaffSession(): void {
  clearStaffSession();
  if (window.location.pathname !== CONSOLE_PATHS.login) navigateTo(CONSOLE_PATHS.login, { replace: true });
}

/** The console's calls carry the staff session's token, never the visitor's. */
function asStaff(options: RequestOptions): RequestOptions {
  return { ...options, bearer: getStaffSession()?.access_token ?? null, onUnauthorized: endStaffSession };
}

export function staffGet<T>(path: string, query?: Record<string, QueryValue>, options: RequestOptions = {}) {
  return apiGet<T>(path, query, asStaff(options));
}

export function staffSend<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}) {
  return apiSend<T>(method, path, body, asStaff(options));
}

export function staffGetFile(path: string, query?: Record<string, QueryValue>, options: RequestOptions = {}) {
  return apiGetFile(path, query, asStaff(options));
}
