import type { StaffMember } from '@athar/contract/charity/staff-login';

/** A charity staff member as the login gives them: a cash collector, not the admin, no second factor, unless given. */
export function staffMemberRecord(given: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 7,
    staff_name: 'منى عبد الله',
    email: 'staff@example.com',
    ngo_id: 3,
    ngo_name: 'جمعية',
    is_admin: false,
    roles: ['collector'],
    factor_enrolled: false,
    ...given,
  };
}
