import type { InjectOptions } from 'fastify';
import type { JsonSchema, Operation } from './openapi';
import { fillPath, type DiscoveredRoute } from './routes';
import { exampleFor } from './schema-values';

/** The ids an attacking party aims at (someone else's) and the neutral ones it may use. */
export interface Targets {
  victimUserId: number;
  victimDonationId: number;
  /** the victim's favourite campaign */
  campaignId: number;
  cityId: number;
  /** the victim's giving schedule: what `id` names on a schedule's routes */
  victimScheduleId: number;
  /** an operator who is no party: what `id` names on the operators' routes */
  victimOperatorId: number;
}

/**
 * A value for a field known by its name: ids point at the victim, the rest is valid enough to get
 * past validation to the ownership checks. Undefined when the name says nothing.
 */
function valueByName(name: string, targets: Targets): unknown {
  if (/^(user_?id|uid)$/i.test(name)) return targets.victimUserId;
  if (/^(id|donation_?id)$/i.test(name)) return targets.victimDonationId;
  if (/^(campaign_?id|campid)$/i.test(name)) return targets.campaignId;
  if (/^(city|city_?id)$/i.test(name)) return targets.cityId;
  if (name === 'amount') return 150;
  if (name === 'type') return 2;
  // an authenticator's code in its shape (the schema's regex sits behind a transform the document drops)
  if (name === 'code') return '123456';
  if (/email/i.test(name)) return 'matrix-attacker@example.com';
  if (/pass/i.test(name)) return 'matrix-password-1';
  if (/msisdn|phone/i.test(name)) return '01012345678';
  if (/note|reason|comment|description|text|message/i.test(name)) return 'ملاحظة للفحص';
  if (/name|title/i.test(name)) return 'سارة محمود';
  return undefined;
}

/** Whether a value is one the schema could accept (its type and enum), roughly. */
function fits(schema: JsonSchema | undefined, value: unknown): boolean {
  if (!schema) return true;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.some((variant) => fits(variant, value));
  if (schema.enum) return schema.enum.includes(value) || schema.enum.includes(String(value));
  if (schema.type === 'integer' || schema.type === 'number') return typeof value === 'number';
  if (schema.type === 'string') return true;
  return schema.type === undefined;
}

/** The value a field gets: its name's, when the schema could take it, else the schema's example. */
function fieldValue(name: string, schema: JsonSchema | undefined, targets: Targets): unknown {
  const named = valueByName(name, targets);
  return named !== undefined && fits(schema, named) ? named : exampleFor(schema);
}

function bodyFor(schema: JsonSchema, targets: Targets): unknown {
  const firstObject = (schema.anyOf ?? schema.oneOf)?.find((variant) => variant.properties);
  if (!schema.properties && firstObject) return bodyFor(firstObject, targets);
  if (!schema.properties) return exampleFor(schema);
  return Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [
      name,
      property.properties ? bodyFor(property, targets) : fieldValue(name, property, targets),
    ]),
  );
}

/** The fields the two multipart forms (profile, new campaign) read; each route ignores the others. */
function multipartFields(targets: Targets, projectId: number): Record<string, string> {
  return {
    user_id: String(targets.victimUserId),
    user_name: 'سارة محمود',
    msisdn: '01012345678',
    hide_data: 'false',
    project_id: String(projectId),
    campaign_title: 'المرحوم حسن عبد الله',
    campaign_description: 'كان سندًا لكل من عرفه.',
    collected: '0',
    type: '1',
    consent: 'true',
  };
}

function multipartBody(fields: Record<string, string>) {
  const boundary = 'matrixboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** On scheduled giving's routes `id` is a schedule's, on the operators' an operator's: aim it at the victim's. */
function aimedAt(route: DiscoveredRoute, given: Targets): Targets {
  if (/giving-schedules/.test(route.path)) return { ...given, victimDonationId: given.victimScheduleId };
  if (route.path.startsWith('/api/operator/operators/'))
    return { ...given, victimDonationId: given.victimOperatorId };
  return given;
}

/** One request of the matrix: the route aimed at the victim's ids, with a body that passes validation. */
export function matrixRequest(
  route: DiscoveredRoute,
  operation: Operation,
  given: Targets,
  options: { multipart: boolean; projectId: number },
): InjectOptions & { url: string } {
  const targets = aimedAt(route, given);
  const path = fillPath(route.path, (name) => {
    const declared = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(fieldValue(name, declared?.schema, targets) ?? '1'));
  });
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const named = valueByName(parameter.name, targets);
    const fitting = named !== undefined && fits(parameter.schema, named);
    const value = fitting ? named : parameter.required ? exampleFor(parameter.schema) : undefined;
    if (value !== undefined) query.set(parameter.name, String(value));
  }
  const url = query.size > 0 ? `${path}?${query}` : path;
  if (route.method === 'GET') return { method: route.method, url };
  if (options.multipart) {
    const body = multipartBody(multipartFields(targets, options.projectId));
    return { method: route.method, url, payload: body.payload, headers: { 'content-type': body.type } };
  }
  if (!operation.body) return { method: route.method, url };
  return {
    method: route.method,
    url,
    payload: JSON.stringify(bodyFor(operation.body, targets)),
    headers: { 'content-type': 'application/json' },
  };
}

/** True when the route's path names one donation (or its receipt), which the matrix fills with someone else's. */
export const addressesDonation = (route: DiscoveredRoute) => /\/(donations|receipts)\/:id\b/.test(route.path);
