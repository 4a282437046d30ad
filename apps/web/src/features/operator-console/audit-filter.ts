import { AUDIT_ACTOR_KINDS, type AuditActorKind, type AuditLogQuery } from '@athar/contract/operator/audit';

/** The audit view's filters, kept in the page's address (a filtered view can be reloaded and shared). */
export const AUDIT_FILTER_FIELDS = [
  'actor_kind',
  'actor_id',
  'action',
  'object_kind',
  'object_id',
  'from',
  'to',
] as const;
export type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];
/** The filters as the form holds them: text, '' for none. */
export type AuditFilterValues = Record<AuditFilterField, string>;

export function auditFilterFromSearch(search: URLSearchParams): AuditFilterValues {
  return Object.fromEntries(
    AUDIT_FILTER_FIELDS.map((field) => [field, search.get(field)?.trim() ?? '']),
  ) as AuditFilterValues;
}

/** The address's query of the filters: only those given, in a fixed order. */
export function searchOfAuditFilter(values: AuditFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = values[field].trim();
    if (value) search.set(field, value);
  }
  return search;
}

const isActorKind = (value: string): value is AuditActorKind =>
  (AUDIT_ACTOR_KINDS as readonly string[]).includes(value);

/** What the calls send: the server reads and checks each filter (a wrong day is refused in Arabic). */
export function auditQueryOf(values: AuditFilterValues): Omit<AuditLogQuery, 'before' | 'limit'> {
  const given = (value: string) => value.trim() || undefined;
  return {
    actor_kind: isActorKind(values.actor_kind) ? values.actor_kind : undefined,
    actor_id: given(values.actor_id),
    action: given(values.action),
    object_kind: given(values.object_kind),
    object_id: given(values.object_id),
    from: given(values.from),
    to: given(values.to),
  };
}
