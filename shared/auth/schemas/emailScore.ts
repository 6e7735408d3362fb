import * as z from 'zod/mini';

/** SPEC §7 e-mail check (`GET /validation-api/v1/emails/:email`): the address's score. */
export const emailScoreSchema = z.object({ score: z.number() });
