-- Issue 31: a registration is deleted when its country's period ends (shared/precheckin/countryRules/);
-- the day it was deleted is kept, with none of its data, so the guest can be told.
ALTER TABLE precheckins ADD COLUMN registration_deleted_on TEXT;
