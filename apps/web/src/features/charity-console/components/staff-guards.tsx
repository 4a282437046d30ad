import { Navigate, Outlet, useLocation } from 'react-router';
import { useStaffSession } from '../../../lib/staff-session';
import { CONSOLE_PATHS } from '../console-paths';

/**
 * The console's pages: without a staff session, its own login (never the visitor's /Login); a session
 * waiting for the second factor's code goes to the code, an admin who has not enrolled to the enrolment.
 */
export function RequireStaff() {
  const staff = useStaffSession();
  const { pathname } = useLocation();
  if (!staff) return <Navigate to={CONSOLE_PATHS.login} replace />;
  if (staff.session === 'verify') return <Navigate to={CONSOLE_PATHS.verify} replace />;
  if (staff.session === 'enrol' && pathname !== CONSOLE_PATHS.twoStep)
    return <Navigate to={CONSOLE_PATHS.twoStep} replace />;
  return <Outlet />;
}

/** The console's login: a logged-in staff member goes straight to the queue. */
export function RequireNoStaff() {
  const staff = useStaffSession();
  return staff ? <Navigate to={CONSOLE_PATHS.queue} replace /> : <Outlet />;
}
