import { NavLink } from 'react-router';
import { cx } from '../lib/cx';

interface ConsoleTab {
  to: string;
  label: string;
  /** only the exact address marks it current (a console's first screen) */
  end: boolean;
}

/**
 * A console's sections as tabs, the current one underlined: on a phone in one row up to three, two a
 * row beyond.
 */
export function ConsoleTabs({ label, links }: { label: string; links: readonly ConsoleTab[] }) {
  const twoARow = links.length > 3;
  return (
    <nav aria-label={label} className="border-t border-white/15">
      <ul
        className={cx(
          'mx-auto max-w-6xl px-2 sm:flex sm:flex-wrap sm:gap-x-2 sm:px-4',
          twoARow ? 'grid grid-cols-2' : 'flex',
        )}
      >
        {links.map((link) => (
          <li key={link.to} className={cx(!twoARow && 'flex-1 sm:flex-none')}>
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
