import type { D1Database } from '../kit/env.ts';
import { sandboxStamp, sandboxToday } from '../kit/clock.ts';

/** The provider's account guests transfer to (a valid IBAN of the standard example). */
export const PROVIDER_ACCOUNT = { iban: 'DE89370400440532013000', holder: 'Holiday Homes Portal AG' };

/** "Paid by transfer within 5 days" (the payment options' words): the day an announced transfer is due. */
const TRANSFER_DAYS = 5;

interface PendingTransferRow {
  id: string;
  amount: number;
  reference: string;
  due_date: string;
}

/** An awaited transfer as webcc-api tells it: where to, under which reference, how much, by when. */
export const describeTransfer = (transfer: PendingTransferRow) => ({
  ...PROVIDER_ACCOUNT,
  reference: transfer.reference,
  amount: transfer.amount,
  dueDate: transfer.due_date,
});

/** The transfer the guest of `number` announced and the provider has not received yet, if any. */
export function pendingTransfer(db: D1Database, number: string): Promise<PendingTransferRow | null> {
  return db
    .prepare(
      "SELECT id, amount, reference, due_date FROM payments WHERE number = ? AND method = 'banktransfer' AND status = 'pending' AND reference IS NOT NULL",
    )
    .bind(number)
    .first<PendingTransferRow>();
}

/**
 * The guest chose to pay by bank transfer: the amount is awaited under a reference of its own (one
 * at a time; choosing again keeps the one announced), due in five days or by the booking's own day.
 */
export async function announceTransfer(
  db: D1Database,
  booking: { number: string; amount: number; paymentDue: string | null },
): Promise<PendingTransferRow> {
  const pending = await pendingTransfer(db, booking.number);
  if (pending) return pending;
  const inFiveDays = new Date(Date.parse(`${sandboxToday()}T00:00:00Z`) + TRANSFER_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const dueDate = booking.paymentDue && booking.paymentDue < inFiveDays ? booking.paymentDue : inFiveDays;
  const transfer = {
    id: crypto.randomUUID(),
    amount: booking.amount,
    reference: `${booking.number}-${crypto.randomUUID().slice(0, 4).toUpperCase()}`,
    due_date: dueDate,
  };
  await db
    .prepare(
      "INSERT INTO payments (id, number, method, amount, status, created_at, reference, due_date) VALUES (?, ?, 'banktransfer', ?, 'pending', ?, ?, ?)",
    )
    .bind(transfer.id, booking.number, transfer.amount, sandboxStamp(), transfer.reference, transfer.due_date)
    .run();
  return transfer;
}

/** The provider's bank has the transfer: the booking is paid by its amount. False when none was awaited. */
export async function receiveTransfer(db: D1Database, number: string): Promise<boolean> {
  const pending = await pendingTransfer(db, number);
  if (!pending) return false;
  await db.batch([
    db.prepare("UPDATE payments SET status = 'succeeded' WHERE id = ?").bind(pending.id),
    db
      .prepare('UPDATE reservations SET paid_amount = paid_amount + ?, last_modified = ? WHERE number = ?')
      .bind(pending.amount, sandboxStamp(), number),
  ]);
  return true;
}
