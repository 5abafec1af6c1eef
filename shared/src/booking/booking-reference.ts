/**
 * A booking's one public reference (decision 60): the first eight hexadecimal digits of its id, in capitals
 * ("3F9A1C0B"). Every screen, e-mail, receipt and payment description names a booking by it; the full id stays in
 * addresses (URLs) and the receipt keeps its own legal number beside it.
 */
export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, 8).toUpperCase();
}
