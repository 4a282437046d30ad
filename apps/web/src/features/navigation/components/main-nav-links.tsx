import { NavLink } from 'react-router';
import { mainLinks } from '../nav-links';

/** The browse links in the desktop bar. */
export function MainNavLinks() {
  return (
    <ul className="hidden items-center gap-1 lg:flex">
      {mainLinks.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            className="rounded-lg px-3 py-2 font-bold text-white/90 hover:bg-white/10 hover:text-white aria-[current=page]:text-sand-300"
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
