import { NavLink } from 'react-router';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { CONSOLE_PATHS } from '../console-paths';

const text = charityConsoleMessages.charity.nav;
const links = [
  { to: CONSOLE_PATHS.queue, label: text.queue, end: true },
  { to: CONSOLE_PATHS.donations, label: text.donations, end: false },
  { to: CONSOLE_PATHS.campaigns, label: text.campaigns, end: false },
];

/** The console's three sections as tabs: equal thirds on a phone, the current one underlined. */
export function ConsoleNav() {
  return (
    <nav aria-label={text.label} className="border-t border-white/15">
      <ul className="mx-auto grid max-w-6xl grid-cols-3 px-2 sm:flex sm:gap-2 sm:px-4">
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
