import { renderReceiptPdf, createSmtpMailer } from '@grandtour/workers';
import { startSmtpSinkProcess } from '@grandtour/workers/testing';
const sink = await startSmtpSinkProcess();
const mailer = createSmtpMailer({ url: sink.url, from: 'Grand Tour <a@grandtour.test>' });
const pdf = await renderReceiptPdf({ number: 'GT-2026-000001', issuedAt: new Date(), language: 'fr', bookingId: crypto.randomUUID(), customer: { firstName: 'Camille', lastName: 'Martin', email: 'c@example.com', phone: '+33600000000' }, car: 'Ferrari Roma', startDate: '2026-12-10', endDate: '2026-12-13', days: 3, pickupLocation: 'agency', pickupAt: new Date(), dailyPriceCents: 90000, rentalCents: 270000, deliveryCents: 0, serviceFeeCents: 13500, totalCents: 283500, depositCents: 500000, paymentMethod: 'card', paidAt: new Date(), paidCents: 283500, refundedCents: 0, cancellationFeeCents: 0, cancelledAt: null } as any);
const html = `<p>${'Votre réservation est confirmée. '.repeat(120)}</p>`;
async function run(name: string, attach: boolean, n = 2000) {
  const c = process.cpuUsage(); const t = performance.now(); let next = 0;
  await Promise.all(Array.from({ length: 25 }, async () => { while (next < n) { const i = next++; await mailer.send({ messageId: `m${i}.${name}@x`, to: `c${i}@example.com`, subject: 'Réservation confirmée', html, text: html, attachments: attach ? [{ filename: 'recu.pdf', contentType: 'application/pdf', content: pdf }] : undefined }); } }));
  const d = process.cpuUsage(c);
  console.log(name.padEnd(12), ((d.user + d.system) / 1000 / n).toFixed(3), 'ms cpu/msg', (n / ((performance.now() - t) / 1000)).toFixed(0), 'msg/s');
}
await run('warm', true, 500);
await run('no attach', false);
await run('attach', true);
await run('no attach', false);
await run('attach', true);
await mailer.close(); await sink.close(); process.exit(0);
