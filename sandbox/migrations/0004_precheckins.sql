-- Online pre-check-ins, one per reservation that offers it.
CREATE TABLE precheckins (
  token TEXT PRIMARY KEY,
  reservation_number TEXT NOT NULL UNIQUE REFERENCES reservations(number),
  mode TEXT NOT NULL,                 -- all | default | easy | zero
  available_from TEXT,                -- YYYY-MM-DD, null: available now
  layout_first TEXT NOT NULL,         -- JSON list of traveller fields
  layout_fellows TEXT NOT NULL,
  pax_types TEXT NOT NULL,            -- JSON list of {category, from, to, count}
  pax_saved INTEGER NOT NULL DEFAULT 0,
  customer TEXT,                      -- JSON
  contact TEXT,                       -- JSON (arrival and contact e-mail)
  contact_followup INTEGER NOT NULL DEFAULT 0, -- the office follows up (createToDo)
  travellers TEXT NOT NULL DEFAULT '[]',
  services TEXT NOT NULL DEFAULT '{}', -- JSON code -> quantity
  services_saved INTEGER NOT NULL DEFAULT 0,
  guest_registration_at TEXT,
  completed_at TEXT,
  updated_at TEXT NOT NULL
);
