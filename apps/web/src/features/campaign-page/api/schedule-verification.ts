// the bank's verification of a schedule's card opens from the campaign page's form and from a
// schedule's own page (a raise, docs/decisions/027): it lives in lib/
export { openScheduleVerification } from '../../../lib/schedule-verification';
