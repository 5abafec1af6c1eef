import {
  bookingDecider,
  foldEvents,
  handoverObjectKey,
  sha256Hex,
  type BookingCommand,
  type BookingEvent,
} from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import { HANDOVER_ANGLES, quoteRental } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { verifyHandovers } from './verify-handovers.ts';

const bookingId = '0ef9a60f-a4e5-4cc7-8fbe-b75bfa245f51';
const NOW = '2027-03-10T09:05:00.000Z';
const quote = quoteRental({
  dailyPriceCents: 100_000,
  depositCents: 500_000,
  startDate: '2027-03-10',
  endDate: '2027-03-13',
  deliveredLegs: 0,
  deliveryFeeCents: 0,
});
const history: BookingEvent[] = [
  {
    type: 'BookingCreated',
    data: {
      bookingId,
      userId: 'guest:1',
      carId: 'car-1',
      ownerId: 'owner-1',
      car: { brand: 'Ferrari', model: 'Roma', image: null },
      startDate: '2027-03-10',
      endDate: '2027-03-13',
      pickupLocation: 'paris-center',
      dropoffLocation: 'paris-center',
      customerInfo: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
      additionalServices: [],
      language: 'fr',
      quote,
      feeConfig: { serviceFeeRate: 0.05, dynamicMarkupRate: 0, feeType: 'service_fee' },
      holdExpiresAt: '2027-03-01T10:30:00.000Z',
      createdAt: '2027-03-01T10:00:00.000Z',
    },
  },
  {
    type: 'BookingConfirmed',
    data: {
      bookingId,
      carId: 'car-1',
      ownerId: 'owner-1',
      startDate: '2027-03-10',
      endDate: '2027-03-13',
      ownerPayoutCents: 0,
      platformRevenueCents: 0,
      confirmedAt: '2027-03-01T10:05:00.000Z',
    },
  },
  { type: 'DepositWaived', data: { bookingId, ownerId: 'owner-1', waivedAt: NOW } },
];

/** Objects in memory, as the disk store keeps them. */
function memoryStore(): ObjectStore & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    kind: 'disk',
    objects,
    put: async (key, bytes) => void objects.set(key, bytes),
    get: async (key) => (objects.has(key) ? { bytes: objects.get(key)!, contentType: 'image/webp' } : null),
    delete: async (key) => void objects.delete(key),
  };
}

/** A sealed pickup report whose photos and signatures are in `store`. */
function sealedReport(store: ReturnType<typeof memoryStore>) {
  const log = [...history];
  const run = (command: BookingCommand) =>
    log.push(...bookingDecider.decide(command, foldEvents(bookingDecider, log)));
  const keep = (content: string, extension: 'webp' | 'png') => {
    const bytes = Buffer.from(content);
    const sha256 = sha256Hex(bytes);
    const objectKey = handoverObjectKey(bookingId, 'pickup', sha256, extension);
    store.objects.set(objectKey, bytes);
    return { sha256, objectKey };
  };
  const owner = { party: 'owner' as const, userId: 'owner-1' };
  const customer = { party: 'customer' as const, userId: 'guest:1' };
  for (const angle of HANDOVER_ANGLES) {
    const { sha256, objectKey } = keep(`photo of ${angle}`, 'webp');
    run({
      type: 'AddHandoverPhoto',
      data: {
        phase: 'pickup',
        actor: owner,
        slot: angle,
        sha256,
        objectKey,
        contentType: 'image/webp',
        bytes: 9,
      },
      metadata: { now: NOW },
    });
  }
  run({
    type: 'RecordHandoverReadings',
    data: { phase: 'pickup', actor: owner, odometerKm: 100, fuelPercent: 50 },
    metadata: { now: NOW },
  });
  for (const actor of [owner, customer]) {
    const { sha256, objectKey } = keep(`signature of ${actor.party}`, 'png');
    run({
      type: 'SignHandover',
      data: {
        phase: 'pickup',
        actor,
        party: actor.party,
        code: null,
        signatureKey: objectKey,
        signatureSha256: sha256,
      },
      metadata: { now: NOW },
    });
  }
  expect(log.some((event) => event.type === 'HandoverSealed')).toBe(true);
  return log;
}

describe('verifying handover evidence', () => {
  it('finds nothing to say when every object is as recorded', async () => {
    const store = memoryStore();
    const log = sealedReport(store);
    expect(await verifyHandovers(log, store)).toEqual({
      objectsChecked: 12,
      sealsChecked: 1,
      mismatches: [],
    });
  });

  it('lists a changed signature and a lost photo, and the seal they break', async () => {
    const store = memoryStore();
    const log = sealedReport(store);
    const [signatureKey] = [...store.objects.keys()].filter((key) => key.endsWith('.png'));
    const [photoKey] = [...store.objects.keys()].filter((key) => key.endsWith('.webp'));
    store.objects.set(signatureKey!, Buffer.from('forged'));
    store.objects.delete(photoKey!);
    const { mismatches } = await verifyHandovers(log, store);
    expect(mismatches.map(({ item, found }) => [item, found === 'missing' ? found : 'hash'])).toEqual([
      ['front', 'missing'],
      ['signature:owner', 'hash'],
      ['seal', 'hash'],
    ]);
    expect(mismatches[1]!.found).toBe(sha256Hex('forged'));
  });

  it('says nothing of a booking without a report', async () => {
    expect(await verifyHandovers(history, memoryStore())).toEqual({
      objectsChecked: 0,
      sealsChecked: 0,
      mismatches: [],
    });
  });
});
