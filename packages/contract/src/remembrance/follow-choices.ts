/**
 * The reminders a follower may choose, in the form's order; `family_updates` are the family's posts.
 * Without zod: the campaign page's follow form reads them before any schema is loaded (docs/decisions/021).
 */
export const FOLLOW_CHOICES = ['anniversary', 'ramadan', 'arafah', 'friday', 'family_updates'] as const;
export type FollowChoice = (typeof FOLLOW_CHOICES)[number];
