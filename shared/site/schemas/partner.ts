import * as z from 'zod/mini';

/** SPEC §7 partner look-up (`GET /webcc-api/v1/partners` with the jwt header). */
export const partnerLookupSchema = z.object({
  id: z.string(),
  directEncashment: z._default(z.boolean(), false),
  language: z._default(z.nullable(z.string()), null),
  salesoffice: z._default(z.nullable(z.string()), null),
});

export type PartnerLookup = z.infer<typeof partnerLookupSchema>;
