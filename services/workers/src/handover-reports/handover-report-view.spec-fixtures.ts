import type { HandoverReportState } from '@grandtour/commands';
import { EMPTY_HANDOVER_REPORT } from '@grandtour/commands';
import { HANDOVER_ANGLES, type HandoverPhase } from '@grandtour/shared';
import sharp from 'sharp';
import type { HandoverReportView } from './render-handover-report.ts';

const BOOKING = '3f2a9c1e-0000-4000-8000-000000000001';

/** A small photo of one flat colour, as the store keeps photos (WebP). */
const photo = (shade: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 80, b: 255 - shade } } })
    .webp()
    .toBuffer();
const signature = () =>
  sharp({ create: { width: 120, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A sealed report of one phase: every angle, readings, `damages` damage photos with notes, both signatures. */
async function sealedReport(
  phase: HandoverPhase,
  objects: Map<string, Buffer>,
  day: string,
  odometerKm: number,
  fuelPercent: number,
  damages: string[],
): Promise<HandoverReportState> {
  const key = (slot: string) => `handovers/${BOOKING}/${phase}/${slot}.webp`;
  const photos = new Map<string, NonNullable<ReturnType<HandoverReportState['photos']['get']>>>();
  const slots = [...HANDOVER_ANGLES, ...damages.map((_, index) => `damage-${index + 1}`)];
  for (const [index, slot] of slots.entries()) {
    objects.set(key(slot), await photo(index * 20));
    photos.set(slot, {
      objectKey: key(slot),
      sha256: slot,
      contentType: 'image/webp',
      bytes: 1,
      addedBy: 'owner',
      addedAt: `${day}T08:${String(10 + index).padStart(2, '0')}:00.000Z`,
    });
  }
  const signatures = new Map<
    'owner' | 'customer',
    NonNullable<ReturnType<HandoverReportState['signatures']['get']>>
  >();
  for (const party of ['owner', 'customer'] as const) {
    const signatureKey = `handovers/${BOOKING}/${phase}/${party}.png`;
    objects.set(signatureKey, await signature());
    signatures.set(party, {
      signatureKey,
      signatureSha256: party,
      contentSha256: 'c',
      signedAt: `${day}T09:00:00.000Z`,
    });
  }
  return {
    ...EMPTY_HANDOVER_REPORT,
    photos,
    readings: { odometerKm, fuelPercent, recordedBy: 'owner', recordedAt: `${day}T08:30:00.000Z` },
    damages: damages.map((note, index) => ({
      damageId: `damage-${index + 1}`,
      note,
      photoSlot: `damage-${index + 1}`,
      notedBy: 'owner',
      notedAt: `${day}T08:40:00.000Z`,
    })),
    signatures,
    seal: { sealSha256: 'ab'.repeat(32), sealedAt: `${day}T09:00:00.000Z` },
  };
}

/** A return report sealed after a pickup: 12,345 km then 13,145 km, one damage noted at the return. */
export async function returnReportView(): Promise<HandoverReportView> {
  const objects = new Map<string, Buffer>();
  const pickup = await sealedReport('pickup', objects, '2027-03-10', 12_345, 100, []);
  const returned = await sealedReport('return', objects, '2027-03-13', 13_145, 60, [
    'Rayure de 10 cm sur la portière arrière droite',
  ]);
  return {
    bookingId: BOOKING,
    car: 'Ferrari Roma',
    names: { customer: 'Léa Martin', owner: 'Paul Durand' },
    phase: 'return',
    pickup,
    report: {
      ...returned,
      extras: {
        drivenKm: 800,
        includedKm: 600,
        extraKm: 200,
        extraKmCents: 50_000,
        refuelCents: 8_000,
        lateHours: 2,
        lateCents: 20_000,
        totalCents: 78_000,
        dueBackAt: '2027-03-13T09:00:00.000Z',
        returnedAt: '2027-03-13T11:00:00.000Z',
      },
    },
    objects,
  };
}
