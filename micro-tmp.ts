import { renderReceiptPdf, renderBookingEmail, createSmtpMailer } from '@grandtour/workers';
import MailComposer from 'nodemailer/lib/mail-composer';
const N = 1000;
const view = (i: number) => ({
  number: `GT-2026-${String(i).padStart(6, '0')}`, issuedAt: new Date(), language: (['fr','en','es','de'] as const)[i % 4],
  bookingId: crypto.randomUUID(), customer: { firstName: 'Camille' + i, lastName: 'Martin', email: `c${i}@example.com`, phone: '+33600000000' },
  car: 'Ferrari Roma', startDate: '2026-12-10', endDate: '2026-12-13', days: 3, pickupLocation: 'agency' as const,
  pickupAt: new Date('2026-12-10T09:00:00Z'), dailyPriceCents: 90000, rentalCents: 270000, deliveryCents: 0, serviceFeeCents: 13500,
  totalCents: 283500, depositCents: 500000, paymentMethod: 'card' as const, paidAt: new Date(), paidCents: 283500, refundedCents: 0,
  cancellationFeeCents: 0, cancelledAt: null,
});
async function measure(name: string, fn: (i: number) => Promise<unknown> | unknown) {
  for (let i = 0; i < 100; i++) await fn(i);
  const c = process.cpuUsage(); const t = performance.now();
  for (let i = 0; i < N; i++) await fn(i);
  const d = process.cpuUsage(c);
  console.log(name.padEnd(20), ((d.user + d.system) / 1000 / N).toFixed(3), 'ms cpu', ((performance.now() - t) / N).toFixed(3), 'ms wall');
}
let pdf: Buffer = Buffer.alloc(0);
await measure('receipt pdf', async (i) => { pdf = await renderReceiptPdf(view(i)); });
console.log('pdf bytes', pdf.length);
const emailView = { ...view(1), ownerName: 'Alex', refundDueCents: 0, ownerPayoutCents: 200000 } as any;
let html = '';

console.log('html bytes', html.length);

process.exit(0);
