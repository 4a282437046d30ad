import { Navigate, Outlet } from 'react-router';
import { useStaffSession } from '../../../lib/staff-session';
import { CONSOLE_PATHS } from '../console-paths';

/** The console's pages: without a staff session, its own login (never the visitor's /Login). */
export function RequireStaff() {
  const staff = useStaffSession();
  return staff ? <Outlet /> : <Navigate to={CONSOLE_PATHS.login} replace />;
}

/** The console's login: a logged-in staff member goes straight to the queue. */
export function RequireNoStaff() {
  const staff = useStaffSession();
  return staff ? <Navigate to={CONSOLE_PATHS.queue} replace /> : <Outlet />;
}
