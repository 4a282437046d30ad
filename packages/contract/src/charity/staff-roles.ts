/**
 * What a charity's staff member may do (docs/decisions/034, "Who at a charity reads the fees"): the
 * admin runs the team and the settings and reaches every room; a cash collector works the cash queue
 * and the records; an editor keeps the projects and delivery updates (never donors' data nor fees);
 * finance reads the fee statements and the records.
 */
export const STAFF_ROLES = ['admin', 'collector', 'editor', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The rooms of the console and the roles that open each. */
export const STAFF_ROOMS = {
  cashQueue: ['admin', 'collector'],
  records: ['admin', 'collector', 'finance'],
  content: ['admin', 'collector', 'editor'],
  // writing, submitting and retiring projects (docs/decisions/037): never a collector nor finance
  projects: ['admin', 'editor'],
  permits: ['admin', 'collector', 'editor', 'finance'],
  // asking for a permit and reading its document (issue 37): the admin's
  permitRequests: ['admin'],
  // what was confirmed under each permit, for the Ministry (issue 39): money's paperwork
  permitReports: ['admin', 'finance'],
  activity: ['admin', 'collector', 'finance'],
  fees: ['admin', 'finance'],
  // the bank deposits of collected cash (issue 39): money's paperwork, finance's and the admin's
  deposits: ['admin', 'finance'],
  // its own reconciliation against the providers' files (docs/decisions/042): read by the same two
  reconciliation: ['admin', 'finance'],
  // the dashboards' figures (issue 39): the charity's money at a glance, as the fees are
  figures: ['admin', 'finance'],
  team: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffRoom = keyof typeof STAFF_ROOMS;

export const mayEnter = (roles: readonly StaffRole[], room: StaffRoom) =>
  roles.some((role) => (STAFF_ROOMS[room] as readonly StaffRole[]).includes(role));
