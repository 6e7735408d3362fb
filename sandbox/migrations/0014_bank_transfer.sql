-- A bank transfer the guest announced (issue 34 point 5): the reference to quote and the day it is
-- due, kept with the pending payment until the transfer arrives (`POST /__dev/transfers/receive`).
ALTER TABLE payments ADD COLUMN reference TEXT;
ALTER TABLE payments ADD COLUMN due_date TEXT;
