-- Link codes (POST /guestworld-api/v2/users/link) count sends and wrong tries per identity and
-- booking in a 15-minute window, as reservation authcodes do (sandbox/oneTimeCodes.ts): a new code
-- no longer resets the tries. Codes live 15 minutes, so none is lost that matters.
DROP TABLE guestworld_link_codes;
CREATE TABLE guestworld_link_codes (
  identity_id TEXT NOT NULL,
  reservation_number TEXT NOT NULL,
  code_hash TEXT NOT NULL,                     -- SHA-256 of identity, reservation number and code
  expires_at INTEGER NOT NULL,                 -- epoch ms
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  window_started_at INTEGER NOT NULL DEFAULT 0, -- epoch ms
  sends INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (identity_id, reservation_number)
);
