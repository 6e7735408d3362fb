-- What a mail is (its template), so the sandbox can limit mails of one kind to one address (issue 28).
ALTER TABLE outbox ADD COLUMN kind TEXT;
CREATE INDEX outbox_kind_address ON outbox(kind, to_address, created_at);
