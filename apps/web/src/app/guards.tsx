import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';

/** Logged-in-only routes (SPEC §2): a guest is sent to /Login. */
export function RequireLoggedIn() {
  const user = useSession();
  return user ? <Outlet /> : <Navigate to="/Login" replace />;
}

/** Logged-out-only routes (SPEC §2): a logged-in user is sent home. */
export function RequireGuest() {
  const user = useSession();
  return user ? <Navigate to="/" replace /> : <Outlet />;
}
