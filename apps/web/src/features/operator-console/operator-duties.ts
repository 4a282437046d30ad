import { AUDIT_READERS, type OperatorRole } from '@athar/contract/operator/roles';

/** Which parts of the console an operator's duties open (the server checks the same on every call). */
export function dutiesOpen(roles: readonly OperatorRole[]) {
  return {
    audit: AUDIT_READERS.some((role) => roles.includes(role)),
    operators: roles.includes('admin'),
  };
}
