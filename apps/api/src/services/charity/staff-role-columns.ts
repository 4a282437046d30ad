import { STAFF_ROLES, type StaffRole } from '@athar/contract/charity/staff-roles';

/** The columns of charity_staff that hold each role (040 keeps one boolean a role). */
export const ROLE_COLUMNS = {
  admin: 'is_admin',
  collector: 'is_collector',
  editor: 'is_editor',
  finance: 'is_finance',
} as const satisfies Record<StaffRole, string>;

type RoleColumns = { [K in (typeof ROLE_COLUMNS)[StaffRole]]: boolean };

export const rolesOf = (row: RoleColumns): StaffRole[] =>
  STAFF_ROLES.filter((role) => row[ROLE_COLUMNS[role]]);

export const columnsOf = (roles: readonly StaffRole[]): RoleColumns => ({
  is_admin: roles.includes('admin'),
  is_collector: roles.includes('collector'),
  is_editor: roles.includes('editor'),
  is_finance: roles.includes('finance'),
});
