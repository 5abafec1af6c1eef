import { createHmac } from 'node:crypto';
import { HANDOVER_ANGLES, HANDOVER_LIMITS } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { specFor } from '../decider.spec-helpers.ts';
import type { BookingEvent } from './booking.ts';
import { at, confirmed, created, ids, paid } from './booking.spec-fixtures.ts';
import { bookingDecider } from './decide-booking.ts';
import {
  addPhoto,
  complete,
  customer,
  DURING_PICKUP,
  hashOf,
  owner,
  photoAdded,
  readingsRecorded,
  sign,
} from './handover.spec-fixtures.ts';
import { handoverContentHash, handoverSealHash, signingCodeHash } from './handover-seal.ts';

const given = specFor(bookingDecider);
const booked: BookingEvent[] = [created, paid, confirmed];
const waived: BookingEvent = {
  type: 'DepositWaived',
  data: { bookingId: ids.bookingId, ownerId: ids.ownerId, waivedAt: '2027-03-10T08:00:00.000Z' },
};
const decide = (events: BookingEvent[], command: Parameters<typeof bookingDecider.decide>[0]) =>
  bookingDecider.decide(command, foldEvents(bookingDecider, events));
/** Runs commands one after the other, each on the events the previous left. */
function run(events: BookingEvent[], ...commands: Parameters<typeof bookingDecider.decide>[0][]) {
  const log = [...events];
  for (const command of commands) log.push(...decide(log, command));
  return log;
}
const stateOf = (events: BookingEvent[]) => {
  const state = foldEvents(bookingDecider, events);
  if (state.status === 'none') throw new Error('no booking');
  return state;
};
/** The code as the API hands it to the decider: an HMAC under the server's key, never the six digits (decision 89). */
const peppered = (code: string) => createHmac('sha256', 'test-key').update(code).digest('hex');
const issueCode = (code: string, now = DURING_PICKUP) => ({
  type: 'IssueHandoverSigningCode' as const,
  data: { phase: 'pickup' as const, actor: customer, code: peppered(code) },
  ...at(now),
});
const signedOn = (events: BookingEvent[]) => {
  const signedBoth = run(events, sign('owner'), sign('customer'));
  return signedBoth;
};

describe('handover: who and when', () => {
  it('records a photo from the owner or the customer, naming who took it', () => {
    given(booked)
      .when(addPhoto('front'))
      .then([photoAdded('front')]);
    given(booked)
      .when(addPhoto('front', hashOf('front'), { actor: customer }))
      .then([photoAdded('front', hashOf('front'), { by: 'customer' })]);
  });

  it('refuses anyone else, and an owner acting as the customer', () => {
    given(booked)
      .when(addPhoto('front', hashOf('front'), { actor: { party: 'owner', userId: 'owner-2' } }))
      .thenThrows('forbidden');
    given(booked)
      .when(addPhoto('front', hashOf('front'), { actor: { party: 'customer', userId: ids.ownerId } }))
      .thenThrows('forbidden');
  });

  it('opens the pickup report 24 hours before the pickup and closes it at the rental’s end', () => {
    given(booked)
      .when(addPhoto('front', hashOf('front'), { now: '2027-03-09T08:59:59.000Z' }))
      .thenThrows('handover_too_early');
    given(booked)
      .when(addPhoto('front', hashOf('front'), { now: '2027-03-09T09:00:00.000Z' }))
      .then([photoAdded('front', hashOf('front'), { now: '2027-03-09T09:00:00.000Z' })]);
    given(booked)
      .when(addPhoto('front', hashOf('front'), { now: '2027-03-13T23:00:00.000Z' }))
      .thenThrows('handover_closed');
  });

  it('only on a confirmed booking', () => {
    given([created, paid]).when(addPhoto('front')).thenThrows('booking_not_pickable');
  });

  it('opens the return report only once the pickup report is sealed', () => {
    given(booked)
      .when(addPhoto('front', hashOf('front'), { phase: 'return' }))
      .thenThrows('pickup_not_sealed');
    const sealed = signedOn([...booked, waived, ...complete()]);
    expect(sealed.some((event) => event.type === 'HandoverSealed')).toBe(true);
    given(sealed)
      .when(addPhoto('front', hashOf('back'), { phase: 'return', now: '2027-03-13T16:00:00.000Z' }))
      .then([photoAdded('front', hashOf('back'), { phase: 'return', now: '2027-03-13T16:00:00.000Z' })]);
  });

  it('refuses a slot that is neither an angle nor a damage within the limit', () => {
    given(booked).when(addPhoto('roof')).thenThrows('handover_slot_unknown');
    given(booked).when(addPhoto('damage-21')).thenThrows('handover_slot_unknown');
    given(booked)
      .when(addPhoto('damage-20'))
      .then([photoAdded('damage-20')]);
  });
});

describe('handover: content', () => {
  it('records a photo sent again with the same hash once; a new photo replaces it', () => {
    given([...booked, photoAdded('front')])
      .when(addPhoto('front'))
      .then([]);
    given([...booked, photoAdded('front')])
      .when(addPhoto('front', hashOf('retaken')))
      .then([photoAdded('front', hashOf('retaken'))]);
  });

  it('records readings within range, once', () => {
    const readings = (odometerKm: number, fuelPercent = 80, phase: 'pickup' | 'return' = 'pickup') => ({
      type: 'RecordHandoverReadings' as const,
      data: { phase, actor: owner, odometerKm, fuelPercent },
      ...at(phase === 'pickup' ? DURING_PICKUP : '2027-03-13T16:00:00.000Z'),
    });
    given(booked)
      .when(readings(12_000))
      .then([readingsRecorded(12_000)]);
    given([...booked, readingsRecorded(12_000)])
      .when(readings(12_000))
      .then([]);
    given(booked).when(readings(2_000_001)).thenThrows('handover_readings_invalid');
    given(booked).when(readings(12.5)).thenThrows('handover_readings_invalid');
    given(booked).when(readings(12_000, 101)).thenThrows('handover_readings_invalid');
    given(booked).when(readings(-1)).thenThrows('handover_readings_invalid');
    const sealed = signedOn([...booked, waived, ...complete()]);
    given(sealed)
      .when(readings(11_999, 50, 'return'))
      .thenThrows('odometer_below_pickup');
    expect(decide(sealed, readings(12_350, 50, 'return'))).toHaveLength(1);
  });

  it('notes damage only with its photo, and a repeat is no event', () => {
    const note = (text: string) => ({
      type: 'NoteHandoverDamage' as const,
      data: { phase: 'pickup' as const, actor: customer, damageId: 'damage-1', note: text },
      ...at(DURING_PICKUP),
    });
    given(booked).when(note('Scratch on the left door')).thenThrows('handover_damage_photo_missing');
    const withPhoto = [...booked, photoAdded('damage-1')];
    const noted = decide(withPhoto, note('  Scratch on the left door '));
    expect(noted).toEqual([
      {
        type: 'HandoverDamageNoted',
        data: {
          bookingId: ids.bookingId,
          phase: 'pickup',
          damageId: 'damage-1',
          note: 'Scratch on the left door',
          photoSlot: 'damage-1',
          notedBy: 'customer',
          notedAt: DURING_PICKUP,
        },
      },
    ]);
    given([...withPhoto, ...noted])
      .when(note('Scratch on the left door'))
      .then([]);
    given(withPhoto).when(note('   ')).thenThrows('handover_damage_note_invalid');
    given(withPhoto)
      .when(note('x'.repeat(501)))
      .thenThrows('handover_damage_note_invalid');
  });
});

describe('handover: what one report may keep', () => {
  const { filesPerReportMax } = HANDOVER_LIMITS;
  /** The front retaken until the report holds `count` files. */
  const retakes = (count: number) =>
    Array.from({ length: count }, (_, n) => photoAdded('front', hashOf(`retake${n}`)));

  it('refuses a photo or a signature past the limit; one sent again is still no event', () => {
    const full = [...booked, ...retakes(filesPerReportMax)];
    given(full).when(addPhoto('back')).thenThrows('handover_files_exhausted');
    given(full)
      .when(addPhoto('front', hashOf(`retake${filesPerReportMax - 1}`)))
      .then([]);
    given([...booked, waived, ...retakes(filesPerReportMax - HANDOVER_ANGLES.length), ...complete()])
      .when(sign('owner'))
      .thenThrows('handover_files_exhausted');
    expect(decide([...booked, ...retakes(filesPerReportMax - 1)], addPhoto('back'))).toHaveLength(1);
  });

  it('counts the signatures, and each report on its own', () => {
    const ready = [
      ...booked,
      waived,
      ...retakes(filesPerReportMax - HANDOVER_ANGLES.length - 1),
      ...complete(),
    ];
    const signed = run(ready, sign('owner'));
    given(signed)
      .when(sign('owner', { signature: hashOf('again') }))
      .thenThrows('handover_files_exhausted');
    expect(stateOf(signed).handovers.return.filesKept ?? 0).toBe(0);
  });
});

describe('handover: signatures and the seal', () => {
  const ready = [...booked, waived, ...complete()];

  it('refuses to sign a report that lacks an angle or the readings', () => {
    given([...booked, photoAdded('front'), readingsRecorded(12_000)])
      .when(sign('owner'))
      .thenThrows('handover_incomplete');
    given(complete().slice(0, -1).concat(booked)).when(sign('owner')).thenThrows('handover_incomplete');
  });

  it('signs the current content; a resend of the same signature is no event', () => {
    const content = handoverContentHash(ids.bookingId, 'pickup', stateOf(ready).handovers.pickup);
    const [signed] = decide(ready, sign('owner'));
    expect(signed).toMatchObject({
      type: 'HandoverSigned',
      data: { party: 'owner', contentSha256: content },
    });
    given([...ready, signed!])
      .when(sign('owner'))
      .then([]);
  });

  it('seals once both signed the same content, and the sealed pickup is the handover', () => {
    const log = signedOn(ready);
    const tail = log.slice(ready.length).map((event) => event.type);
    expect(tail).toEqual(['HandoverSigned', 'HandoverSigned', 'HandoverSealed', 'BookingPickedUp']);
    const state = stateOf(log);
    expect(state.deposit.pickedUpAt).toBe(DURING_PICKUP);
    expect(state.handovers.pickup.seal?.sealSha256).toBe(
      handoverSealHash(ids.bookingId, 'pickup', state.handovers.pickup),
    );
    expect(log.at(-1)).toMatchObject({ data: { deposit: 'waived' } });
  });

  it('makes a signature stale when content is added after it: no seal until signed again', () => {
    const signedByOwner = run(
      ready,
      sign('owner'),
      addPhoto('damage-1', hashOf('dent'), { actor: customer }),
    );
    const afterCustomer = run(signedByOwner, sign('customer'));
    expect(afterCustomer.slice(signedByOwner.length).map((event) => event.type)).toEqual(['HandoverSigned']);
    const resigned = run(afterCustomer, sign('owner'));
    expect(resigned.slice(afterCustomer.length).map((event) => event.type)).toEqual([
      'HandoverSigned',
      'HandoverSealed',
      'BookingPickedUp',
    ]);
  });

  it('adds nothing once sealed, but a resent photo is still no event', () => {
    const sealed = signedOn(ready);
    given(sealed)
      .when(addPhoto('front', hashOf('other')))
      .thenThrows('handover_sealed');
    given(sealed)
      .when(addPhoto('front', hashOf('pickupfront')))
      .then([]);
    given(sealed).when(issueCode('123456')).thenThrows('handover_sealed');
  });

  it('refuses the seal of a pickup whose deposit is neither held nor waived', () => {
    const unsecured = [...booked, ...complete()];
    given(run(unsecured, sign('owner')))
      .when(sign('customer'))
      .thenThrows('deposit_not_secured');
  });

  it('does not record the pickup twice when the car was already marked picked up', () => {
    const pickedUp: BookingEvent = {
      type: 'BookingPickedUp',
      data: { ...ids, deposit: 'waived', pickedUpAt: DURING_PICKUP },
    };
    const log = signedOn([...ready, pickedUp]);
    expect(log.filter((event) => event.type === 'BookingPickedUp')).toHaveLength(1);
    expect(log.at(-1)!.type).toBe('HandoverSealed');
  });
});

describe('handover: the customer’s one-time code', () => {
  const ready = run([...booked, waived, ...complete()], sign('owner'));
  const onOwnersPhone = (code: string | null, now = DURING_PICKUP) =>
    sign('customer', { actor: owner, code: code === null ? null : peppered(code), now });

  it('only the customer issues it (their phone shows it), kept hashed, valid 15 minutes', () => {
    given(ready)
      .when({ ...issueCode('123456'), data: { phase: 'pickup', actor: owner, code: peppered('123456') } })
      .thenThrows('forbidden');
    given(ready)
      .when(issueCode('123456'))
      .then([
        {
          type: 'HandoverSigningCodeIssued',
          data: {
            bookingId: ids.bookingId,
            phase: 'pickup',
            codeHash: signingCodeHash(ids.bookingId, 'pickup', peppered('123456')),
            expiresAt: '2027-03-10T09:20:00.000Z',
            issuedAt: DURING_PICKUP,
          },
        },
      ]);
  });

  it('lets the customer sign on the owner’s phone with the code, and seals', () => {
    const log = run(ready, issueCode('123456'), onOwnersPhone('123456'));
    expect(log.at(-3)).toMatchObject({ type: 'HandoverSigned', data: { party: 'customer' } });
    expect(log.at(-1)!.type).toBe('BookingPickedUp');
  });

  it('refuses without a code, after it expired, and counts wrong tries up to five', () => {
    given(ready).when(onOwnersPhone('123456')).thenThrows('signing_code_expired');
    const issued = run(ready, issueCode('123456'));
    given(issued)
      .when(onOwnersPhone('123456', '2027-03-10T09:20:00.000Z'))
      .thenThrows('signing_code_expired');
    let log = issued;
    for (let tries = 1; tries <= 5; tries++) {
      const decided = decide(log, onOwnersPhone('000000'));
      expect(decided).toEqual([
        {
          type: 'HandoverSigningCodeRejected',
          data: { bookingId: ids.bookingId, phase: 'pickup', failedTries: tries, rejectedAt: DURING_PICKUP },
        },
      ]);
      log = [...log, ...decided];
    }
    // Spent: even the right code is refused until a new one is issued.
    given(log).when(onOwnersPhone('123456')).thenThrows('signing_code_expired');
    expect(run(log, issueCode('654321'), onOwnersPhone('654321')).at(-1)!.type).toBe('BookingPickedUp');
  });

  it('the owner never signs as the customer without a code, nor the customer as the owner', () => {
    given(ready).when(onOwnersPhone(null)).thenThrows('signing_code_expired');
    given([...booked, waived, ...complete()])
      .when(sign('owner', { actor: customer }))
      .thenThrows('forbidden');
  });
});
