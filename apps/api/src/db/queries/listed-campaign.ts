import { sql, type RawBuilder } from 'kysely';

/**
 * A campaign a moderator has not taken down (docs/decisions/033): the condition listings, search and
 * link previews add, on the campaigns' alias (`sql\`c\``). A paused campaign stays listed.
 */
export function notTakenDown(alias: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`${alias}.moderation IS DISTINCT FROM 'taken_down'`;
}
