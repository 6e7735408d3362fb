-- Issue 31: a fellow traveller's own link to their entry of a pre-check-in. One link in force per
-- traveller; issuing again or withdrawing ends it (ended_at), and every link ends at checkout.
CREATE TABLE precheckin_invites (
  token TEXT PRIMARY KEY,
  precheckin_token TEXT NOT NULL REFERENCES precheckins(token),
  traveller_number INTEGER NOT NULL,
  issued_at TEXT NOT NULL,
  saved_at TEXT,                      -- the invited traveller saved their entry
  ended_at TEXT                       -- withdrawn, or replaced by a new link
);
CREATE UNIQUE INDEX precheckin_invites_in_force
  ON precheckin_invites (precheckin_token, traveller_number) WHERE ended_at IS NULL;
