import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, HANDOVER_ANGLES, pickupInstant, todayInParis } from '@grandtour/shared';
import {
  movableClock,
  pdfImagesPainted,
  pdfPagesText,
  untilNotificationsIdle,
} from '@grandtour/workers/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAdminAccount, signInAs } from '../testing/admin-fixtures.ts';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { demoOwnerOf, mailSetups, useMailTestRuntime } from '../testing/mail-test-runtime.ts';
import { newBrowser, registerAccount, signInDemoOwner } from '../testing/owner-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';

const HOUR = 3_600_000;
const BOUNDARY = '----grandtour-handover-pdf-boundary';
const ADMIN = {
  email: 'handover-pdf@grandtour.test',
  username: 'admin.handoverpdf',
  password: 'Correct-Horse-Battery-9',
  firstName: 'Admin',
  lastName: 'Grand Tour',
};

function formData(field: string, bytes: Buffer, type: string) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="upload"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
const photo = (index: number) =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: { r: index * 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
const signaturePng = (shade: number) =>
  sharp({
    create: { width: 120, height: 40, channels: 4, background: { r: shade, g: shade, b: shade, alpha: 1 } },
  })
    .png()
    .toBuffer();
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

for (const setup of mailSetups()) {
  describe(`the sealed handover report's PDF on ${setup.database} (issue 23)`, { timeout: 120_000 }, () => {
    const clock = movableClock();
    const context = useMailTestRuntime(
      setup,
      { clock: clock.now, background: false, workers: true, notificationBackoffMs: 20 },
      {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-handover-pdf-')),
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      },
    );
    const idle = () =>
      untilNotificationsIdle({
        pool: context.database.pool,
        store: context.runtime.store,
        queue: context.runtime.queue,
        clock: clock.now,
      });

    it('e-mails the pickup report to both parties once, each in their language, and serves it to them alone', async () => {
      const { email: ownerEmail, cars } = await demoOwnerOf(context);
      const customer = newBrowser(context.runtime.app);
      const customerEmail = `handover-${randomUUID().slice(0, 6)}@example.es`;
      const startDate = addDays(todayInParis(clock.now()), 12);
      const booking = await bookAs(
        customer,
        context.runtime.app,
        cars[0]!,
        { startDate, endDate: addDays(startDate, 3) },
        {
          customer: { firstName: 'Lucía', lastName: 'García', email: customerEmail, phone: '+34 612345678' },
          language: 'es',
        },
      );
      await payWithDemoCard(customer, booking);
      const owner = await signInDemoOwner(context.runtime.app);
      const ownerBase = `/api/owner/bookings/${booking.id}/handovers/pickup`;
      const customerBase = `/api/bookings/${booking.id}/handovers/pickup`;
      clock.set(new Date(pickupInstant(startDate).getTime() + HOUR));
      expect((await owner('POST', `/api/owner/bookings/${booking.id}/deposit/waive`)).statusCode).toBe(200);

      for (const [index, angle] of HANDOVER_ANGLES.entries()) {
        const { payload, headers } = formData('photo', await photo(index), 'image/jpeg');
        expect((await owner('PUT', `${ownerBase}/photos/${angle}`, payload, headers)).statusCode).toBe(200);
      }
      const readings = await owner('PUT', `${ownerBase}/readings`, { odometerKm: 21_500, fuelPercent: 75 });
      expect(readings.statusCode, readings.body).toBe(200);

      // Not yet sealed: a 409 in the caller's language.
      const early = await customer('GET', `${customerBase}/report.pdf`, undefined, {
        'accept-language': 'fr',
      });
      expect(early.statusCode, early.body).toBe(409);
      expect(early.json()).toMatchObject({
        error: 'handover_not_sealed',
        message: expect.stringContaining('PDF'),
      });

      const sign = async (visit: TestBrowser, url: string, shade: number) => {
        const { payload, headers } = formData('signature', await signaturePng(shade), 'image/png');
        const signed = await visit('POST', `${url}/signature`, payload, headers);
        expect(signed.statusCode, signed.body).toBe(200);
        return signed.json() as { sealed: boolean };
      };
      await sign(customer, customerBase, 200);
      expect(await sign(owner, ownerBase, 20)).toMatchObject({ sealed: true });
      await idle();

      const reference = booking.id.slice(0, 8).toUpperCase();
      // The report's e-mails: those carrying a file named after the booking's reference (not the receipt).
      const reportMails = (address: string) =>
        context.sink.messages.filter(
          (mail) =>
            mail.to === address && mail.attachments.some((file) => file.filename.includes(`-${reference}-`)),
        );
      // The customer's, in the booking's language (Spanish).
      const [toCustomer, ...customerExtra] = reportMails(customerEmail);
      expect(customerExtra).toHaveLength(0);
      expect(toCustomer!.subject).toBe(
        `Acta de estado de entrega — ${cars[0]!.brand} ${cars[0]!.model} — ${reference}`,
      );
      expect(toCustomer!.attachments.map((file) => file.filename)).toEqual([
        `acta-de-estado-${reference}-entrega.pdf`,
      ]);
      const customerPdf = toCustomer!.attachments[0]!.content;
      const spanish = oneLine((await pdfPagesText(customerPdf)).join(' '));
      expect(spanish).toContain('Acta de estado de entrega');
      expect(spanish).toContain('Lucía García');
      expect(spanish).toMatch(/Kilometraje 21.500 km/);
      expect(spanish).toContain('Combustible o carga 75 %');
      expect(spanish).toContain('Esquina trasera derecha — ');
      // Ten angles and two signatures.
      expect(await pdfImagesPainted(customerPdf)).toBe(12);

      // The owner's, in the owner's language (French), once.
      const ownerMails = reportMails(ownerEmail);
      expect(ownerMails.map((mail) => mail.subject)).toEqual([
        `État des lieux de départ — ${cars[0]!.brand} ${cars[0]!.model} — ${reference}`,
      ]);
      expect(ownerMails[0]!.attachments[0]!.filename).toBe(`etat-des-lieux-${reference}-depart.pdf`);
      const french = oneLine((await pdfPagesText(ownerMails[0]!.attachments[0]!.content)).join(' '));
      expect(french).toContain('Kilométrage 21 500 km');
      expect(french).toMatch(/Scellé le .*Sceau \(SHA-256\) [0-9a-f]{64}/);

      // The download: the customer, the owner and administrators; a 404 for anyone else.
      const download = await customer('GET', `${customerBase}/report.pdf`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="acta-de-estado-${reference}-entrega.pdf"`,
      );
      expect(oneLine((await pdfPagesText(download.rawPayload)).join(' '))).toContain('Lucía García');
      const ownerDownload = await owner('GET', `${ownerBase}/report.pdf`, undefined, {
        'accept-language': 'de',
      });
      expect(ownerDownload.statusCode).toBe(200);
      expect(ownerDownload.headers['content-disposition']).toContain(`protokoll-${reference}-ubergabe.pdf`);
      await createAdminAccount(context, ADMIN);
      const admin = (await signInAs(context, ADMIN)).visit;
      const adminDownload = await admin(
        'GET',
        `/api/admin/bookings/${booking.id}/handovers/pickup/report.pdf`,
      );
      expect(adminDownload.statusCode).toBe(200);
      expect(adminDownload.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await newBrowser(context.runtime.app)('GET', `${customerBase}/report.pdf`)).statusCode).toBe(
        404,
      );
      const otherOwner = (await registerAccount(context.runtime.app, 'owner')).visit;
      expect((await otherOwner('GET', `${ownerBase}/report.pdf`)).statusCode).toBe(404);
      const otherClient = (await registerAccount(context.runtime.app, 'client')).visit;
      expect((await otherClient('GET', `${customerBase}/report.pdf`)).statusCode).toBe(404);

      // Nothing more is sent: the deliveries were sent once.
      await idle();
      expect(reportMails(customerEmail)).toHaveLength(1);
    });
  });
}
