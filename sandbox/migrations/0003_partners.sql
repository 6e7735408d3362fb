-- Travel partners the sandbox knows (partner look-up by jwt).
CREATE TABLE partners (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  direct_encashment INTEGER NOT NULL,
  language TEXT NOT NULL,
  salesoffice TEXT NOT NULL
);
