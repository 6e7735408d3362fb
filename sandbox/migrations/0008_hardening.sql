-- Authcodes: a reservation's sends and wrong tries count per 15-minute window, so a new code does
-- not wipe the tries made against the one before it.
ALTER TABLE authcodes ADD COLUMN window_started_at INTEGER NOT NULL DEFAULT 0; -- epoch ms
ALTER TABLE authcodes ADD COLUMN sends INTEGER NOT NULL DEFAULT 0;
