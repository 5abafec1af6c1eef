import {
  bookingDeposits,
  createBookingQueries,
  createReceiptRegister,
  type BookingRow,
  type IssuedReceipt,
} from '@grandtour/projections';
import { isLanguageCode, type PaymentMethod } from '@grandtour/shared';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { bookedStayOf, type BookedStayRow } from '../notifications/emails/render.ts';
import type { ReceiptDeposit } from './receipt-deposit.ts';
import { receiptFilename, renderReceiptPdf } from './render-receipt.ts';

/** What of a booking its receipt states: what the e-mails state too, and how it was paid, refunded or cancelled. */
export type ReceiptBooking = BookedStayRow &
  Pick<
    BookingRow,
    | 'status'
    | 'language'
    | 'dailyPriceCents'
    | 'paymentMethod'
    | 'confirmedAt'
    | 'paidCents'
    | 'refundedCents'
    | 'cancellationFeeCents'
    | 'cancellationDate'
  >;

export interface ReceiptDocument {
  number: string;
  filename: string;
  pdf: Buffer;
}

/**
 * A booking's receipt: its number from the register (issued on first need, for good), the booking as it stands
 * (a change's new dates and amounts, refunds, a cancellation), in the booking's language. Unpaid bookings have none.
 */
export function createReceipts(deps: { pool: pg.Pool; clock: () => Date }) {
  const db = drizzle(deps.pool);
  const bookings = createBookingQueries(db);
  const register = createReceiptRegister(deps.pool);

  /** The deposit's hold, release and capture so far (booking_deposits), none before its first hold. */
  async function depositOf(bookingId: string): Promise<ReceiptDeposit | null> {
    const [row] = await db
      .select({
        amountCents: bookingDeposits.amountCents,
        heldAt: bookingDeposits.heldAt,
        releasedAt: bookingDeposits.releasedAt,
        capturedCents: bookingDeposits.capturedCents,
      })
      .from(bookingDeposits)
      .where(eq(bookingDeposits.bookingId, bookingId));
    return row ?? null;
  }

  /**
   * A paid booking's receipt, drawn from the row given. `known` and `knownDeposit`: its receipt and its deposit as
   * read with it (null: none yet), to spare their round trips; undefined: read here.
   */
  async function receiptOf(
    row: ReceiptBooking,
    known?: IssuedReceipt | null,
    knownDeposit?: ReceiptDeposit | null,
  ): Promise<ReceiptDocument | null> {
    if (row.paidCents === 0) return null;
    const [receipt, deposit] = await Promise.all([
      register.issue(row.id, deps.clock(), known),
      knownDeposit === undefined ? depositOf(row.id) : knownDeposit,
    ]);
    const language = isLanguageCode(row.language) ? row.language : 'fr';
    const pdf = await renderReceiptPdf({
      number: receipt.number,
      issuedAt: receipt.issuedAt,
      language,
      ...bookedStayOf(row),
      dailyPriceCents: row.dailyPriceCents,
      paymentMethod: row.paymentMethod as PaymentMethod | null,
      paidAt: row.confirmedAt,
      paidCents: row.paidCents,
      refundedCents: row.refundedCents,
      cancellationFeeCents: row.status === 'cancelled' ? row.cancellationFeeCents : 0,
      cancelledAt: row.status === 'cancelled' ? row.cancellationDate : null,
      deposit,
    });
    return { number: receipt.number, filename: receiptFilename(receipt.number, language), pdf };
  }

  return {
    /** The number already issued, if any (nothing is issued by asking). */
    numberOf: async (bookingId: string) => (await register.find(bookingId))?.number ?? null,

    async forBooking(bookingId: string): Promise<ReceiptDocument | null> {
      const row = await bookings.findBookingRow(bookingId);
      return row ? receiptOf(row) : null;
    },

    /** The receipt of a booking the caller has just read (the confirmation e-mail's sender has). */
    of: receiptOf,
  };
}
export type Receipts = ReturnType<typeof createReceipts>;
