import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { driverStreamName, type DriverDocumentsEvent } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { DriverDocumentsStatusSchema, pickupInstant } from '@grandtour/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityScan, licencePhoto, samplePdf } from '../../driver-documents/testing/document-samples.ts';
import { multipart } from '../../media/testing/multipart.ts';
import { createAdminAccount, signInAs } from '../../testing/admin-fixtures.ts';
import { bookCar, newBrowser, registerAccount, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const DAY_MS = 24 * 3600 * 1000;
const ADMIN = {
  email: 'documents@grandtour.test',
  username: 'admin.documents',
  password: 'Correct-Horse-Battery-9',
  firstName: 'Admin',
  lastName: 'Grand Tour',
};
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const upload = (visit: TestBrowser, kind: string, bytes: Buffer, type: string) => {
  const body = multipart(bytes, `${kind}.bin`, type, 'document');
  return visit('POST', `/api/driver-documents/${kind}`, body.payload as unknown as string, body.headers);
};

for (const kind of testDatabaseKinds()) {
  describe(`the drivers' documents on ${kind}`, () => {
    let offsetMs = 0;
    const context = useTestRuntime(
      kind,
      { clock: () => new Date(Date.now() + offsetMs), background: false },
      {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-documents-')),
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
        BOOKING_REQUESTS_PER_MINUTE: '1000',
        DOCUMENT_RETENTION_DAYS: '30',
      },
    );
    let customer: TestBrowser;
    let owner: TestBrowser;
    let otherOwner: TestBrowser;
    let otherCustomer: TestBrowser;
    let admin: TestBrowser;
    let bookingId = '';
    let driverId = '';
    /** The files as the customer reads them back: what must never leak to anyone else. */
    const kept: Record<string, Buffer> = {};
    const pdf = samplePdf();

    const driverEvents = async () =>
      (await context.runtime.store.readStream<DriverDocumentsEvent>(driverStreamName(driverId))).events;
    const neverLeaks = (body: Buffer) => {
      for (const bytes of Object.values(kept)) expect(body.includes(bytes.subarray(0, 256))).toBe(false);
    };

    beforeAll(async () => {
      const { app } = context.runtime;
      const car = context.cars[0]!;
      const booked = await bookCar(app, car.id, dayFromNow(3), dayFromNow(5));
      customer = booked.visit;
      bookingId = booked.booking.id;
      const { rows } = await context.database.pool.query<{ user_id: string }>(
        'SELECT user_id FROM bookings WHERE id = $1',
        [bookingId],
      );
      driverId = rows[0]!.user_id;
      owner = await signInDemoOwner(app);
      otherOwner = (await registerAccount(app, 'owner')).visit;
      otherCustomer = (await registerAccount(app, 'client')).visit;
      await createAdminAccount(context, ADMIN);
      admin = (await signInAs(context, ADMIN)).visit;
    });

    it('keeps each upload re-encoded and encrypted: the stored bytes are not the file', async () => {
      expect((await upload(customer, 'licence_front', await licencePhoto(), 'image/jpeg')).statusCode).toBe(
        201,
      );
      expect((await upload(customer, 'licence_back', await identityScan(), 'image/png')).statusCode).toBe(
        201,
      );
      const last = await upload(customer, 'identity', pdf, 'application/pdf');
      expect(last.statusCode, last.body).toBe(201);
      const status = DriverDocumentsStatusSchema.parse(last.json());
      expect(status.status).toBe('submitted');
      expect(status.documents.map((document) => document.kind).sort()).toEqual([
        'identity',
        'licence_back',
        'licence_front',
      ]);

      for (const kind of ['licence_front', 'licence_back', 'identity']) {
        const own = await customer('GET', `/api/driver-documents/${kind}`);
        expect(own.statusCode).toBe(200);
        expect(own.headers['cache-control']).toBe('no-store');
        expect(own.headers['content-disposition']).toMatch(/^inline/);
        kept[kind] = own.rawPayload;
      }
      expect(kept.identity).toEqual(pdf);
      // Photos are re-encoded as JPEG, without the phone's EXIF.
      const front = await sharp(kept.licence_front).metadata();
      expect(front.format).toBe('jpeg');
      expect(front.exif).toBeUndefined();
      expect((await sharp(kept.licence_back).metadata()).format).toBe('jpeg');

      const { rows } = await context.database.pool.query<{
        kind: string;
        ciphertext: Buffer;
        wrapped_key: Buffer;
      }>('SELECT kind, ciphertext, wrapped_key FROM driver_documents WHERE user_id = $1', [driverId]);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.ciphertext.includes(kept[row.kind]!.subarray(0, 64))).toBe(false);
        expect(row.ciphertext.includes(Buffer.from('%PDF'))).toBe(false);
        expect(row.wrapped_key).toHaveLength(60);
      }
      // The events say what was uploaded, never the bytes.
      const uploaded = (await driverEvents()).filter((event) => event.type === 'DriverDocumentUploaded');
      expect(uploaded).toHaveLength(3);
      expect(JSON.stringify(uploaded.map((event) => event.data))).not.toContain('%PDF');
    });

    it('refuses what is not a photo or a real PDF, in the driver’s language', async () => {
      const fake = await upload(customer, 'identity', Buffer.from('not a pdf at all'), 'application/pdf');
      expect(fake.statusCode).toBe(415);
      expect(fake.json().error).toBe('document_type_refused');
      const cut = await upload(customer, 'identity', pdf.subarray(0, pdf.length - 40), 'application/pdf');
      expect(cut.statusCode).toBe(422);
      const script = await upload(
        customer,
        'identity',
        samplePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
        'application/pdf',
      );
      expect(script.statusCode).toBe(422);
      expect(script.json().error).toBe('document_active_content');
      const english = await customer('POST', '/api/driver-documents/identity', 'x', {
        'content-type': 'text/plain',
        'accept-language': 'en',
      });
      expect(english.statusCode).toBe(415);
      expect(english.json().message).toMatch(/Attach a photo or a PDF/);
      expect((await customer('GET', '/api/driver-documents/identity')).rawPayload).toEqual(pdf);
    });

    it('shows them to the booking’s owner and to administrators, recording every view', async () => {
      const status = await owner('GET', `/api/owner/bookings/${bookingId}/driver-documents`);
      expect(status.statusCode).toBe(200);
      expect(status.json().status).toBe('submitted');
      const seen = await owner('GET', `/api/owner/bookings/${bookingId}/driver-documents/licence_front`);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/jpeg');
      expect(seen.headers['cache-control']).toBe('no-store');
      expect(seen.headers['content-disposition']).toBe('inline; filename="licence_front.jpg"');
      expect(seen.rawPayload).toEqual(kept.licence_front);
      // Administrators find the driver in their queue, named by the booking, before opening anything.
      const queue = await admin('GET', '/api/admin/drivers?status=submitted');
      expect(queue.statusCode, queue.body).toBe(200);
      expect(queue.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            userId: driverId,
            status: 'submitted',
            documents: 3,
            name: expect.any(String),
          }),
        ]),
      );
      expect((await admin('GET', '/api/admin/drivers?status=maybe')).statusCode).toBe(400);
      const byAdmin = await admin(
        'GET',
        `/api/admin/drivers/${encodeURIComponent(driverId)}/documents/identity`,
      );
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.headers['content-type']).toBe('application/pdf');

      const views = (await driverEvents()).filter((event) => event.type === 'DriverDocumentViewed');
      expect(views.map((event) => [event.data.kind, event.data.role, event.data.bookingId])).toEqual([
        ['licence_front', 'owner', bookingId],
        ['identity', 'admin', null],
      ]);
      expect(views.every((event) => !Number.isNaN(Date.parse(event.data.at)) && event.data.viewerId)).toBe(
        true,
      );
    });

    it('refuses everybody else with a 404 that says nothing, and never sends a byte', async () => {
      const visitor = newBrowser(context.runtime.app);
      const ownerUrl = `/api/owner/bookings/${bookingId}/driver-documents`;
      for (const [visit, expected] of [
        [otherOwner, 404],
        [otherCustomer, 403],
        [visitor, 401],
      ] as const) {
        for (const url of [ownerUrl, `${ownerUrl}/licence_front`]) {
          const refused = await visit('GET', url);
          expect(refused.statusCode, url).toBe(expected);
          neverLeaks(refused.rawPayload);
        }
      }
      for (const visit of [otherOwner, otherCustomer, visitor]) {
        for (const kind of ['licence_front', 'licence_back', 'identity']) {
          const refused = await visit('GET', `/api/driver-documents/${kind}`);
          expect(refused.statusCode).toBe(404);
          neverLeaks(refused.rawPayload);
        }
        const own = await visit('GET', '/api/driver-documents');
        expect(own.json().documents).toEqual([]);
        const asAdmin = await visit(
          'GET',
          `/api/admin/drivers/${encodeURIComponent(driverId)}/documents/identity`,
        );
        expect([401, 403]).toContain(asAdmin.statusCode);
        neverLeaks(asAdmin.rawPayload);
        const queue = await visit('GET', '/api/admin/drivers');
        expect([401, 403]).toContain(queue.statusCode);
        expect(queue.body).not.toContain(driverId);
      }
      // Another owner cannot decide on them either.
      expect((await otherOwner('POST', `${ownerUrl}/verify`)).statusCode).toBe(404);
      const views = (await driverEvents()).filter((event) => event.type === 'DriverDocumentViewed');
      expect(views).toHaveLength(2);
    });

    it('lets the owner reject with a reason, then verify, the driver seeing each', async () => {
      const url = `/api/owner/bookings/${bookingId}/driver-documents`;
      const rejected = await owner('POST', `${url}/reject`, { reason: 'unreadable', note: 'Photo floue' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const seenByDriver = DriverDocumentsStatusSchema.parse(
        (await customer('GET', '/api/driver-documents')).json(),
      );
      expect(seenByDriver.status).toBe('rejected');
      expect(seenByDriver.rejection).toEqual({ reason: 'unreadable', note: 'Photo floue' });
      expect((await owner('POST', `${url}/reject`, { reason: 'because' })).statusCode).toBe(400);
      const verified = await owner('POST', `${url}/verify`);
      expect(verified.statusCode, verified.body).toBe(200);
      expect((await customer('GET', '/api/driver-documents')).json()).toMatchObject({
        status: 'verified',
        rejection: null,
      });
    });

    it('moves a guest’s documents to the account they sign up with, as their booking moves', async () => {
      const { app } = context.runtime;
      const { visit: guest, booking } = await bookCar(
        app,
        context.cars[1]!.id,
        dayFromNow(10),
        dayFromNow(12),
      );
      expect((await upload(guest, 'licence_front', await licencePhoto(), 'image/jpeg')).statusCode).toBe(201);
      const sent = (await guest('GET', '/api/driver-documents/licence_front')).rawPayload;
      const { rows } = await context.database.pool.query<{ user_id: string }>(
        'SELECT user_id FROM bookings WHERE id = $1',
        [booking.id],
      );
      const guestId = rows[0]!.user_id;
      const registered = await guest('POST', '/api/register', {
        username: `driver.${booking.id.slice(0, 8)}`,
        password: 'Secret-123-Driver',
        firstName: 'Léa',
        lastName: 'Martin',
        email: `driver.${booking.id.slice(0, 8)}@example.fr`,
        userType: 'client',
      });
      expect(registered.statusCode, registered.body).toBe(201);

      const url = `/api/owner/bookings/${booking.id}/driver-documents`;
      expect((await owner('GET', url)).json()).toMatchObject({ status: 'submitted' });
      expect((await owner('GET', `${url}/licence_front`)).rawPayload).toEqual(sent);
      expect((await guest('GET', '/api/driver-documents/licence_front')).rawPayload).toEqual(sent);
      const left = await context.database.pool.query('SELECT 1 FROM driver_documents WHERE user_id = $1', [
        guestId,
      ]);
      expect(left.rows).toHaveLength(0);
      const { events } = await context.runtime.store.readStream<DriverDocumentsEvent>(
        driverStreamName(guestId),
      );
      expect(events.at(-1)).toMatchObject({ type: 'DriverDocumentsErased', data: { cause: 'claimed' } });
    });

    it('closes them to the owner once the rental is over, and erases them after the retention', async () => {
      const url = `/api/owner/bookings/${bookingId}/driver-documents`;
      offsetMs = 7 * DAY_MS;
      expect((await context.runtime.sweeper.sweepOnce()).completed).toBeGreaterThanOrEqual(1);
      for (const path of [url, `${url}/licence_front`]) {
        const closed = await owner('GET', path);
        expect(closed.statusCode).toBe(404);
        neverLeaks(closed.rawPayload);
      }
      // 30 days after the rental's end: not yet.
      offsetMs = (5 + 29) * DAY_MS;
      expect((await context.runtime.sweeper.sweepOnce()).documentsErased).toBe(0);
      expect((await customer('GET', '/api/driver-documents/identity')).statusCode).toBe(200);

      offsetMs = (5 + 32) * DAY_MS;
      expect((await context.runtime.sweeper.sweepOnce()).documentsErased).toBe(1);
      const { rows } = await context.database.pool.query(
        'SELECT 1 FROM driver_documents WHERE user_id = $1',
        [driverId],
      );
      expect(rows).toHaveLength(0);
      for (const visit of [customer, admin]) {
        const gone = await visit(
          'GET',
          visit === customer
            ? '/api/driver-documents/identity'
            : `/api/admin/drivers/${encodeURIComponent(driverId)}/documents/identity`,
        );
        expect(gone.statusCode).toBe(404);
        neverLeaks(gone.rawPayload);
      }
      expect((await customer('GET', '/api/driver-documents')).json()).toMatchObject({
        status: 'none',
        documents: [],
      });
      const erased = (await driverEvents()).filter((event) => event.type === 'DriverDocumentsErased');
      expect(erased).toHaveLength(1);
      expect((await context.runtime.sweeper.sweepOnce()).documentsErased).toBe(0);
    });

    it('cancels and refunds in full a booking whose driver still stands refused a day before pickup', async () => {
      const { app } = context.runtime;
      const startDate = dayFromNow(60);
      const { visit: driver, booking } = await bookCar(app, context.cars[0]!.id, startDate, dayFromNow(62));
      for (const kind of ['licence_front', 'licence_back', 'identity'])
        expect((await upload(driver, kind, await identityScan(), 'image/png')).statusCode).toBe(201);
      const url = `/api/owner/bookings/${booking.id}/driver-documents`;
      expect((await owner('POST', `${url}/reject`, { reason: 'name_mismatch' })).statusCode).toBe(200);

      offsetMs = pickupInstant(startDate).getTime() - 25 * 3600 * 1000 - Date.now();
      expect((await context.runtime.sweeper.sweepOnce()).driversRejected).toBe(0);
      offsetMs = pickupInstant(startDate).getTime() - 23 * 3600 * 1000 - Date.now();
      expect((await context.runtime.sweeper.sweepOnce()).driversRejected).toBe(1);
      const { rows } = await context.database.pool.query<{
        status: string;
        cancellation_reason: string;
        paid_cents: string;
        refunded_cents: string;
        cancellation_fee_cents: string;
      }>(
        'SELECT status, cancellation_reason, paid_cents, refunded_cents, cancellation_fee_cents FROM bookings WHERE id = $1',
        [booking.id],
      );
      expect(rows[0]).toMatchObject({ status: 'cancelled', cancellation_reason: 'driver_rejected' });
      expect(Number(rows[0]!.cancellation_fee_cents)).toBe(0);
      expect(Number(rows[0]!.refunded_cents)).toBe(Number(rows[0]!.paid_cents));
      expect(Number(rows[0]!.paid_cents)).toBeGreaterThan(0);
      expect((await context.runtime.sweeper.sweepOnce()).driversRejected).toBe(0);
    });
  });
}
