import { useMutation } from '@tanstack/react-query';
import { login } from '../../../api/login';
import { saveSession } from '../../../lib/session';

/** Logs in and keeps the session in the `user` cookie (SPEC §4). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { globalError: false },
    onSuccess: (user) => saveSession(user),
  });
}
