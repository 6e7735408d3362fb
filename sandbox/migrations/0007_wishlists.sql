-- guestworld-api wishlists (SPEC §3): an account's named lists of accommodation codes, one of
-- them perhaps shared by a token. The owner is an identity id; there is no foreign key to
-- identities, because the sandbox reset empties the identity tables before these.
CREATE TABLE wishlists (
  id TEXT PRIMARY KEY,                  -- uuid
  owner_id TEXT NOT NULL,               -- identities.id
  name TEXT NOT NULL,
  shared_token TEXT UNIQUE,             -- null: not shared; 144 random bits, base64url
  created_at TEXT NOT NULL
);
CREATE INDEX wishlists_owner ON wishlists(owner_id, created_at);

CREATE TABLE wishlist_properties (
  wishlist_id TEXT NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
  code TEXT NOT NULL,                   -- accommodations.code
  position INTEGER NOT NULL,            -- order of adding
  PRIMARY KEY (wishlist_id, code)
);
