// The persons of a booking as a zod schema, apart from shared/reservation/persons.ts, whose rules the browser
// uses without loading zod.
import * as z from 'zod/mini';
import { MAX_BABIES } from './persons.ts';

const count = (max: number) => z.number().check(z.int(), z.gte(0), z.lte(max));

export const personsSchema = z.object({ adults: count(99), children: count(99), babies: count(MAX_BABIES) });
