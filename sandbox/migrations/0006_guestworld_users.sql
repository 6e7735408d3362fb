-- guestworld-api's account users (SPEC §3 User), the bookings linked to them, the one-time codes
-- of a link in progress, deletion surveys, personal catalogue requests and the sandbox's per-client
-- rate limits. Times are ISO-8601 UTC strings (compared as text) unless named *_ms.

CREATE TABLE guestworld_users (
  identity_id TEXT PRIMARY KEY,           -- the identity service's id: one user per identity
  email TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',         -- M | F, or '' before the profile is filled in
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  street TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  picture_key TEXT,                       -- the R2 key of the picture shown
  pending_picture_key TEXT,               -- a new upload, shown from pending_visible_at on
  pending_visible_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- A reservation belongs to at most one account.
CREATE TABLE guestworld_links (
  reservation_number TEXT PRIMARY KEY,
  identity_id TEXT NOT NULL,
  linked_at TEXT NOT NULL
);
CREATE INDEX guestworld_links_identity ON guestworld_links(identity_id);

-- The one-time code of a link in progress: one per account and reservation; a new one replaces it.
CREATE TABLE guestworld_link_codes (
  identity_id TEXT NOT NULL,
  reservation_number TEXT NOT NULL,
  code_hash TEXT NOT NULL,                -- SHA-256 of reservation number and code
  attempts INTEGER NOT NULL DEFAULT 0,    -- wrong tries; at 5 the code is spent
  expires_at TEXT NOT NULL,
  PRIMARY KEY (identity_id, reservation_number)
);

-- Why accounts were deleted (the optional survey); nothing of the person is kept.
CREATE TABLE guestworld_deletion_surveys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reasons TEXT NOT NULL,                  -- JSON list of reason ids
  comment TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

-- webcc-api's personal catalogue requests (POST /webcc-api/v1/forms/personalCatalog).
CREATE TABLE personal_catalog_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  fields TEXT NOT NULL,                   -- JSON of the form as received
  created_at TEXT NOT NULL
);

-- Calls one client made to a rate-limited endpoint, by endpoint (bucket), for the sliding window.
CREATE TABLE client_rate_hits (
  bucket TEXT NOT NULL,
  client TEXT NOT NULL,
  at_ms INTEGER NOT NULL
);
CREATE INDEX client_rate_hits_window ON client_rate_hits(bucket, client, at_ms);
