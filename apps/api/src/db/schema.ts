import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import type { Piasters } from '@athar/contract/piasters';
import type {
  CampaignAdminInvitesTable,
  CampaignAdminsTable,
  CampaignFollowsTable,
  DuaReportsTable,
  DuasTable,
  FamilyUpdatesTable,
  FollowSendsTable,
  HijriCorrectionsTable,
  KhatmaPartsTable,
  KhatmasTable,
} from './schema-remembrance';
import type { GivingNightsTable, GivingSchedulesTable } from './schema-giving';

/** Kysely types of every table of migrations/*.sql. Money columns are integer piasters. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Identity = ColumnType<number, never, never>;
/** ar_norm() of a name, a generated column the database keeps (migration 006). */
type Folded = ColumnType<string, never, never>;
/** name_search_keys() of a name: the keys forgiving search matches (migration 011). */
type SearchKeys = ColumnType<string[], never, never>;
/** name_latin() of a name: its Latin form as Egyptians write it (migration 011). */
type Latin = ColumnType<string, never, never>;

export interface UsersTable {
  id: Identity;
  user_name: string | null;
  email: string | null;
  msisdn: string | null;
  password_hash: string | null;
  profile_pic: string | null;
  hide_data: Generated<boolean>;
  verified_at: Timestamp | null;
  created_at: CreatedAt;
  deleted_at: Timestamp | null;
}

export interface SessionsTable {
  id: Identity;
  token_hash: Buffer;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface UserTokensTable {
  id: Identity;
  token_hash: Buffer;
  user_id: number;
  purpose: 'verify' | 'reset';
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CategoriesTable {
  id: Identity;
  ar_name: string;
  en_name: string;
  category_image: string;
  sort_order: Generated<number>;
}

export interface NgosTable {
  id: Identity;
  ar_name: string;
  en_name: string;
  ngo_image: string;
  ngo_description: string;
  sms_short_number: string;
  ar_name_norm: Folded;
  search_keys: SearchKeys;
  ar_name_latin: Latin;
  cash_collection: Generated<boolean>;
  merchant_id: string | null;
  merchant_name: string | null;
  /** the charity's account at the Paymob-protocol gateway and its integration per method (014) */
  paymob_account: string | null;
  wallet_integration_id: number | null;
  kiosk_integration_id: number | null;
  meeza_integration_id: number | null;
  /** the charity as the Ministry of Social Solidarity registered it (015) */
  legal_name: string | null;
  registration_number: string | null;
  /** the last receipt serial given to one of its donations (a trigger of 015 gives them) */
  last_receipt_serial: Generated<number>;
  created_at: CreatedAt;
}

export type SadaqaKind = 'jariya' | 'sadaqa';

export interface ProjectsTable {
  id: Identity;
  ngo_id: number;
  category_id: number;
  ar_name: string;
  en_name: string;
  amount: Piasters;
  project_description: string;
  project_image: string;
  ar_name_norm: Folded;
  search_keys: SearchKeys;
  ar_name_latin: Latin;
  /** 'jariya' only for a lasting asset (well, building, equipment); set by the charity (015) */
  sadaqa_kind: Generated<SadaqaKind>;
  zakat_eligible: Generated<boolean>;
  created_at: CreatedAt;
}

export interface CampaignsTable {
  id: Identity;
  project_id: number;
  user_id: number | null;
  code: Generated<number>;
  title: string;
  title_norm: Folded;
  search_keys: SearchKeys;
  title_latin: Latin;
  /** migration 013; 'male' unless the creator chose otherwise */
  deceased_gender: Generated<DeceasedGender>;
  description: Generated<string>;
  image: string | null;
  type: Generated<number>;
  msisdn: string | null;
  collected: Generated<Piasters>;
  donors_count: Generated<number>;
  created_at: CreatedAt;
  /** migration 016: the date of death in both calendars, all three or none */
  death_date: ColumnType<Date, string, string> | null;
  /** 'YYYY-MM-DD' in the Hijri calendar as Egypt counted it */
  death_hijri: string | null;
  death_calendar: 'gregorian' | 'hijri' | null;
  duas_need_approval: Generated<boolean>;
}

export type DonationStatusColumn = 'pending' | 'confirmed' | 'failed' | 'cancelled' | 'refunded';

export interface DonationsTable {
  id: Identity;
  campaign_id: number;
  ngo_id: number;
  user_id: number | null;
  donor_name: string;
  email: string | null;
  msisdn: string | null;
  amount: Piasters;
  channel: number;
  type: number;
  status: Generated<DonationStatusColumn>;
  city_id: number | null;
  area_id: number | null;
  address: string | null;
  comment: string | null;
  hide_data: Generated<boolean>;
  idempotency_key: string | null;
  request_hash: string | null;
  payment_ref: string | null;
  sms_message_id: string | null;
  created_at: CreatedAt;
  confirmed_at: Timestamp | null;
  status_changed_at: Timestamp | null;
  /** the bank's checkout session (002_payments) */
  payment_session_id: string | null;
  payment_session_at: Timestamp | null;
  /** SHA-256 hex of the bank's successIndicator; the indicator itself is never stored */
  success_indicator_hash: string | null;
  /** a random uuid that opens the donation's receipt without logging in (004_receipts_and_mail) */
  receipt_key: Generated<string>;
  /** SHA-256 hex of the card payment token handed to the donating browser (008) */
  payment_token_hash: string | null;
  payment_token_expires_at: Timestamp | null;
  /** the Paymob-protocol gateway's order and intention for a wallet, kiosk or Meeza donation (014) */
  gateway_order_id: string | null;
  gateway_order_at: Timestamp | null;
  gateway_intention_id: string | null;
  gateway_client_secret: string | null;
  /** a kiosk payment's reference code while it waits to be paid, and until when it can be */
  kiosk_reference: string | null;
  kiosk_expires_at: Timestamp | null;
  refunded_at: Timestamp | null;
  /** how the donor chose to be seen (015); a trigger keeps hide_data = visibility in (family, anonymous) */
  visibility: Generated<DonationVisibilityColumn>;
  /** the charity's receipt number, given by a trigger when the donation is confirmed (015) */
  receipt_serial: number | null;
  /** the giving schedule whose night this donation is (017) */
  schedule_id: number | null;
  /** the night of that schedule a one-tap link gave for (018), `YYYY-MM-DD` */
  schedule_night: ColumnType<Date, string, string> | null;
}

export type DonationVisibilityColumn = 'public' | 'amount_hidden' | 'family' | 'anonymous';

/** A charity's fundraising permit (Law 149/2019), entered by the operator or asked for by its staff (015). */
export interface CharityPermitsTable {
  id: Identity;
  ngo_id: number;
  permit_number: string;
  issuing_body: string;
  /** Cairo calendar days: written as `YYYY-MM-DD`, read in SQL with to_char() where text is needed */
  starts_on: ColumnType<Date, string, string>;
  ends_on: ColumnType<Date, string, string>;
  scope: 'online' | 'offline';
  status: 'requested' | 'approved' | 'rejected';
  requested_by: number | null;
  decided_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}

/** One notice per permit and kind (015). */
export interface PermitNoticesTable {
  permit_id: number;
  kind: 'expiring' | 'expired';
  created_at: CreatedAt;
}

/** What a person consented to and when (PDPL 151/2020; 015). */
export interface ConsentsTable {
  id: Identity;
  purpose: 'registration' | 'donation' | 'campaign' | 'dua' | 'follow' | 'schedule';
  policy_version: string;
  user_id: number | null;
  donation_id: number | null;
  campaign_id: number | null;
  /** migration 016 */
  dua_id: number | null;
  follow_id: number | null;
  /** migration 017 */
  schedule_id: number | null;
  given_at: CreatedAt;
}

export type DeliveryUpdateKind = 'progress' | 'completed' | 'still_working';

/** Proof of delivery posted by a charity's staff about a project or one campaign (015). */
export interface DeliveryUpdatesTable {
  id: Identity;
  ngo_id: number;
  project_id: number;
  campaign_id: number | null;
  staff_id: number | null;
  kind: DeliveryUpdateKind;
  body: string;
  beneficiaries: number | null;
  certificate_image: string | null;
  year_number: number | null;
  created_at: CreatedAt;
}

export interface DeliveryUpdatePhotosTable {
  update_id: number;
  position: number;
  image: string;
  taken_on: ColumnType<Date, string, string>;
}

/** Who asked for no more update mails about a campaign (015). */
export interface UpdateUnsubscribesTable {
  email: string;
  campaign_id: number;
  created_at: CreatedAt;
}

export type GatewayOutcomeColumn = 'paid' | 'declined' | 'pending' | 'refunded' | 'voided';
export type GatewayResultColumn = 'confirmed' | 'failed' | 'reference-kept' | 'reversed' | 'unchanged';

/** Every gateway transaction outcome acted on, once per (transaction, outcome) (014). */
export interface GatewayTransactionsTable {
  transaction_id: string;
  outcome: GatewayOutcomeColumn;
  donation_id: number;
  amount: Piasters;
  currency: string;
  result: GatewayResultColumn;
  created_at: CreatedAt;
}

/** Digests of signed internal calls already taken, kept while they could still be replayed (008). */
export interface UsedSignaturesTable {
  digest: string;
  expires_at: Timestamp;
}

export interface SmsMessagesTable {
  message_id: string;
  from_number: string;
  to_number: string;
  body: string;
  received_at: Timestamp | null;
  outcome: 'donation' | 'ignored';
  donation_id: number | null;
  created_at: CreatedAt;
}

export interface FavouritesTable {
  user_id: number;
  campaign_id: number;
  created_at: CreatedAt;
}

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

/** Staff of one charity (003_charity_staff); password_hash is null until the invitation is used. */
export interface CharityStaffTable {
  id: Identity;
  ngo_id: number;
  email: string;
  staff_name: string;
  password_hash: string | null;
  created_at: CreatedAt;
}

export interface StaffSessionsTable {
  id: Identity;
  token_hash: Buffer;
  staff_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** What a staff link does: an invitation chooses the first password, a reset link a new one (012). */
export type StaffTokenPurpose = 'invite' | 'reset';

export interface StaffTokensTable {
  id: Identity;
  token_hash: Buffer;
  staff_id: number;
  purpose: StaffTokenPurpose;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** refunded / voided: reported by the gateway, by no staff member (014) */
export type DonationEventAction = 'contacted' | 'collected' | 'failed' | 'cancelled' | 'refunded' | 'voided';

export interface DonationEventsTable {
  id: Identity;
  donation_id: number;
  staff_id: number | null;
  action: DonationEventAction;
  note: string | null;
  created_at: CreatedAt;
}

export type MailKind =
  | 'receipt'
  | 'campaign_visible'
  | 'daily_digest'
  | 'kiosk_reference'
  | 'permit_expiring'
  | 'reminder'
  | 'family_update'
  | 'follow_confirm'
  | 'admin_invite'
  | 'dua_pending'
  | 'permit_expired'
  | 'delivery_update'
  | 'schedule_started'
  | 'schedule_night_link'
  | 'schedule_charge_failed';

/** Mails written with what they report and sent later by the outbox dispatcher (004). */
export interface MailOutboxTable {
  id: Identity;
  kind: MailKind;
  /** what the mail is about, per kind (services/mail-outbox/outbox-mail.ts) */
  payload: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  last_error: string | null;
}

/** Text messages written with what they report and sent later through the SMS aggregator (014). */
export interface SmsOutboxTable {
  id: Identity;
  kind: 'receipt' | 'schedule_night_link';
  /** receipt: the donation; schedule_night_link: none (017) */
  donation_id: number | null;
  schedule_id: number | null;
  night: ColumnType<Date, string, string> | null;
  body: string;
  created_at: CreatedAt;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  provider_message_id: string | null;
  last_error: string | null;
}

/** The claim of one campaign's digest for one Cairo day (`YYYY-MM-DD`). */
export interface CampaignDigestsTable {
  campaign_id: number;
  day: ColumnType<Date, string, never>;
  created_at: CreatedAt;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  categories: CategoriesTable;
  ngos: NgosTable;
  projects: ProjectsTable;
  campaigns: CampaignsTable;
  donations: DonationsTable;
  favourites: FavouritesTable;
  cities: CitiesTable;
  areas: AreasTable;
  faqs: FaqsTable;
  contact_messages: ContactMessagesTable;
  press: PressTable;
  sms_messages: SmsMessagesTable;
  charity_staff: CharityStaffTable;
  staff_sessions: StaffSessionsTable;
  staff_tokens: StaffTokensTable;
  donation_events: DonationEventsTable;
  mail_outbox: MailOutboxTable;
  sms_outbox: SmsOutboxTable;
  gateway_transactions: GatewayTransactionsTable;
  campaign_digests: CampaignDigestsTable;
  used_signatures: UsedSignaturesTable;
  charity_permits: CharityPermitsTable;
  permit_notices: PermitNoticesTable;
  consents: ConsentsTable;
  delivery_updates: DeliveryUpdatesTable;
  delivery_update_photos: DeliveryUpdatePhotosTable;
  update_unsubscribes: UpdateUnsubscribesTable;
  hijri_corrections: HijriCorrectionsTable;
  campaign_admins: CampaignAdminsTable;
  campaign_admin_invites: CampaignAdminInvitesTable;
  duas: DuasTable;
  dua_reports: DuaReportsTable;
  khatmas: KhatmasTable;
  khatma_parts: KhatmaPartsTable;
  campaign_follows: CampaignFollowsTable;
  follow_sends: FollowSendsTable;
  family_updates: FamilyUpdatesTable;
  giving_schedules: GivingSchedulesTable;
  giving_nights: GivingNightsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type NewDonation = Insertable<DonationsTable>;
export type Campaign = Selectable<CampaignsTable>;
