import type { RequestOptions } from '../../../lib/api-client';
import { consoleClient } from '../../../lib/console-client';
import { navigateTo } from '../../../lib/navigation';
import { clearStaffSession, getStaffSession } from '../../../lib/staff-session';
import { CONSOLE_PATHS } from '../console-paths';
import { forgetKeptCashQueues } from '../kept-cash-queue';

/** A refused staff token ends the staff session and opens the console's login, never the visitor's /Login. */
export function endStaffSession(): void {
  clearStaffSession();
  forgetKeptCashQueues();
  if (window.location.pathname !== CONSOLE_PATHS.login) navigateTo(CONSOLE_PATHS.login, { replace: true });
}

/** The console's calls carry the staff session's token, never the visitor's. */
function asStaff(options: RequestOptions): RequestOptions {
  return { ...options, bearer: getStaffSession()?.access_token ?? null, onUnauthorized: endStaffSession };
}

const staff = consoleClient(asStaff);
export const staffCall = staff.call;
export const staffDownload = staff.download;
