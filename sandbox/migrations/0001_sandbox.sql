-- The sandbox's stand-in for the provider's services (local mode only).
CREATE TABLE sandbox_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- conf-api pages that answer with something other than the default portal page.
CREATE TABLE conf_pages (
  path TEXT PRIMARY KEY,
  pagetype TEXT NOT NULL,
  body TEXT NOT NULL
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE accommodations (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  place TEXT NOT NULL,
  country TEXT NOT NULL,
  max_guests INTEGER NOT NULL,
  image_url TEXT,
  image_width INTEGER,
  image_height INTEGER,
  image_alt TEXT
);

CREATE TABLE reservations (
  token TEXT PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  accommodation_code TEXT NOT NULL REFERENCES accommodations(code),
  checkin TEXT NOT NULL,
  checkout TEXT NOT NULL,
  language TEXT NOT NULL,
  state TEXT NOT NULL,
  email TEXT NOT NULL,
  documents TEXT NOT NULL DEFAULT '[]',
  insert_date TEXT NOT NULL,
  partner_id TEXT,
  last_modified TEXT NOT NULL
);
