import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@athar/contract/charity/staff-roles';
import type { InviteStaffBody, TeamMember } from '@athar/contract/charity/team';
import {
  charityTeamRoute,
  disableCharityStaffRoute,
  enableCharityStaffRoute,
  inviteCharityStaffRoute,
  setCharityStaffRolesRoute,
  setCharityTaxNumberRoute,
} from '@athar/contract/routes/charity';
import { showSuccess } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-error';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall } from './staff-client';

const TEAM_KEY = [...CONSOLE_QUERY_KEY, 'team'];

/** GET /api/charity/team — the charity's staff and its tax number (its admin only). */
export function useCharityTeam() {
  return useQuery({
    queryKey: TEAM_KEY,
    queryFn: async ({ signal }) => (await staffCall(charityTeamRoute, {}, { signal })).data[0]!,
  });
}

/** The server wants a fresh code first (403 with errors.step_up): nothing was changed. */
export const wantsStepUp = (error: unknown) =>
  error instanceof ApiError && error.httpStatus === 403 && Boolean(error.fieldErrors.step_up);

export type TeamChange =
  | { kind: 'invite'; body: InviteStaffBody }
  | { kind: 'roles'; id: number; roles: StaffRole[] }
  | { kind: 'disable' | 'enable'; id: number }
  | { kind: 'tax'; tax_number: string };

function send(change: TeamChange): Promise<{ message: string; data: readonly unknown[] }> {
  switch (change.kind) {
    case 'invite':
      return staffCall(inviteCharityStaffRoute, { body: change.body });
    case 'roles':
      return staffCall(setCharityStaffRolesRoute, {
        params: { id: change.id },
        body: { roles: change.roles },
      });
    case 'disable':
      return staffCall(disableCharityStaffRoute, { params: { id: change.id } });
    case 'enable':
      return staffCall(enableCharityStaffRoute, { params: { id: change.id } });
    case 'tax':
      return staffCall(setCharityTaxNumberRoute, { body: { tax_number: change.tax_number } });
  }
}

/**
 * One change to the team or the tax number; the team is read again after it. A wanted fresh code is
 * an error the page answers with the step-up dialog (wantsStepUp), then sends the change again.
 */
export function useTeamChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { globalError: false },
    onSuccess: async (answer) => {
      if (answer.message) showSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
    },
  });
}

export type { TeamMember };
