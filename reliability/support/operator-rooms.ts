import { OPERATOR_ROLES, type OperatorRole } from '@athar/contract/operator/roles';
import { dutyOf, isOperatorParty } from './operator-parties';
import { routeKey, type DiscoveredRoute } from './routes';

/** Who passes an operator route's check: anyone (the login itself), or an operator of one of these duties. */
type Room = 'open' | readonly OperatorRole[];

/** Any operator: the half-session calls of the login, the operator's own profile, the first screen. */
const ANY_DUTY = OPERATOR_ROLES;
const AUDIT_READERS: readonly OperatorRole[] = ['admin', 'data_protection'];
/** Data protection: admins read its registers; only its own duty records and changes them. */
const DP_READERS: readonly OperatorRole[] = ['admin', 'data_protection'];
const DP_HANDLERS: readonly OperatorRole[] = ['data_protection'];
/** Four eyes and permits: the duties that may ask for, approve or refuse an act (each act narrows it). */
const FOUR_EYES: readonly OperatorRole[] = ['admin', 'onboarding', 'moderator'];
const ONBOARDING: readonly OperatorRole[] = ['onboarding', 'admin'];
/** The moderators' queue and outcomes (docs/decisions/033). */
const MODERATORS: readonly OperatorRole[] = ['moderator', 'admin'];
/** The service-fee statements (issue 39): the finance duty, and admins acting for it. */
const FINANCE: readonly OperatorRole[] = ['finance', 'admin'];
/** What was confirmed under a permit (issue 39): onboarding keeps the permits, finance the money. */
const PERMIT_REPORTS: readonly OperatorRole[] = ['onboarding', 'finance', 'admin'];
/** The catalogue (docs/decisions/037): the charities' projects and new names, the categories; the content pages (040). */
const CATALOGUE: readonly OperatorRole[] = ['catalogue', 'admin'];

/**
 * The one table of the matrix's operator rooms (issue 36: every operator route checks its duty on the
 * server). Written out here, not read from the app, so a check dropped or widened in the app fails the
 * suite; an /api/operator/* route missing from it fails the suite too, until its room is declared.
 */
export const OPERATOR_ROOMS: Readonly<Record<string, Room>> = {
  'POST /api/operator/auth/login': 'open',
  'GET /api/operator/auth/enrolment': ANY_DUTY,
  'POST /api/operator/auth/enrolment': ANY_DUTY,
  'POST /api/operator/auth/verify': ANY_DUTY,
  'POST /api/operator/auth/step-up': ANY_DUTY,
  'POST /api/operator/auth/logout': ANY_DUTY,
  'GET /api/operator/me': ANY_DUTY,
  'GET /api/operator/overview': ANY_DUTY,
  'GET /api/operator/audit': AUDIT_READERS,
  'GET /api/operator/audit.csv': AUDIT_READERS,
  'GET /api/operator/operators': ['admin'],
  'POST /api/operator/operators/:id/factor-reset': ['admin'],
  'POST /api/operator/operators/:id/roles': ['admin'],
  'POST /api/operator/operators': ['admin'],
  'POST /api/operator/operators/:id/disable': ['admin'],
  'POST /api/operator/operators/:id/enable': ['admin'],
  'POST /api/operator/auth/set-password': 'open',
  'GET /api/operator/approvals': FOUR_EYES,
  'POST /api/operator/approvals': FOUR_EYES,
  'POST /api/operator/approvals/:id/approve': FOUR_EYES,
  'POST /api/operator/approvals/:id/reject': FOUR_EYES,
  'GET /api/operator/permits': ONBOARDING,
  'POST /api/operator/permits/:id/decision': ONBOARDING,
  'GET /api/operator/permits/:id/document': ONBOARDING,
  'GET /api/operator/permits/:id/collected': PERMIT_REPORTS,
  'GET /api/operator/permits/:id/collected.csv': PERMIT_REPORTS,
  'GET /api/operator/permits/:id/collected.pdf': PERMIT_REPORTS,
  'GET /api/operator/charities/:id/payment-settings': ONBOARDING,
  'POST /api/operator/charities/:id/payment-settings': ONBOARDING,
  'GET /api/operator/data-requests': DP_READERS,
  'POST /api/operator/data-requests': DP_HANDLERS,
  'PATCH /api/operator/data-requests/:id': DP_HANDLERS,
  'GET /api/operator/consents': DP_READERS,
  'GET /api/operator/breaches': DP_READERS,
  'POST /api/operator/breaches': DP_HANDLERS,
  'PATCH /api/operator/breaches/:id': DP_HANDLERS,
  'POST /api/operator/users/lookup': DP_READERS,
  'GET /api/operator/moderation': MODERATORS,
  'GET /api/operator/moderation/:campid': MODERATORS,
  'GET /api/operator/moderation/:campid/history': MODERATORS,
  'GET /api/operator/moderation/:campid/hidden-photo': MODERATORS,
  'POST /api/operator/moderation/:campid/decision': MODERATORS,
  'POST /api/operator/moderation/:campid/hide': MODERATORS,
  // the family's appeals (migration 044): another moderator than the original decision's decides
  'POST /api/operator/moderation/appeals/:id/decision': MODERATORS,
  'GET /api/operator/fee-statements': FINANCE,
  'GET /api/operator/fee-statements/dry-run': FINANCE,
  'POST /api/operator/fee-statements/issue': FINANCE,
  'GET /api/operator/fee-statements/:id': FINANCE,
  'POST /api/operator/fee-statements/:id/paid': FINANCE,
  'POST /api/operator/fee-statements/:id/credit-notes': FINANCE,
  'GET /api/operator/settlement/imports': FINANCE,
  'POST /api/operator/settlement/imports': FINANCE,
  'GET /api/operator/settlement/exceptions': FINANCE,
  'GET /api/operator/settlement/exceptions.csv': FINANCE,
  'POST /api/operator/settlement/exceptions/:id/resolve': FINANCE,
  'GET /api/operator/cash-deposits/overdue': FINANCE,
  'GET /api/operator/figures': FINANCE,
  'GET /api/operator/figures.csv': FINANCE,
  'GET /api/operator/charity-applications': ONBOARDING,
  'GET /api/operator/charity-applications/:id': ONBOARDING,
  'GET /api/operator/charity-applications/:id/documents/:documentId': ONBOARDING,
  'POST /api/operator/charity-applications/:id/decision': ONBOARDING,
  'GET /api/operator/project-drafts': CATALOGUE,
  'POST /api/operator/project-drafts/:id/approve': CATALOGUE,
  'POST /api/operator/project-drafts/:id/return': CATALOGUE,
  'POST /api/operator/projects/:id/retire': CATALOGUE,
  'GET /api/operator/projects/:id/texts': CATALOGUE,
  'POST /api/operator/projects/:id/texts/:version/restore': CATALOGUE,
  'GET /api/operator/categories': CATALOGUE,
  'POST /api/operator/categories': CATALOGUE,
  'PATCH /api/operator/categories/:id': CATALOGUE,
  'PUT /api/operator/categories/:id/picture': CATALOGUE,
  'POST /api/operator/categories/:id/retire': CATALOGUE,
  'GET /api/operator/site-pages': CATALOGUE,
  'GET /api/operator/site-pages/:page': CATALOGUE,
  'POST /api/operator/site-pages/:page': CATALOGUE,
  'POST /api/operator/site-pages/:page/restore': CATALOGUE,
  'GET /api/operator/home-featured': CATALOGUE,
  'PUT /api/operator/home-featured': CATALOGUE,
  'GET /api/operator/name-changes': CATALOGUE,
  'POST /api/operator/name-changes/:id/approve': CATALOGUE,
  'POST /api/operator/name-changes/:id/refuse': CATALOGUE,
};

export const isOperatorRoute = (route: DiscoveredRoute) => route.path.startsWith('/api/operator/');

/** The discovered operator routes without a room, and the rooms whose route is gone. */
export function roomsOutOfStep(routes: DiscoveredRoute[]): string[] {
  const discovered = routes.filter(isOperatorRoute).map(routeKey);
  return [
    ...discovered.filter((key) => !(key in OPERATOR_ROOMS)).map((key) => `${key}: no room declared`),
    ...Object.keys(OPERATOR_ROOMS)
      .filter((key) => !discovered.includes(key))
      .map((key) => `${key}: declared but not served`),
  ];
}

const roomOf = (route: DiscoveredRoute): Room | undefined => OPERATOR_ROOMS[routeKey(route)];

/** An operator route that takes no session at all. */
export const isOpenOperatorRoute = (route: DiscoveredRoute) => roomOf(route) === 'open';

/** Whether the party is an operator whose duty the route's room does not take. */
export function outsideRoom(route: DiscoveredRoute, party: string): boolean {
  const room = roomOf(route);
  return isOperatorParty(party) && room !== undefined && room !== 'open' && !room.includes(dutyOf(party));
}

/** Whether the party is an operator whose duty the route's room takes. */
export function insideRoom(route: DiscoveredRoute, party: string): boolean {
  const room = roomOf(route);
  return isOperatorParty(party) && room !== undefined && room !== 'open' && room.includes(dutyOf(party));
}
