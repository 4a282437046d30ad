import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import type { Piasters } from '@athar/contract/piasters';
import type {
  HomeFeaturedCampaignsTable,
  HomeFeaturedProjectsTable,
  NgoNameChangesTable,
  ProjectDraftsTable,
  ProjectTextVersionsTable,
} from './schema-catalogue';
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
import type { MailLinksTable } from './schema-mail-links';
import type { GivingNightsTable, GivingScheduleLinksTable, GivingSchedulesTable } from './schema-giving';
import type {
  CharityPermitsTable,
  CharityStaffTable,
  DeliveryUpdatePhotosTable,
  DeliveryUpdatesTable,
  PermitNoticesTable,
  StaffRecoveryCodesTable,
  StaffSessionsTable,
  StaffTokensTable,
} from './schema-console';
import type {
  AuditLogTable,
  OperatorApprovalsTable,
  OperatorInvitationsTable,
  OperatorRecoveryCodesTable,
  OperatorSessionsTable,
  OperatorsTable,
} from './schema-operators';
import type { DataBreachesTable, DataRequestsTable } from './schema-data-protection';
import type { FeeTables } from './schema-fees';
import type { CashDepositTables, SettlementTables } from './schema-settlement';
import type { FigureTables } from './schema-figures';
import type { PaymentSettingChangesTable } from './schema-payment-settings';
import type { CharityApplicationDocumentsTable, CharityApplicationsTable } from './schema-applications';
import type {
  AreasTable,
  CitiesTable,
  ContactMessagesTable,
  PressTable,
  SitePagesTable,
  SitePageVersionsTable,
} from './schema-site';
import type {
  CampaignDigestsTable,
  MailOutboxTable,
  SmsOutboxTable,
  UpdateUnsubscribesTable,
} from './schema-outbox';
import type {
  DonationEventsTable,
  GatewayTransactionsTable,
  SmsMessagesTable,
  UsedSignaturesTable,
} from './schema-payments';

export type {
  CharityPermitsTable,
  CharityStaffTable,
  DeliveryUpdateKind,
  DeliveryUpdatePhotosTable,
  DeliveryUpdatesTable,
  PermitNoticesTable,
  StaffSessionsTable,
  StaffTokenPurpose,
  StaffTokensTable,
} from './schema-console';
export type {
  CampaignDigestsTable,
  MailKind,
  MailOutboxTable,
  SmsOutboxTable,
  UpdateUnsubscribesTable,
} from './schema-outbox';
export type {
  AreasTable,
  CitiesTable,
  ContactMessagesTable,
  PressTable,
  SitePagesTable,
  SitePageVersionsTable,
} from './schema-site';
export type {
  DonationEventAction,
  DonationEventsTable,
  GatewayOutcomeColumn,
  GatewayResultColumn,
  GatewayTransactionsTable,
  SmsMessagesTable,
  UsedSignaturesTable,
} from './schema-payments';
import type { CreatedAt, Timestamp, Identity } from './schema-columns';
import type {
  CampaignModeration,
  CampaignPhotoBandsTable,
  CampaignReportsTable,
  CampaignEditsTable,
  CampaignSignalsTable,
  ModerationAppealsTable,
  ModerationDecisionsTable,
} from './schema-moderation';

// Kysely types of every table of migrations/*.sql. Money columns are integer piasters.

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
  /** gone from choosing; its projects keep it (043) */
  retired_at: Timestamp | null;
}

export interface NgosTable {
  id: Identity;
  ar_name: string;
  en_name: string;
  ngo_image: string;
  ngo_description: string;
  /** null for a charity that joined by application, until its admin sets it (035) */
  sms_short_number: string | null;
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
  /** the bank account donations are paid out to, a payment setting like the others (049) */
  bank: string | null;
  account_holder: string | null;
  iban: string | null;
  /** the charity as the Ministry of Social Solidarity registered it (015) */
  legal_name: string | null;
  registration_number: string | null;
  /** the last receipt serial given to one of its donations (a trigger of 015 gives them) */
  last_receipt_serial: Generated<number>;
  created_at: CreatedAt;
  /** the Egyptian Tax Authority's registration number, 9 digits: the fee e-invoice's receiver (037) */
  tax_number: string | null;
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
  /** gone from choosing and the listings; its campaigns keep working (043) */
  retired_at: Timestamp | null;
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
  /** the project's unit price when the campaign was created, set by a trigger (043) */
  unit_amount: Generated<Piasters>;
  donors_count: Generated<number>;
  created_at: CreatedAt;
  /** migration 016: the date of death in both calendars, all three or none */
  death_date: ColumnType<Date, string, string> | null;
  /** 'YYYY-MM-DD' in the Hijri calendar as Egypt counted it */
  death_hijri: string | null;
  death_calendar: 'gregorian' | 'hijri' | null;
  duas_need_approval: Generated<boolean>;
  /** migration 036: donations paused or the page taken down by a moderator (docs/decisions/033) */
  moderation: CampaignModeration | null;
  /**
   * migration 042: the photo's 64-bit difference hash as a signed bigint, written as text; int8 reads
   * back as a number, which loses bits past 2^53: always select it `photo_hash::text`. Null without an
   * uploaded photo (docs/decisions/036)
   */
  photo_hash: ColumnType<number, string, string> | null;
  /** migration 042: the photo's key and the words a moderator hid, moved aside (docs/decisions/036) */
  hidden_image: string | null;
  hidden_description: string | null;
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
  /** migration 019 (docs/decisions/025): an unticked box ticked, or the person's own request */
  basis: 'consent' | 'request';
  given_at: CreatedAt;
}

export interface FavouritesTable {
  user_id: number;
  campaign_id: number;
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
  site_pages: SitePagesTable;
  site_page_versions: SitePageVersionsTable;
  contact_messages: ContactMessagesTable;
  press: PressTable;
  sms_messages: SmsMessagesTable;
  charity_staff: CharityStaffTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
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
  giving_schedule_links: GivingScheduleLinksTable;
  mail_links: MailLinksTable;
  operators: OperatorsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  operator_sessions: OperatorSessionsTable;
  operator_invitations: OperatorInvitationsTable;
  data_requests: DataRequestsTable;
  data_breaches: DataBreachesTable;
  audit_log: AuditLogTable;
  operator_approvals: OperatorApprovalsTable;
  campaign_reports: CampaignReportsTable;
  moderation_decisions: ModerationDecisionsTable;
  moderation_appeals: ModerationAppealsTable;
  campaign_signals: CampaignSignalsTable;
  campaign_edits: CampaignEditsTable;
  campaign_photo_bands: CampaignPhotoBandsTable;
  charity_applications: CharityApplicationsTable;
  charity_application_documents: CharityApplicationDocumentsTable;
  schema_migrations: SchemaMigrationsTable;
  fee_statement_numbers: FeeTables['fee_statement_numbers'];
  fee_statements: FeeTables['fee_statements'];
  payment_setting_changes: PaymentSettingChangesTable;
  project_drafts: ProjectDraftsTable;
  ngo_name_changes: NgoNameChangesTable;
  home_featured_campaigns: HomeFeaturedCampaignsTable;
  home_featured_projects: HomeFeaturedProjectsTable;
  project_text_versions: ProjectTextVersionsTable;
  fee_statement_lines: FeeTables['fee_statement_lines'];
  settlement_imports: SettlementTables['settlement_imports'];
  settlement_lines: SettlementTables['settlement_lines'];
  cash_deposits: CashDepositTables['cash_deposits'];
  cash_deposit_donations: CashDepositTables['cash_deposit_donations'];
  daily_figures: FigureTables['daily_figures'];
  daily_charity_figures: FigureTables['daily_charity_figures'];
  figures_donor_days: FigureTables['figures_donor_days'];
  figures_settled_donations: FigureTables['figures_settled_donations'];
  figures_reached_campaigns: FigureTables['figures_reached_campaigns'];
}

export type NewDonation = Insertable<DonationsTable>;
export type Campaign = Selectable<CampaignsTable>;
