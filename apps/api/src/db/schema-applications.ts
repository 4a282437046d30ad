import type { ColumnType } from 'kysely';
import type { ApplicationStatus, DocumentKind } from '@athar/contract/applications/application-fields';
import type { EgyptianBank } from '@athar/contract/applications/egyptian-banks';
import type { CreatedAt, Identity, Timestamp } from './schema-columns';

// Kysely types of a charity's application to join Athar (035).

export interface CharityApplicationsTable {
  id: Identity;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  legal_name: string;
  registration_number: string;
  city_id: number;
  address: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  website: string | null;
  bank: EgyptianBank;
  account_holder: string;
  iban: string;
  tracking_hash: Buffer;
  operator_message: string | null;
  decided_by: number | null;
  ngo_id: number | null;
  submitted_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type DocumentContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

export interface CharityApplicationDocumentsTable {
  id: Identity;
  application_id: number;
  kind: DocumentKind;
  file_key: string;
  content_type: DocumentContentType;
  bytes: number;
  uploaded_at: CreatedAt;
  replaced_at: Timestamp | null;
}
