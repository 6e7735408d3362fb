-- What guests manage through their reservation link (issue: reservations).
ALTER TABLE accommodations ADD COLUMN street TEXT NOT NULL DEFAULT '';
ALTER TABLE accommodations ADD COLUMN zip TEXT NOT NULL DEFAULT '';
ALTER TABLE accommodations ADD COLUMN region TEXT NOT NULL DEFAULT '';
ALTER TABLE accommodations ADD COLUMN nightly_rate INTEGER NOT NULL DEFAULT 0;      -- cents
ALTER TABLE accommodations ADD COLUMN included_persons INTEGER NOT NULL DEFAULT 2;
ALTER TABLE accommodations ADD COLUMN extra_person_rate INTEGER NOT NULL DEFAULT 0; -- cents a night
ALTER TABLE accommodations ADD COLUMN key_handover TEXT NOT NULL DEFAULT '{}';      -- JSON per language
ALTER TABLE accommodations ADD COLUMN keyholder TEXT NOT NULL DEFAULT '{}';         -- JSON

ALTER TABLE reservations ADD COLUMN adults INTEGER NOT NULL DEFAULT 2;
ALTER TABLE reservations ADD COLUMN children INTEGER NOT NULL DEFAULT 0;
ALTER TABLE reservations ADD COLUMN babies INTEGER NOT NULL DEFAULT 0;
ALTER TABLE reservations ADD COLUMN currency TEXT NOT NULL DEFAULT 'EUR';
ALTER TABLE reservations ADD COLUMN paid_amount INTEGER NOT NULL DEFAULT 0;         -- cents
ALTER TABLE reservations ADD COLUMN payment_due TEXT;
ALTER TABLE reservations ADD COLUMN cancelled_at TEXT;
ALTER TABLE reservations ADD COLUMN cancellation_fee INTEGER;                       -- cents, set on cancel

CREATE TABLE service_catalogue (
  accommodation_code TEXT NOT NULL REFERENCES accommodations(code),
  code TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_de TEXT NOT NULL,
  price INTEGER NOT NULL,          -- cents
  unit TEXT NOT NULL,              -- stay | night | person
  max_quantity INTEGER NOT NULL,
  PRIMARY KEY (accommodation_code, code)
);

CREATE TABLE reservation_services (
  number TEXT NOT NULL REFERENCES reservations(number),
  code TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  PRIMARY KEY (number, code)
);

CREATE TABLE authcodes (
  number TEXT PRIMARY KEY REFERENCES reservations(number),
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,     -- epoch ms
  failed_attempts INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE refunds (
  number TEXT PRIMARY KEY REFERENCES reservations(number),
  method TEXT NOT NULL,            -- voucher | banktransfer
  amount INTEGER NOT NULL,         -- cents
  iban TEXT,
  account_holder TEXT,
  voucher_code TEXT,
  voucher_valid_until TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  number TEXT NOT NULL REFERENCES reservations(number),
  method TEXT NOT NULL,
  amount INTEGER NOT NULL,         -- cents
  status TEXT NOT NULL,            -- pending | succeeded | failed
  created_at TEXT NOT NULL
);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  accommodation_code TEXT NOT NULL,
  reservation_number TEXT UNIQUE,
  locale TEXT NOT NULL,
  rating INTEGER NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  notes TEXT NOT NULL DEFAULT '',
  author TEXT NOT NULL,
  country TEXT NOT NULL,
  region TEXT NOT NULL,
  place TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_by_accommodation ON reviews (accommodation_code, created_at);

-- Unknown-token lookups per client, for the 429 that stops token guessing.
CREATE TABLE token_misses (
  client TEXT NOT NULL,
  at INTEGER NOT NULL              -- epoch ms
);
CREATE INDEX token_misses_by_client ON token_misses (client, at);
