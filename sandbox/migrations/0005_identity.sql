-- The sandbox's identity service (a stand-in for Ory Kratos): identities, sessions, self-service
-- flows and their one-time codes. Times are ISO-8601 UTC strings, so they compare as text.

CREATE TABLE identities (
  id TEXT PRIMARY KEY,                    -- uuid
  email TEXT NOT NULL UNIQUE COLLATE NOCASE, -- traits.email, the only identifier
  lang TEXT NOT NULL DEFAULT 'en',        -- traits.lang: en | de
  password_hash TEXT,                     -- pbkdf2-sha256$iterations$salt$hash; null: social sign-in only
  oidc_providers TEXT NOT NULL DEFAULT '[]', -- JSON list of providers the identity signed in with
  verified_at TEXT,                       -- when the e-mail address was verified; null: not yet
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE identity_sessions (
  id TEXT PRIMARY KEY,                    -- uuid
  identity_id TEXT NOT NULL REFERENCES identities(id),
  token_hash TEXT NOT NULL UNIQUE,        -- SHA-256 of the cookie value / session token
  logout_token TEXT NOT NULL UNIQUE,
  active INTEGER NOT NULL DEFAULT 1,      -- 0: revoked
  authentication_methods TEXT NOT NULL,   -- JSON list, as answered
  authenticated_at TEXT NOT NULL,         -- last (re-)authentication: the privileged window starts here
  issued_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  device_id TEXT NOT NULL,
  user_agent TEXT
);
CREATE INDEX identity_sessions_identity ON identity_sessions(identity_id);

CREATE TABLE identity_flows (
  id TEXT PRIMARY KEY,                    -- uuid
  kind TEXT NOT NULL,                     -- login | registration | recovery | verification | settings
  type TEXT NOT NULL,                     -- browser | api
  state TEXT NOT NULL,                    -- choose_method | sent_email | passed_challenge | show_form | success
  csrf_token TEXT,                        -- browser flows: the value of the csrf cookie when created
  identity_id TEXT,                       -- settings: owner; recovery/verification: whose address got a code
  address TEXT,                           -- recovery/verification: the address a code went to
  request_url TEXT NOT NULL,
  return_to TEXT,
  refresh INTEGER NOT NULL DEFAULT 0,
  requested_aal TEXT NOT NULL DEFAULT 'aal1',
  transient_payload TEXT,                 -- JSON
  ui_state TEXT NOT NULL DEFAULT '{}',    -- JSON: flow messages, node values and node messages of the last answer
  issued_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- One live code per flow; a new one replaces it (and its wrong tries).
CREATE TABLE identity_codes (
  flow_id TEXT PRIMARY KEY REFERENCES identity_flows(id),
  identity_id TEXT NOT NULL REFERENCES identities(id),
  code_hash TEXT NOT NULL,                -- SHA-256 of flow id and code: the code itself is never stored
  attempts INTEGER NOT NULL DEFAULT 0,    -- wrong tries; at 5 the code is spent
  used_at TEXT,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Generic errors answered to browser flows, readable at /self-service/errors?id=.
CREATE TABLE identity_flow_errors (
  id TEXT PRIMARY KEY,
  error TEXT NOT NULL,                    -- JSON genericError
  created_at TEXT NOT NULL
);

-- A sign-in at the sandbox's stand-in for Google or Apple, from the flow's submit to the callback.
CREATE TABLE identity_oidc_states (
  state TEXT PRIMARY KEY,
  flow_id TEXT NOT NULL REFERENCES identity_flows(id),
  provider TEXT NOT NULL,
  lang TEXT,                              -- traits.lang sent with the submit
  email TEXT,                             -- what the provider page answered
  code TEXT,                              -- the provider's authorization code, once answered
  used_at TEXT,
  expires_at TEXT NOT NULL
);

-- Api flows created with return_session_token_exchange_code=true: the app trades both codes for
-- the session token once the browser part of a social sign-in is done.
CREATE TABLE identity_token_exchanges (
  flow_id TEXT PRIMARY KEY REFERENCES identity_flows(id),
  init_code TEXT NOT NULL UNIQUE,
  return_to_code TEXT,
  session_id TEXT REFERENCES identity_sessions(id),
  session_token TEXT,                     -- held only until exchanged
  used_at TEXT
);
