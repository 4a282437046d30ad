import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export function listCities(db: Kysely<Database>) {
  return db.selectFrom('cities').select(['id', 'ar_name']).orderBy('id').execute();
}

/** The areas of one governorate, or null when the governorate does not exist. */
export async function listCityAreas(db: Kysely<Database>, cityId: number) {
  const city = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
  if (!city) return null;
  return db
    .selectFrom('areas')
    .select(['id', 'ar_name'])
    .where('city_id', '=', cityId)
    .orderBy('ar_name')
    .orderBy('id')
    .execute();
}

/** The governorate of an area, or undefined for an unknown area. */
export function areaCity(db: Kysely<Database>, areaId: number) {
  return db.selectFrom('areas').select('city_id').where('id', '=', areaId).executeTakeFirst();
}
