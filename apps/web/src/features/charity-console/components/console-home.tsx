import { Navigate } from 'react-router';
import { mayEnter } from '@athar/contract/charity/staff-roles';
import { useStaffSession } from '../../../lib/staff-session';
import { CashQueuePage } from './cash-queue-page';
import { firstOpenPath } from './console-nav';

/** /charity: the cash queue, or for a staff member whose roles do not open it, their first section. */
export function ConsoleHome() {
  const roles = useStaffSession()?.roles ?? [];
  if (mayEnter(roles, 'cashQueue')) return <CashQueuePage />;
  return <Navigate to={firstOpenPath(roles)} replace />;
}
