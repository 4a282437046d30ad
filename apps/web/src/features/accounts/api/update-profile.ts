import { updateProfileRoute } from '@athar/contract/routes/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@athar/contract/accounts/user-details';
import { call, firstItem } from '../../../lib/api-client';
import { getSession, saveSession } from '../../../lib/session';
import { userDetailsKey } from './user-details';

export interface ProfileUpdate {
  user_name: string;
  msisdn: string | null;
  hide_data: boolean;
  profile_pic: Blob | null;
}

/** PUT /api/users — multipart: user_name, msisdn, hide_data and the picture when a new one was chosen. */
export async function updateProfile(
  update: ProfileUpdate,
): Promise<{ details: UserDetails; message: string }> {
  const form = new FormData();
  form.append('user_name', update.user_name);
  form.append('msisdn', update.msisdn ?? '');
  form.append('hide_data', String(update.hide_data));
  if (update.profile_pic) form.append('profile_pic', update.profile_pic);
  const envelope = await call(updateProfileRoute, { body: form });
  return { details: firstItem(envelope), message: envelope.message };
}

/** Saves, refreshes the profile and the navbar's name and avatar (kept in the session cookie). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { globalError: false },
    onSuccess: async ({ details }) => {
      const session = getSession();
      if (session) {
        saveSession({
          ...session,
          user_name: details.user_name,
          msisdn: details.msisdn,
          profile_pic: details.profile_pic,
          hide_data: details.hide_data,
        });
      }
      queryClient.setQueryData(userDetailsKey, details);
      await queryClient.invalidateQueries({ queryKey: userDetailsKey });
    },
  });
}
