import { NavLink } from 'react-router';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { dutiesOpen } from '../operator-duties';
import { OPERATOR_PATHS } from '../operator-paths';

const text = operatorConsoleMessages.nav;

/** The console's sections the operator's duties open, as tabs; the current one underlined. */
export function OperatorNav({ roles }: { roles: readonly OperatorRole[] }) {
  const open = dutiesOpen(roles);
  const links = [
    { to: OPERATOR_PATHS.overview, label: text.overview, end: true, shown: true },
    { to: OPERATOR_PATHS.audit, label: text.audit, end: false, shown: open.audit },
    { to: OPERATOR_PATHS.operators, label: text.operators, end: false, shown: open.operators },
  ].filter((link) => link.shown);
  return (
    <nav aria-label={text.label} className="border-t border-white/15">
      <ul className="mx-auto flex max-w-6xl flex-wrap px-2 sm:gap-2 sm:px-4">
        {links.map((link) => (
          <li key={link.to} className="flex-1 sm:flex-none">
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
