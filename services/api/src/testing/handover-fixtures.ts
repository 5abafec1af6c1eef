import { randomUUID } from 'node:crypto';
import { HANDOVER_ANGLES, type HandoverPhase } from '@grandtour/shared';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestBrowser } from './test-browser.ts';

/** A multipart/form-data body as a browser's FormData sends it: text fields, then files. */
export function multipartForm(
  fields: Record<string, string>,
  files: { name: string; filename?: string; type: string; bytes: Buffer }[],
) {
  const boundary = `----grandtour-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename ?? 'upload'}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file field, and text fields before it. */
export const formData = (field: string, bytes: Buffer, type: string, fields: Record<string, string> = {}) =>
  multipartForm(fields, [{ name: field, type, bytes }]);

/** A photo of its own colour; `rotated` carries an EXIF orientation (90°) that must be applied, then dropped. */
export const handoverPhoto = (index: number, rotated = false) =>
  sharp({
    create: { width: 80, height: 40, channels: 3, background: { r: index * 20, g: 255 - index * 20, b: 90 } },
  })
    .jpeg()
    .withMetadata(rotated ? { orientation: 6 } : {})
    .toBuffer();

export const signaturePng = (shade: number) =>
  sharp({
    create: { width: 120, height: 40, channels: 4, background: { r: shade, g: shade, b: shade, alpha: 1 } },
  })
    .png()
    .toBuffer();

/**
 * A report filled by the owner (every angle, the readings) and signed by both, the customer from their own session:
 * sealed. The clock must be within the report's window.
 */
export async function sealHandoverReport(
  sides: { owner: TestBrowser; customer: TestBrowser },
  bookingId: string,
  phase: HandoverPhase,
  readings: { odometerKm: number; fuelPercent: number },
) {
  const ownerUrl = `/api/owner/bookings/${bookingId}/handovers/${phase}`;
  for (const [index, angle] of HANDOVER_ANGLES.entries()) {
    const { payload, headers } = formData('photo', await handoverPhoto(index), 'image/jpeg');
    const taken = await sides.owner('PUT', `${ownerUrl}/photos/${angle}`, payload, headers);
    expect(taken.statusCode, taken.body).toBe(200);
  }
  const recorded = await sides.owner('PUT', `${ownerUrl}/readings`, readings);
  expect(recorded.statusCode, recorded.body).toBe(200);
  for (const [visit, url] of [
    [sides.owner, ownerUrl],
    [sides.customer, `/api/bookings/${bookingId}/handovers/${phase}`],
  ] as const) {
    const { payload, headers } = formData('signature', await signaturePng(40), 'image/png');
    const signed = await visit('POST', `${url}/signature`, payload, headers);
    expect(signed.statusCode, signed.body).toBe(200);
  }
}
