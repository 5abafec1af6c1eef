import {
  ERASED,
  ERASED_TEXT,
  bookingReference,
  COMPANY,
  deliveredLegsOf,
  formatPhone,
  placeName,
  freeCancellationDeadline,
  splitVat,
  todayInParis,
  VAT_RATE_PERCENT,
  type LanguageCode,
  type PaymentMethod,
  type PickupOption,
} from '@grandtour/shared';
import { ReceiptDocument } from './receipt-document.ts';
import {
  fill,
  GOLD,
  INK,
  LEFT,
  MUTED,
  pdfBytes,
  pdfText,
  pdfWriter,
  RIGHT,
  WIDTH,
} from '../pdf/pdf-writer.ts';
import {
  formatDate,
  formatEuros,
  formatTime,
  type BookingEmailView,
} from '../notifications/emails/render.ts';
import { EMAIL_TEXTS } from '../notifications/emails/texts.ts';
import { depositLinesOf, RECEIPT_DEPOSIT_TEXTS, type ReceiptDeposit } from './receipt-deposit.ts';
import { RECEIPT_TEXTS } from './receipt-texts.ts';
import { RECEIPT_VAT_TEXTS } from './receipt-vat-texts.ts';

/** Everything a receipt states, from the booking as it stands and the number the register gave it. */
export type ReceiptView = Pick<
  BookingEmailView,
  | 'bookingId'
  | 'customer'
  | 'car'
  | 'startDate'
  | 'endDate'
  | 'days'
  | 'pickupLocation'
  | 'pickupAddress'
  | 'dropoffAddress'
  | 'pickupAt'
  | 'rentalCents'
  | 'deliveryCents'
  | 'serviceFeeCents'
  | 'totalCents'
  | 'depositCents'
  | 'paidCents'
  | 'cancellationFeeCents'
> & {
  number: string;
  issuedAt: Date;
  language: LanguageCode;
  dailyPriceCents: number;
  dropoffLocation: PickupOption;
  paymentMethod: PaymentMethod | null;
  paidAt: Date | null;
  refundedCents: number;
  cancelledAt: Date | null;
  /** The deposit's hold, release or capture so far; absent or null before any hold. */
  deposit?: ReceiptDeposit | null;
};

/**
 * The receipt as a one-page A4 PDF in the booking's language: in the standard Helvetica, and where a text holds
 * characters it lacks (a customer's name in Chinese, Arabic…), in Noto fonts embedded as subsets (decision 53).
 */
export async function renderReceiptPdf(view: ReceiptView): Promise<Buffer> {
  const t = RECEIPT_TEXTS[view.language];
  const words = EMAIL_TEXTS[view.language];
  const vatWords = RECEIPT_VAT_TEXTS[view.language];
  const rate = { rate: VAT_RATE_PERCENT };
  const money = (cents: number) => pdfText(formatEuros(cents, view.language));
  const day = (date: string) => pdfText(formatDate(date, view.language));
  const instantDay = (instant: Date) => day(todayInParis(instant));

  const doc = new ReceiptDocument({
    size: 'A4',
    // Deflating in JavaScript took half the drawing time, for a page of text a few kilobytes larger: every
    // confirmation e-mail draws one (decision 31).
    compress: false,
    margins: { top: 56, bottom: 48, left: LEFT, right: 595 - RIGHT },
    info: {
      Title: `${COMPANY.brand} — ${fill(t.number, { number: view.number })}`,
      Author: COMPANY.legalName,
      CreationDate: view.issuedAt,
    },
  });
  const finished = pdfBytes(doc);
  const { write, text, rule, heading, line } = pdfWriter(doc);

  // Header: the brand on the left, the receipt's number and date on the right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(22).fillColor(GOLD).text(COMPANY.brand.toUpperCase(), LEFT, top, {
    characterSpacing: 2,
  });
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK);
  write(fill(t.number, { number: view.number }), LEFT, top, { width: WIDTH, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  text(fill(t.issuedOn, { date: instantDay(view.issuedAt) }), { width: WIDTH, align: 'right' });
  doc.x = LEFT;
  doc.y = Math.max(doc.y, top + 30);
  rule();

  heading(t.issuer);
  text(COMPANY.legalName);
  for (const addressLine of COMPANY.address) text(addressLine);
  text(`${COMPANY.registration} · ${t.vat} ${COMPANY.vatNumber}`);
  text(`${COMPANY.email} · ${COMPANY.phone} · ${COMPANY.website}`);
  rule();

  heading(t.customer);
  // An erased customer (decision 99): the receipt keeps what the law asks, the person's name is said erased.
  if (view.customer.email === ERASED) text(ERASED_TEXT[view.language]);
  else {
    text(`${view.customer.firstName} ${view.customer.lastName}`);
    text(view.customer.email);
    text(formatPhone(view.customer.phone));
  }
  rule();

  heading(t.booking);
  line(words.bookingReference, bookingReference(view.bookingId));
  line(words.car, view.car);
  line(
    t.period,
    `${fill(t.fromTo, { start: day(view.startDate), end: day(view.endDate) })} · ${fill(words.days, { days: view.days })}`,
  );
  line(
    words.pickup,
    `${placeName(view.pickupLocation, words.pickupPlaces)} · ${fill(words.pickupTime, {
      date: day(view.startDate),
      time: pdfText(formatTime(view.pickupAt, view.language)),
    })}`,
  );
  // The address on a line of its own: a street with a hub's name would not fit beside the label.
  if (view.pickupAddress) text(view.pickupAddress);
  if (view.dropoffLocation !== view.pickupLocation || view.dropoffAddress !== view.pickupAddress) {
    line(t.returnPlace, placeName(view.dropoffLocation, words.pickupPlaces));
    if (view.dropoffAddress) text(view.dropoffAddress);
  }
  rule();

  line(fill(t.rentalLine, { days: view.days, daily: money(view.dailyPriceCents) }), money(view.rentalCents));
  const legs = deliveredLegsOf(view);
  if (view.deliveryCents > 0 && legs !== 'none') line(t.deliveryLines[legs], money(view.deliveryCents));
  line(words.serviceFee, money(view.serviceFeeCents));
  const price = splitVat(view.totalCents);
  line(vatWords.exclusive, money(price.exclusiveCents));
  line(fill(vatWords.vat, rate), money(price.vatCents));
  line(vatWords.inclusive, money(price.inclusiveCents), true);
  line(words.deposit, money(view.depositCents));
  rule();

  heading(t.payment);
  if (view.paymentMethod) line(t.method, t.methods[view.paymentMethod]);
  if (view.paidAt) line(t.paidOn, instantDay(view.paidAt));
  line(t.amountPaid, money(view.paidCents), view.refundedCents === 0);
  if (view.refundedCents > 0) {
    line(t.refunded, money(-view.refundedCents));
    line(t.netPaid, money(view.paidCents - view.refundedCents), true);
  }
  if (view.cancellationFeeCents > 0) line(t.feeKept, money(view.cancellationFeeCents));
  if (view.refundedCents > 0)
    line(fill(vatWords.ofWhichVat, rate), money(splitVat(view.paidCents - view.refundedCents).vatCents));
  const depositWords = RECEIPT_DEPOSIT_TEXTS[view.language];
  for (const deposit of depositLinesOf(view.deposit))
    line(
      fill(depositWords[deposit.kind], { date: deposit.at ? instantDay(deposit.at) : '' }),
      money(deposit.amountCents),
    );
  if (view.cancelledAt) {
    doc.moveDown(0.3);
    text(fill(t.statusCancelled, { date: instantDay(view.cancelledAt) }));
  }
  rule();

  heading(t.terms);
  doc.fontSize(9).fillColor(MUTED);
  const deadline = freeCancellationDeadline(view.startDate);
  text(
    fill(t.freeUntil, {
      date: `${instantDay(deadline)} ${pdfText(formatTime(deadline, view.language))}`,
    }),
  );
  text(t.lateFee);
  text(t.changes);
  doc.moveDown(0.6);
  text(t.euros);

  doc.end();
  return finished;
}

/** The receipt's file name, in the booking's language: `recu-GT-2026-000123.pdf`. */
export const receiptFilename = (number: string, language: LanguageCode) =>
  `${RECEIPT_TEXTS[language].filename}-${number}.pdf`;
