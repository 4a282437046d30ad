import { ConsoleTabs } from '../../../components/console-tabs';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { charityAuditMessages } from '../../../lib/messages/charity-audit';
import { feeConsoleMessages } from '../../../lib/messages/fees';
import { deliveryMessages } from '../../../lib/messages/delivery';
import { paymentSettingsMessages } from '../../../lib/messages/payment-settings';
import { permitMessages } from '../../../lib/messages/permits';
import { projectLabelsMessages } from '../../../lib/messages/project-labels';
import { staffFactorMessages } from '../../../lib/messages/staff-factor';
import { CONSOLE_PATHS } from '../console-paths';

const text = charityConsoleMessages.charity.nav;
const links = [
  { to: CONSOLE_PATHS.queue, label: text.queue, end: true },
  { to: CONSOLE_PATHS.donations, label: text.donations, end: false },
  { to: CONSOLE_PATHS.campaigns, label: text.campaigns, end: false },
  { to: CONSOLE_PATHS.projects, label: projectLabelsMessages.projectLabels.nav, end: false },
  { to: CONSOLE_PATHS.updates, label: deliveryMessages.console.nav, end: false },
  { to: CONSOLE_PATHS.permits, label: permitMessages.nav, end: false },
  { to: CONSOLE_PATHS.activity, label: charityAuditMessages.nav, end: false },
  { to: CONSOLE_PATHS.fees, label: feeConsoleMessages.charity.nav, end: false },
  { to: CONSOLE_PATHS.paymentSettings, label: paymentSettingsMessages.nav, end: false },
  { to: CONSOLE_PATHS.twoStep, label: staffFactorMessages.nav, end: false },
];

/** The console's sections as tabs: two a row on a phone, the current one underlined. */
export function ConsoleNav() {
  return <ConsoleTabs label={text.label} links={links} />;
}
