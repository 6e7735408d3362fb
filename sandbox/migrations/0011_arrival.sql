-- Issue 30: arrival information, webcc-api's extension of the voucher. What belongs to the house
-- (where it is, how to get in, Wi-Fi, parking, rules) and what belongs to one booking (its door or
-- key-box code, whether the rest is paid at the house, its reveal hours).
CREATE TABLE accommodation_arrivals (
  accommodation_code TEXT PRIMARY KEY REFERENCES accommodations(code),
  time_zone TEXT NOT NULL,            -- IANA zone of the house
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  checkin_from TEXT NOT NULL,         -- HH:MM, house time
  checkin_until TEXT NOT NULL,
  checkout_until TEXT NOT NULL,
  handover_kind TEXT NOT NULL CHECK (handover_kind IN ('keyBox', 'keyholder', 'reception')),
  texts TEXT NOT NULL,                -- JSON by language: directions, parking, houseRules
  wifi_name TEXT,                     -- null: the house has no Wi-Fi
  wifi_password TEXT,
  emergency_phone TEXT NOT NULL
);

-- A booking without a row here has no arrival information.
CREATE TABLE reservation_arrivals (
  number TEXT PRIMARY KEY REFERENCES reservations(number),
  access_code TEXT,                   -- door or key-box code; null where the handover has none
  payment_on_site INTEGER NOT NULL DEFAULT 0,
  reveal_hours INTEGER                -- null: the default (48 h)
);
