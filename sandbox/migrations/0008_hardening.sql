-- Authcodes: a reservation's sends and wrong tries count per 15-minute window, so a new code does
-- not wipe the tries made against the one before it.
ALTER TABLE authcodes ADD COLUMN window_started_at INTEGER NOT NULL DEFAULT 0; -- epoch ms
ALTER TABLE authcodes ADD COLUMN sends INTEGER NOT NULL DEFAULT 0;

-- Identity: requests counted per identifier and per client for the rate limits, as Ory Network
-- keeps them; a row is one request of a rule's bucket.
CREATE TABLE identity_rate_hits (
  id INTEGER PRIMARY KEY,
  bucket TEXT NOT NULL,                   -- rule and who: 'sign-in-identifier:anna@example.com'
  at INTEGER NOT NULL                     -- epoch ms
);
CREATE INDEX identity_rate_hits_bucket ON identity_rate_hits(bucket, at);

-- Social sign-in: the SHA-256 of the continuity cookie of the browser that started it (browser
-- flows); the callback signs in only that browser.
ALTER TABLE identity_oidc_states ADD COLUMN browser_binding TEXT;
