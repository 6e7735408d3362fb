-- Who gave a traveller's signature: the main guest on the travellers step, or the traveller on their
-- own invite page. Only the traveller changes or removes one they gave themselves, so the main
-- guest's saves must tell them apart. Those from before were the main guest's.
ALTER TABLE traveller_signatures ADD COLUMN given_through TEXT NOT NULL DEFAULT 'travellers'; -- travellers | invite
