import { Link } from 'react-router';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { messages } from '../../../lib/messages';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { useStaffSession } from '../../../lib/staff-session';
import { useStaffLogout } from '../api/staff-logout';
import { CONSOLE_PATHS } from '../console-paths';
import { ConsoleNav } from './console-nav';

const text = charityConsoleMessages.charity;

/** The console's bar: brand, the charity and staff member, the sections and logout. */
export function ConsoleHeader() {
  const staff = useStaffSession();
  const logout = useStaffLogout();
  return (
    <header className="bg-brand-900 text-white shadow-lg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link
          to={staff ? CONSOLE_PATHS.queue : CONSOLE_PATHS.login}
          className="flex items-baseline gap-2 rounded-lg px-1"
        >
          <span className="text-2xl font-bold">{messages.brand}</span>
          <span className="font-bold text-sand-300">{text.console}</span>
        </Link>
        {staff ? (
          <>
            <dl className="order-last flex w-full flex-wrap gap-x-4 gap-y-1 text-sm sm:order-none sm:w-auto sm:flex-1">
              <div className="flex min-w-0 gap-1">
                <dt className="shrink-0 text-white/80">{text.header.charityLabel}:</dt>
                <dd className="min-w-0 font-bold wrap-anywhere">{staff.ngo_name}</dd>
              </div>
              <div className="flex min-w-0 gap-1">
                <dt className="shrink-0 text-white/80">{text.header.staffLabel}:</dt>
                <dd className="min-w-0 font-bold wrap-anywhere">{keepCompoundNames(staff.staff_name)}</dd>
              </div>
            </dl>
            <button
              type="button"
              onClick={() => void logout()}
              className="ms-auto rounded-lg border border-white/60 px-3 py-1.5 text-sm font-bold hover:bg-white/10 sm:ms-0"
            >
              {text.header.logout}
            </button>
          </>
        ) : null}
      </div>
      {/* a session still waiting for its code (or an admin's enrolment) opens no section yet */}
      {staff?.session === 'ready' ? <ConsoleNav /> : null}
    </header>
  );
}
