import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import type { BookingEvent } from './booking.ts';
import { confirmed, created, ids, paid } from './booking.spec-fixtures.ts';
import { bookingDecider } from './decide-booking.ts';
import { canonicalJson, handoverContentHash, handoverSealHash } from './handover-seal.ts';
import { complete, hashOf, photoAdded, readingsRecorded } from './handover.spec-fixtures.ts';

const reportOf = (events: BookingEvent[]) => {
  const state = foldEvents(bookingDecider, [created, paid, confirmed, ...events]);
  if (state.status === 'none') throw new Error('no booking');
  return state.handovers.pickup;
};
const signed: BookingEvent = {
  type: 'HandoverSigned',
  data: {
    bookingId: ids.bookingId,
    phase: 'pickup',
    party: 'owner',
    signatureKey: 'k',
    signatureSha256: hashOf('sig'),
    contentSha256: hashOf('content'),
    signedAt: '2027-03-10T09:05:00.000Z',
  },
};

describe('the handover seal', () => {
  it('writes JSON with sorted keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: null }], c: 'é' } })).toBe(
      '{"a":{"c":"é","d":[{"y":null,"z":1}]},"b":1}',
    );
  });

  it('gives the same hashes for the same content, whatever order the photos came in', () => {
    const events = complete();
    const reversed = [...events.slice(0, -1).reverse(), events.at(-1)!];
    expect(handoverContentHash('b1', 'pickup', reportOf(reversed))).toBe(
      handoverContentHash('b1', 'pickup', reportOf(events)),
    );
    expect(handoverSealHash('b1', 'pickup', reportOf([...reversed, signed]))).toBe(
      handoverSealHash('b1', 'pickup', reportOf([...events, signed])),
    );
  });

  it('changes with any photo, reading, damage, signature, booking or phase', () => {
    const base = complete();
    const hashes = [
      handoverSealHash('b1', 'pickup', reportOf(base)),
      handoverSealHash('b1', 'pickup', reportOf([...base, photoAdded('front', hashOf('retaken'))])),
      handoverSealHash('b1', 'pickup', reportOf([...base, readingsRecorded(12_001)])),
      handoverSealHash('b1', 'pickup', reportOf([...base, photoAdded('damage-1')])),
      handoverSealHash('b1', 'pickup', reportOf([...base, signed])),
      handoverSealHash('b2', 'pickup', reportOf(base)),
      handoverSealHash('b1', 'return', reportOf(base)),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('leaves the signatures out of the signed content', () => {
    expect(handoverContentHash('b1', 'pickup', reportOf([...complete(), signed]))).toBe(
      handoverContentHash('b1', 'pickup', reportOf(complete())),
    );
  });
});
