-- A device's push subscription (Web Push, RFC 8030) kept against a booking whose arrival code is
-- not shown yet: when the reveal rule starts to hold, the worker sends it one message and the
-- device saves the arrival page anew. Kept through the day after checkout, as a device keeps the
-- booking (DESIGN §10); dropped by "Forget this device" and logout.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL,                -- the booking's token: the worker asks webcc-api with it
  number TEXT NOT NULL,               -- the booking number, for logs (never the token)
  precheckin_token TEXT,              -- its pre-check-in's token: completing it is checked at once
  endpoint TEXT NOT NULL,             -- the push service's URL for the device (a secret)
  p256dh TEXT NOT NULL,               -- the device's public key, base64url
  auth TEXT NOT NULL,                 -- the device's auth secret, base64url
  lang TEXT NOT NULL,                 -- the notification's language
  keep_until TEXT NOT NULL,           -- YYYY-MM-DD: the day after checkout; removed after it
  next_check_at INTEGER NOT NULL,     -- ms: when the reveal rule is next asked (its time, or a recheck)
  waiting_on TEXT NOT NULL CHECK (waiting_on IN ('time', 'guest')),
  notified_at INTEGER,                -- ms: sent; null until then
  created_at INTEGER NOT NULL,
  UNIQUE (token, endpoint)
);
CREATE INDEX push_subscriptions_due ON push_subscriptions (notified_at, next_check_at);
CREATE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint);
CREATE INDEX push_subscriptions_precheckin ON push_subscriptions (precheckin_token);
