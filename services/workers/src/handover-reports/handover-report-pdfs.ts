import type { HandoverReportState } from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import { loadHandoverReport } from '@grandtour/projections';
import type { HandoverPhase, LanguageCode } from '@grandtour/shared';
import type pg from 'pg';
import { handoverReportFilename, renderHandoverReportPdf } from './render-handover-report.ts';

export type HandoverReportPdf =
  { status: 'sealed'; filename: string; pdf: Buffer } | { status: 'not_found' | 'not_sealed' };

interface BookingNames {
  car: string;
  customer: string;
  owner: string;
}

/** The objects a report draws: its photos and signatures, and for a return the pickup's photos beside them. */
async function objectsOf(objects: ObjectStore, reports: (HandoverReportState | null)[]) {
  const keys = reports.flatMap((report) =>
    report
      ? [
          ...[...report.photos.values()].map((photo) => photo.objectKey),
          ...[...report.signatures.values()].map((signature) => signature.signatureKey),
        ]
      : [],
  );
  const found = await Promise.all(keys.map(async (key) => [key, await objects.get(key)] as const));
  return new Map(found.flatMap(([key, object]) => (object ? [[key, object.bytes] as const] : [])));
}

/**
 * A sealed handover report as a PDF (issue 23), from the read models (the booking, the parties' names, the reports)
 * and the objects its events name; the e-mails attach it, the parties download it.
 */
export function createHandoverReportPdfs(deps: { pool: pg.Pool; objects: ObjectStore }) {
  async function namesOf(bookingId: string): Promise<BookingNames | null> {
    const { rows } = await deps.pool.query(
      `SELECT b.car_brand || ' ' || b.car_model AS car,
              concat_ws(' ', b.customer_info->>'firstName', b.customer_info->>'lastName') AS customer,
              coalesce(concat_ws(' ', o.first_name, o.last_name), '') AS owner
         FROM bookings b
         LEFT JOIN users o ON o.id::text = b.owner_id
        WHERE b.id = $1`,
      [bookingId],
    );
    return (rows[0] as BookingNames | undefined) ?? null;
  }

  return {
    async render(
      bookingId: string,
      phase: HandoverPhase,
      language: LanguageCode,
    ): Promise<HandoverReportPdf> {
      const [names, loaded, pickup] = await Promise.all([
        namesOf(bookingId),
        loadHandoverReport(deps.pool, bookingId, phase),
        phase === 'return' ? loadHandoverReport(deps.pool, bookingId, 'pickup') : null,
      ]);
      if (!names) return { status: 'not_found' };
      if (!loaded?.report.seal) return { status: 'not_sealed' };
      const report = loaded.report;
      const pdf = await renderHandoverReportPdf(
        {
          bookingId,
          car: names.car,
          names: { customer: names.customer, owner: names.owner },
          phase,
          report,
          pickup: pickup?.report ?? null,
          objects: await objectsOf(deps.objects, [report, pickup?.report ?? null]),
        },
        language,
      );
      return { status: 'sealed', filename: handoverReportFilename(bookingId, phase, language), pdf };
    },
  };
}
export type HandoverReportPdfs = ReturnType<typeof createHandoverReportPdfs>;
