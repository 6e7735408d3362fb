import * as z from 'zod/mini';

/** A call whose answer is its status alone (204): guestworld-api's DELETEs. */
export const noContentSchema = z.null();
