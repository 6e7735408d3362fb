-- Issue 31 point 3: a traveller's signature on the registration, where the destination's law asks
-- for one. Kept beside the pre-check-in's travellers (by the traveller's uuid) rather than in their
-- JSON: an image per traveller would make every read of a pre-check-in carry and parse them all.
-- Deleted with the registration when its country's period ends.
CREATE TABLE traveller_signatures (
  token TEXT NOT NULL REFERENCES precheckins(token) ON DELETE CASCADE,
  traveller_uuid TEXT NOT NULL,
  method TEXT NOT NULL,                 -- drawn | typed
  image TEXT NOT NULL,                  -- PNG data URL, as sent after its checks
  name TEXT NOT NULL,                   -- the name as signed
  statement TEXT NOT NULL,              -- the declaration signed, in the language it was read in
  signed_at TEXT NOT NULL,              -- ISO time, the sandbox's clock
  PRIMARY KEY (token, traveller_uuid)
);
