import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignDetailsResponse } from '@athar/contract/campaigns/details';
import { responseSerializerCompiler } from './response-serializer';

const card = {
  campaign_id: 7,
  campaign_title: 'صدقة جارية عن "أبي"',
  deceased_gender: 'male' as const,
  campaign_description: 'سطر\nوسطر',
  campaign_image: '/uploads/a.webp',
  campaign_collected: 150.5,
  project_amount: 1000,
  total_of_donations: 3,
  units_completed: 0,
  project_ar_name: 'بئر',
  ngo_image: '/uploads/n.png',
  isFavorite: false,
};

function compile(schema: z.ZodType, checkAgainstZod = false) {
  return responseSerializerCompiler({ checkAgainstZod })({
    schema,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });
}

describe('responseSerializerCompiler', () => {
  it('answers what zod would: declared fields only, a card or the full details', () => {
    const serialize = compile(campaignDetailsResponse, true);
    const data = { status: 1, message: '', data: [{ ...card, secret: 'x' }] };
    expect(JSON.parse(serialize(data))).toEqual({ status: 1, message: '', data: [card] });
    const details = { ...card, project_id: 3, visible: true, smsCode: '10001' };
    expect(JSON.parse(serialize({ status: 1, message: '', data: [details] })).data).toEqual([details]);
  });

  it('keeps nulls, optional fields and records as zod does', () => {
    const schema = z.object({
      name: z.string().nullable(),
      note: z.string().optional(),
      errors: z.record(z.string(), z.string()).optional(),
    });
    const serialize = compile(schema, true);
    expect(serialize({ name: null, errors: { phone: 'رقم غير صحيح' } })).toBe(
      JSON.stringify({ name: null, errors: { phone: 'رقم غير صحيح' } }),
    );
    expect(serialize({ name: 'أ', note: 'ب' })).toBe('{"name":"أ","note":"ب"}');
  });

  it('writes a tuple’s elements, whatever they hold, as zod does (an audit entry’s changes)', () => {
    const schema = z.object({ changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])) });
    const serialize = compile(schema, true);
    const changes = { filter: [null, { action: 'operator.login' }], name: ['أ', 'ب'], count: [1, [2]] };
    expect(JSON.parse(serialize({ changes }))).toEqual({ changes });
  });

  it('falls back to zod for a schema with no JSON Schema form', () => {
    const serialize = compile(z.object({ at: z.date() }));
    expect(() => serialize({ at: 'not a date' })).toThrow();
  });

  it('reports a value that fast-json-stringify would coerce when checking against zod', () => {
    const serialize = compile(z.object({ count: z.number().int() }), true);
    expect(serialize({ count: 3 })).toBe('{"count":3}');
    expect(() => serialize({ count: '3' })).toThrow();
  });
});
