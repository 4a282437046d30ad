import { Navigate, Outlet, useLocation } from 'react-router';
import { afterLoginPath, loginPathBackTo } from '../lib/return-path';
import { useSession } from '../lib/session';

/** Logged-in-only routes (PRODUCT.md §2): a guest is sent to /Login, which brings them back afterwards. */
export function RequireLoggedIn() {
  const user = useSession();
  const location = useLocation();
  return user ? <Outlet /> : <Navigate to={loginPathBackTo(location)} replace />;
}

/**
 * Logged-out-only routes (PRODUCT.md §2): a logged-in user is sent home, or, just logged in on /Login,
 * back to the page that sent them there (this guard re-renders as soon as the session is saved).
 */
export function RequireGuest() {
  const user = useSession();
  const { search } = useLocation();
  return user ? <Navigate to={afterLoginPath(search)} replace /> : <Outlet />;
}
