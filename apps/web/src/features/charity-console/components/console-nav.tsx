import { mayEnter, type StaffRole, type StaffRoom } from '@athar/contract/charity/staff-roles';
import { ConsoleTabs } from '../../../components/console-tabs';
import { charityTeamMessages } from '../../../lib/messages/charity-team';
import { useStaffSession } from '../../../lib/staff-session';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { charityAuditMessages } from '../../../lib/messages/charity-audit';
import { feeConsoleMessages } from '../../../lib/messages/fees';
import { cashDepositConsoleMessages } from '../../../lib/messages/cash-deposits';
import { charityReconciliationMessages } from '../../../lib/messages/charity-reconciliation';
import { figuresConsoleMessages } from '../../../lib/messages/figures';
import { deliveryMessages } from '../../../lib/messages/delivery';
import { paymentSettingsMessages } from '../../../lib/messages/payment-settings';
import { permitMessages } from '../../../lib/messages/permits';
import { projectLabelsMessages } from '../../../lib/messages/project-labels';
import { projectDraftsMessages } from '../../../lib/messages/project-drafts';
import { charityPageMessages } from '../../../lib/messages/charity-page';
import { staffFactorMessages } from '../../../lib/messages/staff-factor';
import { CONSOLE_PATHS } from '../console-paths';

const text = charityConsoleMessages.charity.nav;
const links: { to: string; label: string; end: boolean; room: StaffRoom | null }[] = [
  { to: CONSOLE_PATHS.queue, label: text.queue, end: true, room: 'cashQueue' },
  { to: CONSOLE_PATHS.donations, label: text.donations, end: false, room: 'records' },
  { to: CONSOLE_PATHS.campaigns, label: text.campaigns, end: false, room: 'records' },
  { to: CONSOLE_PATHS.projects, label: projectLabelsMessages.projectLabels.nav, end: false, room: 'content' },
  { to: CONSOLE_PATHS.projectDrafts, label: projectDraftsMessages.nav, end: false, room: 'projects' },
  { to: CONSOLE_PATHS.updates, label: deliveryMessages.console.nav, end: false, room: 'content' },
  { to: CONSOLE_PATHS.permits, label: permitMessages.nav, end: false, room: 'permits' },
  { to: CONSOLE_PATHS.activity, label: charityAuditMessages.nav, end: false, room: 'activity' },
  { to: CONSOLE_PATHS.fees, label: feeConsoleMessages.charity.nav, end: false, room: 'fees' },
  { to: CONSOLE_PATHS.cashDeposits, label: cashDepositConsoleMessages.nav, end: false, room: 'deposits' },
  {
    to: CONSOLE_PATHS.reconciliation,
    label: charityReconciliationMessages.nav,
    end: false,
    room: 'reconciliation',
  },
  { to: CONSOLE_PATHS.figures, label: figuresConsoleMessages.nav, end: false, room: 'figures' },
  { to: CONSOLE_PATHS.paymentSettings, label: paymentSettingsMessages.nav, end: false, room: 'team' },
  { to: CONSOLE_PATHS.page, label: charityPageMessages.nav, end: false, room: 'team' },
  { to: CONSOLE_PATHS.team, label: charityTeamMessages.nav, end: false, room: 'team' },
  { to: CONSOLE_PATHS.twoStep, label: staffFactorMessages.nav, end: false, room: null },
];

const openTo = (roles: readonly StaffRole[]) =>
  links.filter(({ room }) => room === null || mayEnter(roles, room));

/** The first section the roles open (the console's home for a staff member without the cash queue). */
export const firstOpenPath = (roles: readonly StaffRole[]) => openTo(roles)[0]!.to;

/** The console's sections the staff member's roles open, as tabs: two a row on a phone. */
export function ConsoleNav() {
  const roles = useStaffSession()?.roles ?? [];
  const shown = openTo(roles).map(({ room: _room, ...link }) => link);
  return <ConsoleTabs label={text.label} links={shown} />;
}
