import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LATIN_NAMES } from '@athar/contract/search/latin-names';
import { latinNameKeys, nameSearchKeys } from '@athar/contract/search/search-keys';
import { transliterate } from '@athar/contract/search/transliterate';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';
import deceased from './seed/content/deceased.json';
import ngos from './seed/content/ngos.json';
import projects from './seed/content/projects.json';

/** Names that take every path of the word splitting, folding and spelling. */
const TRICKY_NAMES = [
  'عبدالرحمن ابوزيد هبةالله علاءالدين',
  'امكلثوم أبوالعلا عبدالله عبدعبدالله عبدال ابوا',
  'الرءوف الرؤوف داوود طاووس',
  'د. أحمد م. منى أ. سعاد الحجة الحجه',
  'يحيى مصطفى ليلى هدى على',
  'ذكي ظاهر ثروت ذظذض هيثم طه عبده',
  'ولاء بالمنيا للتنمية والخير فالح كالبدر لله',
  'شيماء أسماء إسراء دعاء ء ٱلله',
  'مُحَمَّد مـحـمـد ٢٠٢٠ ۱۲۳ T10006 t5',
  'mohamed Abdelrahman el-sayed es sayed ash shafei abdel aal',
  'Chérif ÉLSAYED 3abd el ra7man x10 5aled 8ada',
  'abou zeid abozeid abdo abdou hebatullah hebat allah nour eldeen alaaeldin',
  'elham alaa allah alla el',
  'Ahmed ALI',
  'كساء ودفء وفاء ووئام ودد',
];

describe.each(testEngines)('name_search_keys() and name_latin() on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
  });
  afterAll(() => database.dispose());

  it('give exactly the contract’s nameSearchKeys() and transliterate() for every demo name', async () => {
    const names = [
      ...deceased.map((person) => person.name),
      ...ngos.map((ngo) => ngo.ar_name),
      ...projects.map((project) => project.ar_name),
      ...TRICKY_NAMES,
    ];
    const { rows } = await sql<{ name: string; keys: string[]; latin: string }>`
      SELECT name, name_search_keys(name) AS keys, name_latin(name) AS latin
      FROM unnest(${names}::text[]) AS name`.execute(database.handle.db);
    for (const row of rows) {
      expect([...row.keys].sort(), row.name).toEqual(nameSearchKeys(row.name));
      expect(row.latin, row.name).toBe(transliterate(row.name));
    }
    expect(rows).toHaveLength(names.length);
  });

  it('carries the contract’s table of Latin spellings', async () => {
    const { rows } = await sql<{
      names: Record<string, string>;
    }>`SELECT search_latin_names() AS names`.execute(database.handle.db);
    const expected = Object.fromEntries(
      [...LATIN_NAMES].map(([key, spellings]) => [
        key,
        [spellings[0], ...new Set(latinNameKeys(spellings))].join(' '),
      ]),
    );
    expect(rows[0]!.names).toEqual(expected);
  });
});
