import * as z from 'zod/mini';
import { isValidIban } from './iban.ts';

/** A refund after cancelling: a voucher, or a bank transfer to a valid IBAN. */
export const refundRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('voucher') }),
  z.object({
    method: z.literal('banktransfer'),
    iban: z.string().check(z.refine(isValidIban, 'invalidIban')),
    accountHolder: z
      .string()
      .check(z.trim(), z.minLength(2, 'accountHolderRequired'), z.maxLength(70, 'accountHolderRequired')),
  }),
]);

export type RefundRequest = z.infer<typeof refundRequestSchema>;

type BankTransfer = Extract<z.input<typeof refundRequestSchema>, { method: 'banktransfer' }>;
/** The refund form holds the bank details whichever method is chosen; the voucher sends none. */
export type RefundForm = Omit<BankTransfer, 'method'> & { method: RefundRequest['method'] };
