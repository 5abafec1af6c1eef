import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingStreamName, signingCodeHash, type BookingEvent } from '@grandtour/commands';
import { loadConfig } from '@grandtour/platform';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  addDays,
  BookingSchema,
  HANDOVER_ANGLES,
  HandoverReportSchema,
  HandoverSigningCodeResponseSchema,
  pickupInstant,
  todayInParis,
} from '@grandtour/shared';
import { movableClock } from '@grandtour/workers/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { handoversCommand } from '../ops/handovers-command.ts';
import { createAdminAccount, signInAs } from '../testing/admin-fixtures.ts';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { demoOwnerOf } from '../testing/mail-test-runtime.ts';
import { newBrowser, registerAccount, signInDemoOwner } from '../testing/owner-fixtures.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';
import { formData, handoverPhoto as photo, signaturePng } from '../testing/handover-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';

const DATA_DIR = mkdtempSync(join(tmpdir(), 'grandtour-handovers-'));
const ADMIN = {
  email: 'handovers@grandtour.test',
  username: 'admin.handovers',
  password: 'Correct-Horse-Battery-9',
  firstName: 'Admin',
  lastName: 'Grand Tour',
};
const HOUR = 3_600_000;
for (const kind of testDatabaseKinds()) {
  describe(`handover reports on ${kind} (issue 23, decision 87)`, { timeout: 120_000 }, () => {
    const clock = movableClock();
    const context = useTestRuntime(
      kind,
      { clock: clock.now, background: false },
      { DATA_DIR, SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' },
    );

    async function confirmedBooking() {
      const car = (await demoOwnerOf(context)).cars[0]!;
      const customer = newBrowser(context.runtime.app);
      const startDate = addDays(todayInParis(clock.now()), 12);
      const booking = await bookAs(customer, context.runtime.app, car, {
        startDate,
        endDate: addDays(startDate, 3),
      });
      await payWithDemoCard(customer, booking);
      return { customer, bookingId: booking.id, pickup: pickupInstant(startDate).getTime() };
    }
    const eventsOf = async (bookingId: string) =>
      (await context.runtime.store.readStream<BookingEvent>(bookingStreamName(bookingId))).events;
    const report = (response: { statusCode: number; body: string; json(): unknown }) => {
      expect(response.statusCode, response.body).toBe(200);
      return HandoverReportSchema.parse(response.json());
    };
    const putPhoto = (
      visit: TestBrowser,
      url: string,
      bytes: Buffer,
      headers: Record<string, string> = {},
    ) => {
      const { payload, headers: multipart } = formData('photo', bytes, 'image/jpeg');
      return visit('PUT', url, payload, { ...multipart, ...headers });
    };
    async function verify(bookingId: string) {
      const lines: string[] = [];
      const code = await handoversCommand.run(
        ['verify', bookingId],
        async () => ({
          config: loadConfig({ DATABASE_URL: '', DATA_DIR }),
          database: context.database,
          store: context.runtime.store,
          clock: clock.now,
        }),
        { print: (line) => lines.push(line), progress: { write: () => true } },
      );
      return { code, lines };
    }

    it('runs a pickup report from photos to seal, hands the car over, and ops verify finds a tampered photo', async () => {
      const { customer, bookingId, pickup } = await confirmedBooking();
      const owner = await signInDemoOwner(context.runtime.app);
      const ownerReport = `/api/owner/bookings/${bookingId}/handovers/pickup`;
      const customerReport = `/api/bookings/${bookingId}/handovers/pickup`;

      clock.set(new Date(pickup - 25 * HOUR));
      const early = await putPhoto(owner, `${ownerReport}/photos/front`, await photo(0));
      expect(early.statusCode, early.body).toBe(422);
      expect(early.json().error).toBe('handover_too_early');

      clock.set(new Date(pickup - HOUR));
      // Nobody else sees it: another customer or owner (404); the owner's side is for owners (401, 403).
      expect((await newBrowser(context.runtime.app)('GET', customerReport)).statusCode).toBe(404);
      const otherOwner = (await registerAccount(context.runtime.app, 'owner')).visit;
      expect((await otherOwner('GET', ownerReport)).statusCode).toBe(404);
      expect(
        (await otherOwner('PUT', `${ownerReport}/readings`, { odometerKm: 1, fuelPercent: 1 })).statusCode,
      ).toBe(404);
      expect((await customer('GET', ownerReport)).statusCode).toBe(401);
      const otherClient = (await registerAccount(context.runtime.app, 'client')).visit;
      expect((await otherClient('GET', ownerReport)).statusCode).toBe(403);
      expect((await otherClient('GET', customerReport)).statusCode).toBe(404);

      // Bad input: a clear 4xx in the caller's language.
      const notAnImage = await putPhoto(
        owner,
        `${ownerReport}/photos/front`,
        Buffer.from('%PDF-1.4 not a photo'),
        {
          'accept-language': 'fr',
        },
      );
      expect(notAnImage.statusCode).toBe(415);
      expect(notAnImage.json()).toMatchObject({
        error: 'photo_type_refused',
        message: expect.stringContaining('Format'),
      });
      expect((await putPhoto(owner, `${ownerReport}/photos/roof`, await photo(0))).statusCode).toBe(400);
      expect(
        (await owner('PUT', `${ownerReport}/readings`, { odometerKm: 12_000, fuelPercent: 150 })).statusCode,
      ).toBe(400);

      for (const [index, angle] of HANDOVER_ANGLES.entries()) {
        const taken = await putPhoto(
          owner,
          `${ownerReport}/photos/${angle}`,
          await photo(index, angle === 'front'),
        );
        expect(taken.statusCode, taken.body).toBe(200);
      }
      // A resend after a dropped connection, with and without its Idempotency-Key: recorded once.
      const before = (await eventsOf(bookingId)).length;
      const key = randomUUID();
      const first = await putPhoto(owner, `${ownerReport}/photos/back`, await photo(1), {
        'idempotency-key': key,
      });
      const replayed = await putPhoto(owner, `${ownerReport}/photos/back`, await photo(1), {
        'idempotency-key': key,
      });
      expect(first.statusCode).toBe(200);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect((await eventsOf(bookingId)).length).toBe(before);

      let current = report(
        await owner('PUT', `${ownerReport}/readings`, { odometerKm: 12_000, fuelPercent: 80 }),
      );
      expect(current.completeness).toEqual({ missingAngles: [], readings: true, signedBy: [] });

      // The customer sees the photo as kept: upright, WebP, no metadata, privately cached.
      const front = current.slots.find((slot) => slot.slot === 'front')!;
      const served = await customer('GET', front.photoUrl!.replace('/api/owner/', '/api/'));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('private');
      const kept = await sharp(served.rawPayload).metadata();
      expect([kept.format, kept.width, kept.height, kept.exif]).toEqual(['webp', 40, 80, undefined]);

      const ownerSignature = formData('signature', await signaturePng(10), 'image/png');
      current = report(
        await owner('POST', `${ownerReport}/signature`, ownerSignature.payload, ownerSignature.headers),
      );
      expect(current.completeness.signedBy).toEqual(['owner']);

      // The customer signs on the owner's phone with the one-time code their own phone shows; the owner gets none.
      expect((await owner('POST', `${ownerReport}/signing-code`)).statusCode).toBe(404);
      const issued = await customer('POST', `${customerReport}/signing-code`);
      expect(issued.statusCode, issued.body).toBe(200);
      const { code } = HandoverSigningCodeResponseSchema.parse(issued.json());
      // Kept peppered with the server's key: the six digits alone do not give the hash in the events.
      const issuedEvent = (await eventsOf(bookingId)).findLast(
        (event) => event.type === 'HandoverSigningCodeIssued',
      );
      expect(issuedEvent?.type === 'HandoverSigningCodeIssued' && issuedEvent.data.codeHash).not.toBe(
        signingCodeHash(bookingId, 'pickup', code),
      );
      const signAsCustomer = async (withCode: string) => {
        const body = formData('signature', await signaturePng(200), 'image/png', { code: withCode });
        return owner('POST', `${ownerReport}/signature?party=customer`, body.payload, body.headers);
      };
      const wrong = await signAsCustomer(code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode, wrong.body).toBe(422);
      expect(wrong.json()).toMatchObject({ error: 'signing_code_wrong', details: { triesLeft: 4 } });
      // The deposit is neither held nor waived yet: no seal, nothing recorded.
      const unsecured = await signAsCustomer(code);
      expect(unsecured.statusCode, unsecured.body).toBe(422);
      expect(unsecured.json().error).toBe('deposit_not_secured');
      expect((await owner('POST', `/api/owner/bookings/${bookingId}/deposit/waive`)).statusCode).toBe(200);
      const sealed = report(await signAsCustomer(code));
      expect(sealed).toMatchObject({ sealed: true, completeness: { signedBy: ['owner', 'customer'] } });
      const events = await eventsOf(bookingId);
      expect(events.slice(-3).map((event) => event.type)).toEqual([
        'HandoverSigned',
        'HandoverSealed',
        'BookingPickedUp',
      ]);
      expect(events.at(-1)).toMatchObject({ data: { deposit: 'waived' } });
      expect(report(await customer('GET', customerReport)).sealSha256).toBe(sealed.sealSha256);

      const late = await owner('PUT', `${ownerReport}/readings`, { odometerKm: 12_001, fuelPercent: 80 });
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe('handover_sealed');

      const clean = await verify(bookingId);
      expect(clean.code, clean.lines.join('\n')).toBe(0);
      expect(clean.lines).toEqual([`Booking ${bookingId}: 12 object(s) and 1 seal(s) verified, no mismatch`]);

      // A photo altered on disk, another lost: both listed, and the seal no longer holds.
      const back = sealed.slots.find((slot) => slot.slot === 'back')!;
      const left = sealed.slots.find((slot) => slot.slot === 'left')!;
      const objectPath = (sha256: string) =>
        join(DATA_DIR, 'media', 'objects', 'handovers', bookingId, 'pickup', `${sha256}.webp`);
      await writeFile(
        objectPath(back.sha256!),
        await sharp(await photo(9))
          .webp()
          .toBuffer(),
      );
      await rm(objectPath(left.sha256!));
      const tampered = await verify(bookingId);
      expect(tampered.code).toBe(1);
      expect(tampered.lines).toContainEqual(
        expect.stringMatching(
          new RegExp(`^MISMATCH  pickup  back  expected ${back.sha256}  found [0-9a-f]{64}$`),
        ),
      );
      expect(tampered.lines).toContain(`MISMATCH  pickup  left  expected ${left.sha256}  found missing`);
      expect(tampered.lines).toContainEqual(
        expect.stringMatching(/^MISMATCH {2}pickup {2}seal {2}expected /),
      );
      expect(tampered.lines.at(-1)).toBe(`3 mismatch(es) in the handover reports of booking ${bookingId}`);
    });
    /** Every angle photographed at once (as a phone sends them on a good network), then the readings. */
    async function fillReport(visit: TestBrowser, url: string, odometerKm: number) {
      const taken = await Promise.all(
        HANDOVER_ANGLES.map(async (angle, index) =>
          putPhoto(visit, `${url}/photos/${angle}`, await photo(index)),
        ),
      );
      expect(taken.map((response) => response.statusCode)).toEqual(HANDOVER_ANGLES.map(() => 200));
      return report(await visit('PUT', `${url}/readings`, { odometerKm, fuelPercent: 60 }));
    }
    const signOn = async (visit: TestBrowser, url: string, shade: number) => {
      const body = formData('signature', await signaturePng(shade), 'image/png');
      return visit('POST', `${url}/signature`, body.payload, body.headers);
    };

    it('lets the customer sign from their own session, then runs the return report with damage; admins read it', async () => {
      const { customer, bookingId, pickup } = await confirmedBooking();
      const owner = await signInDemoOwner(context.runtime.app);
      const ownerBase = `/api/owner/bookings/${bookingId}/handovers`;
      const customerBase = `/api/bookings/${bookingId}/handovers`;
      clock.set(new Date(pickup + HOUR));
      expect((await owner('POST', `/api/owner/bookings/${bookingId}/deposit/waive`)).statusCode).toBe(200);

      const early = await customer('PUT', `${customerBase}/return/readings`, {
        odometerKm: 1,
        fuelPercent: 1,
      });
      expect(early.statusCode).toBe(422);
      expect(early.json().error).toBe('pickup_not_sealed');

      await fillReport(customer, `${customerBase}/pickup`, 20_000);
      const jpegSignature = formData('signature', await photo(3), 'image/jpeg');
      const refused = await customer(
        'POST',
        `${customerBase}/pickup/signature`,
        jpegSignature.payload,
        jpegSignature.headers,
      );
      expect(refused.statusCode).toBe(415);
      expect(refused.json().error).toBe('signature_refused');
      const pngSignature = formData('signature', await signaturePng(30), 'image/png');
      const asOwner = await customer(
        'POST',
        `${customerBase}/pickup/signature?party=owner`,
        pngSignature.payload,
        pngSignature.headers,
      );
      expect(asOwner.statusCode).toBe(403);
      expect(report(await signOn(customer, `${customerBase}/pickup`, 30)).completeness.signedBy).toEqual([
        'customer',
      ]);
      expect(report(await signOn(owner, `${ownerBase}/pickup`, 60)).sealed).toBe(true);

      // Back 45 minutes after the end date's 10:00 (3 days from pickup: one hour started past the grace), with more
      // kilometres and less fuel.
      clock.set(new Date(pickup + 72 * HOUR + 45 * 60_000));
      const below = await customer('PUT', `${customerBase}/return/readings`, {
        odometerKm: 19_999,
        fuelPercent: 40,
      });
      expect(below.statusCode).toBe(422);
      expect(below.json()).toMatchObject({
        error: 'odometer_below_pickup',
        details: { pickupOdometerKm: 20_000 },
      });
      await fillReport(owner, `${ownerBase}/return`, 21_000);
      report(await owner('PUT', `${ownerBase}/return/readings`, { odometerKm: 21_000, fuelPercent: 40 }));
      const noPhoto = await customer('POST', `${customerBase}/return/damages`, {
        slot: 'damage-2',
        note: 'Dent',
      });
      expect(noPhoto.statusCode).toBe(422);
      expect(noPhoto.json().error).toBe('handover_damage_photo_missing');
      expect((await putPhoto(owner, `${ownerBase}/return/photos/damage-1`, await photo(7))).statusCode).toBe(
        200,
      );
      const noted = report(
        await owner('POST', `${ownerBase}/return/damages`, {
          slot: 'damage-1',
          note: 'Scratch on the rear bumper',
        }),
      );
      expect(noted.damages).toMatchObject([
        { damageId: 'damage-1', note: 'Scratch on the rear bumper', notedBy: 'owner' },
      ]);
      expect(noted.slots.map((slot) => slot.slot).at(-1)).toBe('damage-1');

      // A signature given before the damage was noted is stale: the report waits for it again.
      expect(report(await signOn(customer, `${customerBase}/return`, 30)).completeness.signedBy).toEqual([
        'customer',
      ]);
      expect((await putPhoto(owner, `${ownerBase}/return/photos/damage-2`, await photo(8))).statusCode).toBe(
        200,
      );
      const stale = report(await signOn(owner, `${ownerBase}/return`, 60));
      expect(stale).toMatchObject({ sealed: false, completeness: { signedBy: ['owner'] } });
      expect(stale.signatures).toContainEqual(expect.objectContaining({ party: 'customer', current: false }));
      const sealed = report(await signOn(customer, `${customerBase}/return`, 30));
      expect(sealed.sealed).toBe(true);
      // The extras under the terms the booking froze (decision 88): 1,000 km driven in 3 days, fuel 60 → 40 %, one
      // started hour late.
      const terms = BookingSchema.parse(
        (await customer('GET', `/api/bookings/${bookingId}`)).json(),
      ).returnTerms!;
      const includedKm = terms.includedKmPerDay === null ? null : terms.includedKmPerDay * 3;
      const extraKm = includedKm === null ? 0 : Math.max(0, 1_000 - includedKm);
      expect(sealed.extras).toEqual({
        drivenKm: 1_000,
        includedKm,
        extraKm,
        extraKmCents: extraKm * terms.extraKmCents,
        refuelCents: terms.refuelFeeCents,
        lateHours: 1,
        lateCents: terms.lateFeePerHourCents,
        totalCents: extraKm * terms.extraKmCents + terms.refuelFeeCents + terms.lateFeePerHourCents,
        dueBackAt: new Date(pickup + 72 * HOUR).toISOString(),
        returnedAt: sealed.readings!.recordedAt,
      });
      expect(report(await owner('GET', `${ownerBase}/return`)).extras).toEqual(sealed.extras);
      const events = await eventsOf(bookingId);
      expect(events.filter((event) => event.type === 'BookingPickedUp')).toHaveLength(1);
      expect(events.filter((event) => event.type === 'HandoverSealed')).toHaveLength(2);

      await createAdminAccount(context, ADMIN);
      const admin = (await signInAs(context, ADMIN)).visit;
      const adminReport = report(await admin('GET', `/api/admin/bookings/${bookingId}/handovers/return`));
      expect(adminReport.sealSha256).toBe(sealed.sealSha256);
      const damagePhoto = await admin(
        'GET',
        adminReport.slots.find((slot) => slot.slot === 'damage-1')!.photoUrl!,
      );
      expect(damagePhoto.statusCode).toBe(200);
      expect(damagePhoto.headers['content-type']).toBe('image/webp');
      expect(
        (await newBrowser(context.runtime.app)('GET', `/api/admin/bookings/${bookingId}/handovers/return`))
          .statusCode,
      ).toBe(401);

      const verified = await verify(bookingId);
      expect(verified.code, verified.lines.join('\n')).toBe(0);
      expect(verified.lines).toEqual([
        `Booking ${bookingId}: 26 object(s) and 2 seal(s) verified, no mismatch`,
      ]);
    });
  });
}
