import { useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '@athar/contract/charity/staff-roles';
import type { TeamMember } from '@athar/contract/charity/team';
import { secondaryButton } from '../../../components/button-classes';
import { charityTeamMessages } from '../../../lib/messages/charity-team';

const text = charityTeamMessages;

/** One member: name, address, roles as checkboxes (saved together), and the way out or back in. */
export function TeamMemberCard({
  member,
  isSelf,
  busy,
  onRoles,
  onAccess,
}: {
  member: TeamMember;
  isSelf: boolean;
  busy: boolean;
  onRoles: (roles: StaffRole[]) => void;
  onAccess: (disable: boolean) => void;
}) {
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const changed = roles.length !== member.roles.length || roles.some((role) => !member.roles.includes(role));
  const toggle = (role: StaffRole) =>
    setRoles((now) =>
      now.includes(role)
        ? now.filter((r) => r !== role)
        : STAFF_ROLES.filter((r) => r === role || now.includes(r)),
    );
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-bold text-brand-900">{member.staff_name}</span>
        {isSelf && <span className="rounded-full bg-brand-50 px-2 text-sm text-brand-800">{text.you}</span>}
        {member.disabled && (
          <span className="rounded-full bg-danger-50 px-2 text-sm text-danger-700">{text.disabledBadge}</span>
        )}
        {!member.joined && <span className="text-sm text-muted">{text.waiting}</span>}
        <span dir="ltr" className="w-full text-sm text-muted sm:w-auto">
          {member.email}
        </span>
      </div>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2" disabled={isSelf || busy || member.disabled}>
        <legend className="sr-only">{text.rolesLegend(member.staff_name)}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2 text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={roles.includes(role)}
              onChange={() => toggle(role)}
            />
            {text.roles[role]}
          </label>
        ))}
      </fieldset>
      {!isSelf && (
        <div className="flex flex-wrap gap-2">
          {!member.disabled && (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy || !changed || roles.length === 0}
              onClick={() => onRoles(roles)}
            >
              {text.saveRoles}
            </button>
          )}
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => onAccess(!member.disabled)}
          >
            {member.disabled ? text.enable : text.disable}
          </button>
        </div>
      )}
    </li>
  );
}
