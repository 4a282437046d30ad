import { createCookieStore } from './cookie-store';
import {
  decodeStaffCookie,
  encodeStaffCookie,
  expiredStaffCookie,
  type StaffSession,
  type StaffSessionInput,
} from './staff-session-cookie';

const store = createCookieStore<StaffSession>({
  decode: decodeStaffCookie,
  encode: encodeStaffCookie,
  expired: expiredStaffCookie,
});

/** The charity staff member logged in to the console, read once from the `staff` cookie. */
export function getStaffSession(): StaffSession | null {
  return store.get();
}

/** Keeps the staff session; one saved without its state (a test's) is taken as ready. */
export function saveStaffSession(staff: StaffSessionInput): void {
  store.save({ ...staff, session: staff.session ?? 'ready' });
}

export function clearStaffSession(): void {
  store.clear();
}

/** The staff member, or null; re-renders when the staff session is saved or cleared. */
export function useStaffSession(): StaffSession | null {
  return store.useValue();
}
