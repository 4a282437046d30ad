import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

interface LocationsFile {
  governorates: {
    id: number;
    ar_name: string;
    en_name: string;
    areas: { id: number; ar_name: string; en_name: string }[];
  }[];
}

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content', 'egypt-locations.json');

/** The 27 governorates and their areas (egypt-locations.json, MIT; see content/EGYPT-LOCATIONS-LICENSE). */
export async function seedLocations(db: Kysely<Database>) {
  const { governorates } = JSON.parse(await fs.readFile(FILE, 'utf8')) as LocationsFile;
  await db
    .insertInto('cities')
    .values(governorates.map(({ id, ar_name, en_name }) => ({ id, ar_name, en_name })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const areas = governorates.flatMap((city) => city.areas.map((area) => ({ ...area, city_id: city.id })));
  await db
    .insertInto('areas')
    .values(areas)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
