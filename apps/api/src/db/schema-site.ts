import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Identity } from './schema-columns';

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

export interface FaqsTable {
  id: Identity;
  audience: 'donators' | 'creators';
  question: string;
  answer: string;
  sort_order: Generated<number>;
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
