import { deleteAccountRoute } from '@athar/contract/routes/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { expiredSessionCookie } from '../../../lib/session-cookie';

/** DELETE /api/users — deletes the caller's account. */
export async function deleteAccount(): Promise<void> {
  await call(deleteAccountRoute, {});
}

/**
 * Deletes, then loads /DeleteUser afresh with the `user` cookie gone. Ending the in-memory session
 * first would let this page's logged-in guard send the user to /Login before /DeleteUser shows; the
 * reload also drops every cached piece of the deleted account.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      document.cookie = expiredSessionCookie();
      window.location.replace('/DeleteUser');
    },
  });
}
