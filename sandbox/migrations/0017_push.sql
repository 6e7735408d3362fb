-- The push service's stand-in (sandbox/push/): the test subscriptions it made, with the private key
-- and auth secret a browser would hold, so it can read what the portal encrypted to them; and the
-- messages it received, for /__dev/pushes.json.
CREATE TABLE push_test_subscriptions (
  id TEXT PRIMARY KEY,
  private_key TEXT NOT NULL,            -- the P-256 key pair as a JWK (JSON)
  p256dh TEXT NOT NULL,                 -- its public key, base64url
  auth TEXT NOT NULL,                   -- the auth secret, base64url
  application_server_key TEXT,          -- the VAPID key it was made for; null: any
  created_at TEXT NOT NULL
);
CREATE TABLE push_messages (
  id INTEGER PRIMARY KEY,
  subscription_id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  payload TEXT NOT NULL,                -- the decrypted message as sent
  received_at TEXT NOT NULL             -- ISO time, the sandbox's clock
);

-- The booking e-mail's "your arrival details are ready", sent once, when the reveal rule starts to hold.
ALTER TABLE reservation_arrivals ADD COLUMN ready_mailed_at TEXT;
