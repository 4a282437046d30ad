import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Identity } from './schema-columns';
import type { SitePage, SitePageContent } from '@athar/contract/about/site-content';

// Kysely types of the site's own tables: the cities and areas, the about pages, the contact messages.

export interface CitiesTable {
  id: number;
  ar_name: string;
  en_name: string;
}

export interface AreasTable {
  id: number;
  city_id: number;
  ar_name: string;
  en_name: string;
}

/** The content pages operators keep (docs/decisions/040): the version visitors see. */
export interface SitePagesTable {
  page: SitePage;
  current_version: Generated<number>;
}

/** Every version of a page, whole: who (null: the migration's first), when, what it restored. */
export interface SitePageVersionsTable {
  page: SitePage;
  version: number;
  content: ColumnType<SitePageContent, string, never>;
  operator_id: number | null;
  restored_from: number | null;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Identity;
  name: string;
  msisdn: string | null;
  email: string;
  message: string;
  created_at: CreatedAt;
}

export interface PressTable {
  id: Identity;
  title: string;
  outlet: string;
  url: string;
  image: string | null;
  published_on: ColumnType<string, string, string>;
}
