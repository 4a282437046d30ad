import { keepCompoundNames } from '@athar/contract/compound-names';
import { ConsoleHeaderBar } from '../../../components/console-header-bar';
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
    <ConsoleHeaderBar
      home={staff ? CONSOLE_PATHS.queue : CONSOLE_PATHS.login}
      name={text.console}
      details={
        staff
          ? [
              { label: text.header.charityLabel, value: staff.ngo_name },
              { label: text.header.staffLabel, value: keepCompoundNames(staff.staff_name) },
            ]
          : null
      }
      logoutLabel={text.header.logout}
      onLogout={() => void logout()}
      // a session still waiting for its code (or an admin's enrolment) opens no section yet
      nav={staff?.session === 'ready' ? <ConsoleNav /> : null}
    />
  );
}
