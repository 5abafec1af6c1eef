import { chromium } from '@playwright/test';
const base = 'http://localhost:5162';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e.stack)));
await page.request.post(`${base}/api/login`, { data: { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' } });
const list = await (await page.request.get(`${base}/api/owner/bookings`)).json();
let id = list[0]?.id;
if (!id) {
  const cal = await (await page.request.get(`${base}/api/owner-calendar/me`)).json();
  const car = cal.cars.find((c) => c.isAvailable);
  const ctx = await browser.newContext();
  const q = await (await ctx.request.get(`${base}/api/cars/${car.carId}/quote?startDate=2026-12-20&endDate=2026-12-22`)).json();
  const r = await ctx.request.post(`${base}/api/bookings`, { headers: { 'idempotency-key': 'k' + Date.now() }, data: { userId: 'guest', carId: car.carId, startDate: '2026-12-20', endDate: '2026-12-22', pickupLocation: 'paris-center', totalPrice: (q.totalCents / 100).toFixed(2), customerInfo: { firstName: 'Hugo', lastName: 'L', email: 'h@example.fr', phone: '+33 612345678' } } });
  id = (await r.json()).id;
}
await page.goto(`${base}/owner-dashboard#/bookings/${id}/show`);
await page.waitForTimeout(4000);
await page.screenshot({ path: '/tmp/shots/booking.png', fullPage: true });
console.log(errors.join('\n').slice(0, 3000));
await browser.close();
