import { Link } from 'react-router';
import { guestLinks } from '../nav-links';

/** Register and Login, for a logged-out visitor on wide screens. */
export function GuestLinks() {
  return (
    <div className="hidden items-center gap-1 lg:flex">
      {guestLinks.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="rounded-lg px-3 py-2 font-bold text-white/90 hover:bg-white/10 hover:text-white"
        >
          {link.label}
        </Link>
      ))}
    </div>
  );
}
