import type { StatementLine } from '@grandtour/projections';
import { bookingReference, type LanguageCode } from '@grandtour/shared';
import { drawMixedText } from '../receipts/mixed-text.ts';
import { ReceiptDocument } from '../receipts/receipt-document.ts';
import { formatDate, formatEuros } from '../notifications/emails/render.ts';
import { STATEMENT_TEXTS } from './statement-texts.ts';

/** One booking of the month, as the statement states it (amounts in cents; null: no payout scheduled yet). */
export type StatementRow = StatementLine;

export interface StatementView {
  month: string;
  ownerName: string;
  language: LanguageCode;
  rows: StatementRow[];
}

const CSV_HEADER = [
  'booking_reference',
  'booking_id',
  'car',
  'start_date',
  'end_date',
  'booking_status',
  'gross_eur',
  'commission_eur',
  'net_eur',
  'payout_status',
  'paid_at',
];

const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** A field as spreadsheets read it safely: quoted when needed, and never taken for a formula (owners name cars). */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The month's bookings for a spreadsheet: fixed column names, amounts in euros with two decimals, UTF-8. */
export function statementCsv(rows: readonly StatementRow[]): string {
  const lines = rows.map((row) =>
    [
      bookingReference(row.bookingId),
      row.bookingId,
      row.car,
      row.startDate,
      row.endDate,
      row.bookingStatus,
      euros(row.grossCents),
      euros(row.commissionCents),
      euros(row.netCents),
      row.payoutStatus,
      row.paidAt ?? '',
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}

const LEFT = 40;
const RIGHT = 555;
const COLUMNS = [
  { x: LEFT, width: 70 },
  { x: 112, width: 120 },
  { x: 234, width: 110 },
  { x: 346, width: 52, align: 'right' as const },
  { x: 400, width: 52, align: 'right' as const },
  { x: 454, width: 52, align: 'right' as const },
  { x: 508, width: 47 },
];

/** The month's statement as a PDF, drawn with the receipts' document and text machinery (decisions 41, 53). */
export async function renderStatementPdf(view: StatementView): Promise<Buffer> {
  const t = STATEMENT_TEXTS[view.language];
  const money = (cents: number | null) => (cents === null ? '—' : formatEuros(cents, view.language));
  const doc = new ReceiptDocument({
    size: 'A4',
    layout: 'portrait',
    compress: false,
    margins: { top: 48, bottom: 48, left: LEFT, right: 595 - RIGHT },
    info: { Title: t.title.replace('{month}', view.month), Author: 'Grand Tour' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const cell = (value: string, column: (typeof COLUMNS)[number], y: number) =>
    drawMixedText(doc, value.replace(/[\u202f\u2009]/g, '\u00a0'), { ...column, y });

  doc.font('Helvetica-Bold').fontSize(16).text(t.title.replace('{month}', view.month), LEFT, 48);
  doc.font('Helvetica').fontSize(10).moveDown(0.4);
  cell(`${t.owner} : ${view.ownerName}`, { x: LEFT, width: RIGHT - LEFT }, doc.y);
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(8);
  let y = doc.y;
  [t.booking, t.car, t.dates, t.gross, t.commission, t.net, t.payout].forEach((label, index) =>
    cell(label, COLUMNS[index]!, y),
  );
  doc.font('Helvetica').fontSize(8);
  y += 16;
  if (view.rows.length === 0) cell(t.empty, { x: LEFT, width: RIGHT - LEFT }, y);
  for (const row of view.rows) {
    if (y > 780) {
      doc.addPage();
      y = 48;
    }
    const dates = `${formatDate(row.startDate, view.language)} → ${formatDate(row.endDate, view.language)}`;
    const values = [
      bookingReference(row.bookingId),
      row.car,
      dates,
      money(row.grossCents),
      money(row.commissionCents),
      money(row.netCents),
      t.statuses[row.payoutStatus] ?? row.payoutStatus,
    ];
    values.forEach((value, index) => cell(value, COLUMNS[index]!, y));
    y += 22;
  }
  const sum = (pick: (row: StatementRow) => number | null) =>
    view.rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  doc.font('Helvetica-Bold');
  cell(t.totals, COLUMNS[0]!, y + 6);
  cell(money(sum((row) => row.grossCents)), COLUMNS[3]!, y + 6);
  cell(money(sum((row) => row.commissionCents)), COLUMNS[4]!, y + 6);
  cell(money(sum((row) => row.netCents)), COLUMNS[5]!, y + 6);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
