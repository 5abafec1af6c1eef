import type { HandoverReportState } from '@grandtour/commands';
import {
  bookingReference,
  COMPANY,
  HANDOVER_ANGLES,
  type HandoverParty,
  type HandoverPhase,
  type LanguageCode,
} from '@grandtour/shared';
import sharp from 'sharp';
import { formatEuros } from '../notifications/emails/render.ts';
import { EMAIL_TEXTS } from '../notifications/emails/texts.ts';
import { fill, GOLD, INK, LEFT, MUTED, pdfBytes, pdfWriter, RULE, WIDTH } from '../pdf/pdf-writer.ts';
import { ReceiptDocument } from '../receipts/receipt-document.ts';
import { HANDOVER_REPORT_TEXTS } from './handover-report-texts.ts';

/** A sealed report as its PDF states it, with the objects (photos, signatures) its events name. */
export interface HandoverReportView {
  bookingId: string;
  car: string;
  names: Record<HandoverParty, string>;
  phase: HandoverPhase;
  report: HandoverReportState;
  /** A return report's photos are shown beside the pickup's, angle by angle; null for a pickup report. */
  pickup: HandoverReportState | null;
  /** The kept objects by key, as stored (WebP photos, PNG signatures); one missing is drawn as an empty frame. */
  objects: ReadonlyMap<string, Buffer>;
}

/** Print size: a photo's longest side in pixels once embedded (the kept photos are up to 2560). */
const PRINT_SIDE = 800;
const GAP = 16;
const CELL = (WIDTH - GAP) / 2;
const PHOTO_HEIGHT = 165;
const SIGNATURE_HEIGHT = 80;
const CAPTION_HEIGHT = 26;

/** Photos and signatures as JPEG on white: what every PDF reader shows, one image object each. */
async function printable(objects: ReadonlyMap<string, Buffer>): Promise<Map<string, Buffer>> {
  const converted = await Promise.all(
    [...objects].map(async ([key, bytes]) => {
      const jpeg = await sharp(bytes)
        .resize({ width: PRINT_SIDE, height: PRINT_SIDE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toBuffer();
      return [key, jpeg] as const;
    }),
  );
  return new Map(converted);
}

/**
 * The handover report as an A4 PDF in the language given (issue 23): page 1 the booking, the parties, the seal, the
 * readings, a return's extras and the damage noted; then the photos (a return's beside the pickup's, angle by
 * angle), the damage photos with their notes, and the signatures.
 */
export async function renderHandoverReportPdf(
  view: HandoverReportView,
  language: LanguageCode,
): Promise<Buffer> {
  const t = HANDOVER_REPORT_TEXTS[language];
  const locale = EMAIL_TEXTS[language].locale;
  const images = await printable(view.objects);
  const instants = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  const at = (iso: string) => instants.format(new Date(iso));
  const numbers = new Intl.NumberFormat(locale);
  const km = (value: number) => `${numbers.format(value)} km`;
  const money = (cents: number) => formatEuros(cents, language);
  const { report, phase } = view;
  const reference = bookingReference(view.bookingId);

  const doc = new ReceiptDocument({
    size: 'A4',
    margins: { top: 56, bottom: 48, left: LEFT, right: LEFT },
    info: {
      Title: `${t.title[phase]} — ${reference}`,
      Author: COMPANY.legalName,
      ...(report.seal ? { CreationDate: new Date(report.seal.sealedAt) } : {}),
    },
  });
  const finished = pdfBytes(doc);
  const { write, text, rule, heading, line } = pdfWriter(doc);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const roomFor = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  /** One framed picture and its caption under it, at (x, y). */
  const cell = (x: number, y: number, key: string | null, caption: string, height = PHOTO_HEIGHT) => {
    const image = key ? images.get(key) : undefined;
    if (image) doc.image(image, x, y, { fit: [CELL, height], align: 'center', valign: 'center' });
    else {
      doc.rect(x, y, CELL, height).lineWidth(0.6).strokeColor(RULE).stroke();
      doc.font('Helvetica').fontSize(9).fillColor(MUTED);
      write(t.missingPhoto, x, y + height / 2 - 5, { width: CELL, align: 'center' });
    }
    doc.font('Helvetica').fontSize(8).fillColor(INK);
    write(caption, x, y + height + 4, { width: CELL, height: CAPTION_HEIGHT - 4, ellipsis: true });
  };
  /** A row of up to two cells, on a new page when this one is full. */
  const row = (cells: { key: string | null; caption: string }[], height = PHOTO_HEIGHT) => {
    roomFor(height + CAPTION_HEIGHT);
    const y = doc.y;
    cells.forEach((one, index) => cell(LEFT + index * (CELL + GAP), y, one.key, one.caption, height));
    doc.x = LEFT;
    doc.y = y + height + CAPTION_HEIGHT + 8;
  };
  const photoOf = (of: HandoverReportState | null, slot: string) => of?.photos.get(slot) ?? null;
  const caption = (name: string, addedAt: string | undefined) =>
    addedAt ? `${name} — ${at(addedAt)}` : name;

  // Header: the brand on the left, the report's title on the right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(22).fillColor(GOLD).text(COMPANY.brand.toUpperCase(), LEFT, top, {
    characterSpacing: 2,
  });
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK);
  write(t.title[phase], LEFT, top + 4, { width: WIDTH, align: 'right' });
  doc.x = LEFT;
  doc.y = Math.max(doc.y, top + 30);
  rule();

  line(t.reference, reference, true);
  line(t.car, view.car);
  line(t.party.customer, view.names.customer);
  line(t.party.owner, view.names.owner);
  line(t.phaseLabel, t.phase[phase]);
  if (report.seal) {
    line(t.sealedAt, at(report.seal.sealedAt));
    doc.font('Helvetica').fontSize(10).fillColor(MUTED);
    text(t.seal);
    doc.font('Courier').fontSize(9).fillColor(INK);
    text(report.seal.sealSha256);
  }
  rule();

  heading(t.readings);
  if (report.readings) {
    line(t.odometer, km(report.readings.odometerKm));
    line(t.fuel, `${report.readings.fuelPercent} %`);
  }
  const { extras } = report;
  if (phase === 'return' && extras) {
    rule();
    heading(t.extras);
    line(t.drivenKm, km(extras.drivenKm));
    line(t.includedKm, extras.includedKm === null ? t.unlimited : km(extras.includedKm));
    line(fill(t.extraKm, { km: numbers.format(extras.extraKm) }), money(extras.extraKmCents));
    line(extras.refuelCents > 0 ? t.refuel : t.noRefuel, money(extras.refuelCents));
    line(fill(t.late, { hours: extras.lateHours }), money(extras.lateCents));
    line(t.total, money(extras.totalCents), true);
  }
  rule();
  heading(t.damages);
  if (report.damages.length === 0) text(t.noDamage);
  report.damages.forEach((damage, index) => text(`${index + 1}. ${damage.note}`));

  doc.addPage();
  heading(t.photos);
  if (phase === 'return') {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    const y = doc.y;
    write(t.title.pickup, LEFT, y, { width: CELL });
    write(t.title.return, LEFT + CELL + GAP, y, { width: CELL });
    doc.x = LEFT;
    doc.moveDown(0.4);
    for (const angle of HANDOVER_ANGLES) {
      const before = photoOf(view.pickup, angle);
      const after = photoOf(report, angle);
      row([
        { key: before?.objectKey ?? null, caption: caption(t.angles[angle], before?.addedAt) },
        { key: after?.objectKey ?? null, caption: caption(t.angles[angle], after?.addedAt) },
      ]);
    }
  } else
    for (let index = 0; index < HANDOVER_ANGLES.length; index += 2)
      row(
        HANDOVER_ANGLES.slice(index, index + 2).map((angle) => {
          const photo = photoOf(report, angle);
          return { key: photo?.objectKey ?? null, caption: caption(t.angles[angle], photo?.addedAt) };
        }),
      );
  const damages = report.damages.map((damage, index) => ({
    key: photoOf(report, damage.photoSlot)?.objectKey ?? null,
    caption: `${t.damagePhoto} ${index + 1} — ${damage.note}`,
  }));
  if (damages.length > 0) {
    roomFor(PHOTO_HEIGHT + CAPTION_HEIGHT + 30);
    heading(t.damages);
  }
  for (let index = 0; index < damages.length; index += 2) row(damages.slice(index, index + 2));

  roomFor(SIGNATURE_HEIGHT + CAPTION_HEIGHT + 30);
  rule();
  heading(t.signatures);
  row(
    (['customer', 'owner'] as const).map((party) => {
      const signature = report.signatures.get(party);
      const who = `${t.party[party]} — ${view.names[party]}`;
      return {
        key: signature?.signatureKey ?? null,
        caption: signature ? `${who}, ${fill(t.signedOn, { date: at(signature.signedAt) })}` : who,
      };
    }),
    SIGNATURE_HEIGHT,
  );

  doc.end();
  return finished;
}

/** The report's file name in the language given: `etat-des-lieux-3F2A9C1E-depart.pdf`. */
export const handoverReportFilename = (bookingId: string, phase: HandoverPhase, language: LanguageCode) => {
  const t = HANDOVER_REPORT_TEXTS[language];
  const word = t.phase[phase]
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `${t.filename}-${bookingReference(bookingId)}-${word}.pdf`;
};
