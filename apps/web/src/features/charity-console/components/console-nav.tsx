import { NavLink } from 'react-router';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { charityAuditMessages } from '../../../lib/messages/charity-audit';
import { deliveryMessages } from '../../../lib/messages/delivery';
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
  { to: CONSOLE_PATHS.twoStep, label: staffFactorMessages.nav, end: false },
];

/** The console's sections as tabs: two a row on a phone, the current one underlined. */
export function ConsoleNav() {
  return (
    <nav aria-label={text.label} className="border-t border-white/15">
      <ul className="mx-auto grid max-w-6xl grid-cols-2 px-2 sm:flex sm:gap-2 sm:px-4">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className="block border-b-4 border-transparent px-2 py-2.5 text-center text-sm font-bold text-white/90 hover:text-white aria-[current=page]:border-sand-400 aria-[current=page]:text-sand-300 sm:px-4 sm:text-base"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
