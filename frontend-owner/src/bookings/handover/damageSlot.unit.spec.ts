import { HANDOVER_ANGLES, HANDOVER_LIMITS, type HandoverReport } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { nextDamageSlot } from './damageSlot.ts';

const sha = 'a'.repeat(64);
const report = (photos: string[], noted: string[]): HandoverReport => ({
  bookingId: '00000000-0000-4000-8000-000000000001',
  phase: 'pickup',
  slots: [...HANDOVER_ANGLES, ...photos].map((slot) => ({
    slot,
    photoUrl: photos.includes(slot) ? `/x/${slot}` : null,
    sha256: photos.includes(slot) ? sha : null,
    addedBy: photos.includes(slot) ? 'owner' : null,
    addedAt: null,
  })),
  readings: null,
  damages: noted.map((slot) => ({
    damageId: slot,
    note: 'scratch',
    photoSlot: slot,
    notedBy: 'owner',
    notedAt: '2026-11-26T10:00:00.000Z',
  })),
  signatures: [],
  completeness: { missingAngles: [], readings: false, signedBy: [] },
  contentSha256: sha,
  sealed: false,
  sealSha256: null,
  sealedAt: null,
  signingCodeExpiresAt: null,
  extras: null,
});

describe('the damage being noted', () => {
  it('is damage-1 on a report without damage', () => {
    expect(nextDamageSlot(report([], []), [])).toBe('damage-1');
  });
  it('resumes a damage whose photo was sent but not yet noted', () => {
    expect(nextDamageSlot(report(['damage-1', 'damage-2'], ['damage-1']), [])).toBe('damage-2');
  });
  it('keeps the slot of a photo still on its way', () => {
    expect(nextDamageSlot(report(['damage-1'], ['damage-1']), ['front', 'damage-2'])).toBe('damage-2');
  });
  it('takes the next number after the noted ones, and none past the limit', () => {
    expect(nextDamageSlot(report(['damage-1', 'damage-3'], ['damage-1', 'damage-3']), [])).toBe('damage-4');
    const all = Array.from({ length: HANDOVER_LIMITS.damagesMax }, (_, index) => `damage-${index + 1}`);
    expect(nextDamageSlot(report(all, all), [])).toBeNull();
  });
});
