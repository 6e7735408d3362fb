import * as z from 'zod/mini';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** Money in the smallest unit (cents). */
const cents = z.number().check(z.int());

export const imageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});

export const accommodationSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  place: z.string(),
  region: z.string(),
  country: z.string(),
  maxGuests: z.number(),
  image: z.optional(imageSchema),
});

const paymentStatusSchema = z.enum(['paid', 'partiallyPaid', 'unpaid', 'nothingDue']);

/** A bank transfer the guest chose to make, until the provider receives it. */
const awaitedTransferSchema = z.object({
  iban: z.string(),
  holder: z.string(),
  reference: z.string(),
  amount: cents,
  dueDate: isoDate,
});

const reservationServiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.enum(['stay', 'night', 'person']),
  unitPrice: cents,
  quantity: z.number().check(z.int()),
  maxQuantity: z.number().check(z.int()),
  total: cents,
});

export const reservationSchema = z.object({
  token: z.string(),
  number: z.string(),
  accommodationCode: z.string(),
  accommodation: accommodationSummarySchema,
  checkin: isoDate,
  checkout: isoDate,
  duration: z.number(),
  language: z.string(),
  state: z.string(),
  documents: z.array(z.object({ name: z.string() })),
  insertDate: z.string(),
  partnerid: z.nullable(z.string()),
  /** The guest's e-mail, masked: where verification codes go. */
  emailHint: z.string(),
  persons: z.object({ adults: z.number(), children: z.number(), babies: z.number() }),
  price: z.object({
    currency: z.string(),
    total: cents,
    paid: cents,
    outstanding: cents,
    dueDate: z.nullable(isoDate),
    status: paymentStatusSchema,
  }),
  paymentOptions: z.array(z.object({ method: z.string(), prepayment: z.boolean() })),
  transfer: z.nullable(awaitedTransferSchema),
  /** Services booked, and those that can still be added (quantity 0). */
  services: z.array(reservationServiceSchema),
  cancellation: z.nullable(z.object({ cancelledAt: z.string(), fee: cents, refundable: cents })),
  refund: z.nullable(
    z.object({
      method: z.enum(['voucher', 'banktransfer']),
      amount: cents,
      voucherCode: z.nullable(z.string()),
      validUntil: z.nullable(isoDate),
      ibanHint: z.nullable(z.string()),
    }),
  ),
  lastModified: z.string(),
  /** The reservation's online pre-check-in, where it offers one; `availableFrom` when it opens later. */
  precheckin: z.nullable(
    z.object({ token: z.string(), completed: z.boolean(), availableFrom: z.nullable(isoDate) }),
  ),
});

export type Reservation = z.infer<typeof reservationSchema>;
/** What the edge reads of a reservation to choose a page's language (SPEC §2). */
export const reservationLanguageSchema = z.pick(reservationSchema, { language: true });
export type ReservationService = z.infer<typeof reservationServiceSchema>;

export const voucherSchema = z.object({
  number: z.string(),
  checkinFrom: z.string(),
  checkoutUntil: z.string(),
  keyHandover: z.object({ text: z.string(), address: z.string(), openingHours: z.string() }),
  keyholder: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const priceCheckSchema = z.object({
  currency: z.string(),
  currentTotal: cents,
  newTotal: cents,
  difference: cents,
  cancellationFee: cents,
  refundAmount: cents,
});
export type PriceCheck = z.infer<typeof priceCheckSchema>;

const reviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
  locale: z.string(),
});

export type PublishedReview = z.infer<typeof reviewSchema>;

export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  rating: z.nullable(z.number()),
  _stats: z.object({ totalHits: z.number() }),
});

/** The verification code was sent: where to, masked. */
export const codeSentSchema = z.object({ sentTo: z.string() });
/** A code's check answers with its status alone: 2xx accepts the code. */
export const codeAcceptedSchema = z.unknown();

export const cancellationSchema = z.object({ state: z.string(), cancellationFee: cents, refundable: cents });

/** SPEC §7: the refund answers JSON as text. */
export const refundSchema = z.object({
  method: z.enum(['voucher', 'banktransfer']),
  amount: cents,
  voucherCode: z.nullable(z.string()),
  validUntil: z.nullable(isoDate),
});

/** A card or PayPal payment goes on on the provider's page; a bank transfer is awaited. */
export const paymentStartSchema = z.union([
  z.object({ paymentId: z.string(), paymentUrl: z.string() }),
  z.object({ paymentId: z.string(), transfer: awaitedTransferSchema }),
]);

export const reviewSubmittedSchema = z.object({ status: z.string() });
