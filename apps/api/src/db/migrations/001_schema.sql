-- The whole Athar data model (docs/PRODUCT.md §3). Money is integer piasters (bigint).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Arabic search normalisation; packages/contract/src/arabic.ts does exactly the same folds.
CREATE FUNCTION ar_norm(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(translate(
    regexp_replace(input, '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    'أإآٱىیئؤة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'اااايييوه01234567890123456789')), '\s+', ' ', 'g'))
$$;

CREATE TABLE users (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name     text,
  email         text,
  msisdn        text,
  password_hash text,
  profile_pic   text,
  hide_data     boolean NOT NULL DEFAULT false,
  verified_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  deleted_at    timestamptz,
  CONSTRAINT users_live_has_identity CHECK (
    deleted_at IS NOT NULL OR (email IS NOT NULL AND user_name IS NOT NULL AND password_hash IS NOT NULL))
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email)) WHERE deleted_at IS NULL;

CREATE TABLE sessions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash  bytea NOT NULL UNIQUE,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE user_tokens (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash  bytea NOT NULL UNIQUE,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX user_tokens_user ON user_tokens (user_id, purpose);

CREATE TABLE categories (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ar_name        text NOT NULL UNIQUE,
  en_name        text NOT NULL,
  category_image text NOT NULL,
  sort_order     integer NOT NULL DEFAULT 0
);

CREATE TABLE ngos (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ar_name            text NOT NULL UNIQUE,
  en_name            text NOT NULL,
  ngo_image          text NOT NULL,
  ngo_description    text NOT NULL,
  sms_short_number   text NOT NULL CHECK (sms_short_number ~ '^[0-9]{3,6}$'),
  cash_collection    boolean NOT NULL DEFAULT true,
  -- card payments are offered only when the charity has a merchant account at the bank
  merchant_id        text,
  merchant_name      text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ngos_merchant_complete CHECK ((merchant_id IS NULL) = (merchant_name IS NULL))
);
CREATE INDEX ngos_created ON ngos (created_at DESC, id DESC);
CREATE INDEX ngos_name_trgm ON ngos USING gin (ar_norm(ar_name) gin_trgm_ops);

CREATE TABLE projects (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ngo_id              integer NOT NULL REFERENCES ngos (id),
  category_id         integer NOT NULL REFERENCES categories (id),
  ar_name             text NOT NULL,
  en_name             text NOT NULL,
  -- the cost of one unit (one well, one meal), in piasters
  amount              bigint NOT NULL CHECK (amount > 0),
  project_description text NOT NULL,
  project_image       text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (ngo_id, ar_name)
);
CREATE INDEX projects_ngo ON projects (ngo_id);
CREATE INDEX projects_category ON projects (category_id, created_at DESC, id DESC);
CREATE INDEX projects_created ON projects (created_at DESC, id DESC);
CREATE INDEX projects_amount ON projects (amount, id);
CREATE INDEX projects_name_trgm ON projects USING gin (ar_norm(ar_name) gin_trgm_ops);

CREATE SEQUENCE campaign_code_seq START WITH 10001;

CREATE TABLE campaigns (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id    integer NOT NULL REFERENCES projects (id),
  user_id       bigint REFERENCES users (id),
  -- the short numeric code: the SMS code (T<code>) and the short link /<code>
  code          integer NOT NULL UNIQUE DEFAULT nextval('campaign_code_seq') CHECK (code > 0),
  title         text NOT NULL CHECK (length(title) >= 2),
  description   text NOT NULL DEFAULT '',
  image         text,
  type          smallint NOT NULL DEFAULT 1 CHECK (type = 1),
  msisdn        text,
  -- confirmed donations only; changed in the same transaction as each confirmation
  collected     bigint NOT NULL DEFAULT 0 CHECK (collected >= 0),
  donors_count  integer NOT NULL DEFAULT 0 CHECK (donors_count >= 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE campaign_code_seq OWNED BY campaigns.code;
-- Listings show only campaigns whose confirmed total reached 100 EGP (10,000 piasters).
CREATE INDEX campaigns_visible_created ON campaigns (created_at DESC, id DESC) WHERE collected >= 10000;
CREATE INDEX campaigns_visible_collected ON campaigns (collected DESC, id DESC) WHERE collected >= 10000;
CREATE INDEX campaigns_visible_donors ON campaigns (donors_count DESC, id DESC) WHERE collected >= 10000;
CREATE INDEX campaigns_project ON campaigns (project_id);
CREATE INDEX campaigns_user ON campaigns (user_id, created_at DESC);
CREATE INDEX campaigns_title_trgm ON campaigns USING gin (ar_norm(title) gin_trgm_ops) WHERE collected >= 10000;

CREATE TABLE cities (
  id       integer PRIMARY KEY,
  ar_name  text NOT NULL,
  en_name  text NOT NULL
);

CREATE TABLE areas (
  id       integer PRIMARY KEY,
  city_id  integer NOT NULL REFERENCES cities (id),
  ar_name  text NOT NULL,
  en_name  text NOT NULL
);
CREATE INDEX areas_city ON areas (city_id, ar_name);

CREATE TABLE donations (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id      bigint NOT NULL REFERENCES campaigns (id),
  ngo_id           integer NOT NULL REFERENCES ngos (id),
  user_id          bigint REFERENCES users (id),
  donor_name       text NOT NULL,
  email            text,
  msisdn           text,
  amount           bigint NOT NULL CHECK (amount > 0),
  -- 1 web, 2 sms
  channel          smallint NOT NULL CHECK (channel IN (1, 2)),
  -- 1 cash, 2 card, 3 sms
  type             smallint NOT NULL CHECK (type IN (1, 2, 3)),
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'confirmed', 'failed', 'cancelled')),
  city_id          integer REFERENCES cities (id),
  area_id          integer REFERENCES areas (id),
  address          text,
  comment          text,
  hide_data        boolean NOT NULL DEFAULT false,
  idempotency_key  text UNIQUE,
  request_hash     text,
  payment_ref      text UNIQUE,
  sms_message_id   text UNIQUE,
  created_at       timestamptz NOT NULL DEFAULT now(),
  confirmed_at     timestamptz,
  status_changed_at timestamptz,
  CONSTRAINT donations_confirmed_at CHECK ((status = 'confirmed') = (confirmed_at IS NOT NULL)),
  CONSTRAINT donations_cash_address CHECK (
    type <> 1 OR (city_id IS NOT NULL AND area_id IS NOT NULL AND address IS NOT NULL)),
  CONSTRAINT donations_sms_channel CHECK ((type = 3) = (channel = 2))
);
CREATE INDEX donations_campaign_confirmed ON donations (campaign_id, confirmed_at DESC, id DESC)
  WHERE status = 'confirmed';
CREATE INDEX donations_user ON donations (user_id, created_at DESC, id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX donations_ngo_pending ON donations (ngo_id, type, created_at) WHERE status = 'pending';
CREATE INDEX donations_ngo_confirmed ON donations (ngo_id, confirmed_at DESC) WHERE status = 'confirmed';

CREATE TABLE favourites (
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id  bigint NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, campaign_id)
);
CREATE INDEX favourites_user_created ON favourites (user_id, created_at DESC);
CREATE INDEX favourites_campaign ON favourites (campaign_id);

CREATE TABLE faqs (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience    text NOT NULL CHECK (audience IN ('donators', 'creators')),
  question    text NOT NULL,
  answer      text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0
);
CREATE INDEX faqs_audience ON faqs (audience, sort_order);

CREATE TABLE contact_messages (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text NOT NULL,
  msisdn      text,
  email       text NOT NULL,
  message     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE press (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title         text NOT NULL,
  outlet        text NOT NULL,
  url           text NOT NULL,
  image         text,
  published_on  date NOT NULL
);
CREATE INDEX press_published ON press (published_on DESC);
