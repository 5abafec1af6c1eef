import {
  ONE_LOOK,
  CATCH_UP,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from './support/journey.ts';
import {
  addDays,
  countRentalDays,
  formatMoney,
  pickupInstant,
  type Car,
  type OwnerCar,
  type OwnerPayout,
  type PayoutAccountView,
} from '@grandtour/shared';
import { bookFromCarPage, stayIn, type Stay } from './support/booking.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { expectCleanRun, forgiveExpectedResponse, watchPage } from './support/pageWatch.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Stripe's test card whose later charges fail: the demo provider takes the payment, then refuses the deposit. */
const DECLINES_LATER = { number: '4000 0000 0000 0341', expiry: '12/34' };

/** The demo owner, signed in on a browser of their own (the visitor's guest bookings stay the visitor's). */
async function ownerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' })).newPage();
  const response = await page.request.post('/api/login', {
    data: { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' },
  });
  expect(response.status()).toBe(200);
  return page;
}

/** The demo owner's bookable cars (the owner's pages show their bookings). */
async function demoOwnerCars(owner: Page): Promise<Car[]> {
  const mine = (await (
    await owner.request.get(`/api/owner/cars?range=${encodeURIComponent('[0,99]')}`)
  ).json()) as OwnerCar[];
  const all = (await (await owner.request.get('/api/cars?availableNow=true&limit=100')).json()) as Car[];
  const ids = new Set(mine.filter((car) => car.isListed && car.isAvailable).map((car) => car.id));
  return all.filter((car) => ids.has(car.id));
}

/** Moves the marketplace's clock to `at` (ADJUSTABLE_CLOCK, test runs only); the sweep runs before the answer. */
async function clockAt(request: APIRequestContext, at: number) {
  const moved = await request.put('/api/dev/clock', { data: { offsetMs: Math.round(at - Date.now()) } });
  expect(moved.status(), await moved.text()).toBe(200);
}

const resetClock = async (request: APIRequestContext) =>
  expect((await request.put('/api/dev/clock', { data: { offsetMs: 0 } })).status()).toBe(200);

/**
 * The booking page, read again until its deposit says `status` (the worker and the read model follow); with `at`,
 * the clock is set there again each time, which runs the sweep again, as time passing would.
 */
async function expectDepositOnPage(page: Page, bookingId: string, status: string, at?: number) {
  const deposit = page.getByTestId('deposit-status');
  await expect(async () => {
    if (at !== undefined) await clockAt(page.request, at);
    await page.goto(`/reservations/${bookingId}`);
    await expect(deposit).toBeVisible();
    await expect(deposit).toHaveAttribute('data-status', status, ONE_LOOK);
  }).toPass(CATCH_UP);
  return deposit;
}

/** On /payment (or the deposit page): a card with its expiry, typed as people do. */
async function typeCard(page: Page, card: { number: string; expiry: string }) {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Titulaire de la carte').fill('Camille Durand');
  await form.getByLabel('Numéro de carte').fill('');
  await form.getByLabel('Numéro de carte').pressSequentially(card.number.replace(/\s/g, ''));
  await form.getByLabel('Expiration (MM/AA)').fill('');
  await form.getByLabel('Expiration (MM/AA)').pressSequentially(card.expiry.replace('/', ''));
  await expect(form.getByLabel('Expiration (MM/AA)')).toHaveValue(card.expiry);
  await form.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByTestId('payment-confirm').click();
}

/** Books and pays on the site as a visitor: the card paid with is the one the deposit will be held on. */
async function paidBooking(
  page: Page,
  car: Car,
  stay: Stay,
  card = { number: '4242 4242 4242 4242', expiry: '12/34' },
) {
  const bookingId = await bookFromCarPage(page, car, stay);
  await page.getByTestId('pay-by-card').click();
  await typeCard(page, card);
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByTestId('payment-confirmation')).toBeVisible();
  return bookingId;
}

/** The demo owner's payout account, connected through the demo provider's onboarding if it is not yet. */
async function connectPayoutAccount(owner: Page) {
  const view = async () =>
    (await (await owner.request.get('/api/owner/payout-account')).json()) as PayoutAccountView;
  if ((await view()).status === 'connected') return;
  const link = await owner.request.post('/api/owner/payout-account/connect', { data: {} });
  expect(link.status(), await link.text()).toBe(200);
  const accountId = new URL(((await link.json()) as { url: string }).url, 'http://x').searchParams.get(
    'account',
  );
  const onboarded = await owner.request.post('/api/owner/payout-account/demo-onboarding', {
    data: { accountId },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);
  expect((await view()).status).toBe('connected');
}

/** The owner's payout for a booking, read until the payout run has paid it. */
async function expectPayoutPaid(owner: Page, bookingId: string): Promise<OwnerPayout> {
  let found: OwnerPayout | undefined;
  await expect(async () => {
    const payouts = (await (
      await owner.request.get(`/api/owner/payouts?range=${encodeURIComponent('[0,999]')}`)
    ).json()) as OwnerPayout[];
    found = payouts.find((payout) => payout.bookingId === bookingId);
    expect(found?.status).toBe('paid');
  }).toPass(CATCH_UP);
  return found!;
}

const depositOf = (car: Car) =>
  formatMoney(Math.round(Number(car.depositAmount) * 100), 'EUR', { exact: true });

test('the deposit is scheduled, held a day before pickup and released 48 h after the return; the owner is paid', async ({
  page,
  browser,
}) => {
  test.slow();
  const watch = watchPage(page);
  const owner = await ownerPage(browser);
  await connectPayoutAccount(owner);
  const car = (await demoOwnerCars(owner))[0]!;
  const stay = stayIn(160, 2);
  const bookingId = await paidBooking(page, car, stay);
  const amount = depositOf(car);

  // Far from pickup: scheduled for a day before it.
  const scheduled = await expectDepositOnPage(page, bookingId, 'scheduled');
  await expect(scheduled.getByTestId('deposit-sentence')).toContainText(
    `Caution de ${amount} : elle sera bloquée sur votre carte le`,
  );
  const pickup = pickupInstant(stay.startDate).getTime();
  try {
    const held = await expectDepositOnPage(page, bookingId, 'held', pickup - DAY + HOUR);
    await expect(held.getByTestId('deposit-sentence')).toHaveText(
      new RegExp(`^Caution de ${amount} bloquée sur votre carte jusqu’au .+\\(heure de Paris\\)\\.$`),
    );
    await expect(page.locator('[data-testid="timeline-step"][data-kind="deposit_held"]')).toContainText(
      'Caution bloquée',
    );

    // The rental ends; the claim window passes with nothing claimed: released, nothing charged.
    // The rental ends (the sweep completes it); the claim window runs 48 h from then.
    const returned = pickupInstant(addDays(stay.endDate, 1)).getTime();
    await clockAt(page.request, returned);
    await expect(async () => {
      await page.goto(`/reservations/${bookingId}`);
      await expect(page.locator('[data-testid="timeline-step"][data-kind="completed"]')).toBeVisible();
    }).toPass(CATCH_UP);
    await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-status', 'held');
    const released = await expectDepositOnPage(page, bookingId, 'released', returned + 2 * DAY + HOUR);
    await expect(released.getByTestId('deposit-sentence')).toContainText(`Caution de ${amount} libérée le`);
    await expect(released.getByTestId('deposit-sentence')).toContainText('rien ne vous a été débité');
    await expect(page.locator('[data-testid="timeline-step"][data-kind="deposit_released"]')).toBeVisible();
    await expect(page.locator('[data-testid="timeline-step"][data-kind="completed"]')).toBeVisible();

    // The same sweep pays the owner (48 h after the return on the Free plan): the rental less the commission, once.
    const payout = await expectPayoutPaid(owner, bookingId);
    expect(payout.grossCents).toBe(
      Math.round(Number(car.dailyPrice) * 100) * countRentalDays(stay.startDate, stay.endDate),
    );
    expect(payout.commissionCents).toBe(Math.round((payout.grossCents * payout.commissionRateBps) / 10_000));
    expect(payout.netCents).toBe(payout.grossCents - payout.commissionCents);
    await owner.goto('/owner-dashboard#/payouts');
    await expect(owner.getByText(formatMoney(payout.netCents, 'EUR', { exact: true })).first()).toBeVisible();
    await expect(owner.getByText('Versé').first()).toBeVisible();
  } finally {
    await resetClock(page.request);
  }
  expectCleanRun(watch);
});

test('a refused deposit: the owner sees it not secured and cannot hand over until another card secures it', async ({
  page,
  browser,
}) => {
  test.slow();
  const watch = watchPage(page);
  const owner = await ownerPage(browser);
  const car = (await demoOwnerCars(owner))[1]!;
  const stay = stayIn(170, 1);
  const bookingId = await paidBooking(page, car, stay, DECLINES_LATER);
  const amount = depositOf(car);
  try {
    const failed = await expectDepositOnPage(
      page,
      bookingId,
      'failed',
      pickupInstant(stay.startDate).getTime() - DAY + HOUR,
    );
    await expect(failed.getByTestId('deposit-sentence')).toHaveText(
      `La caution de ${amount} n’a pas pu être bloquée sur votre carte.`,
    );
    await expect(failed.getByTestId('deposit-note').first()).toHaveText(
      'Réponse de votre banque : « Your card has insufficient funds. »',
    );
    await expect(
      page.locator('[data-testid="timeline-step"][data-kind="deposit_hold_failed"]'),
    ).toBeVisible();

    // Pickup time comes. The owner: "not secured", the handover refused with its reason, and by the API in words.
    await clockAt(page.request, pickupInstant(stay.startDate).getTime() + HOUR);
    await owner.goto(`/owner-dashboard#/bookings/${bookingId}/show`);
    await expect(owner.getByTestId('deposit-not-secured')).toContainText('Caution non sécurisée');
    await expect(owner.getByTestId('mark-picked-up')).toBeDisabled();
    await expect(owner.getByTestId('owner-deposit')).toContainText(
      'Possible une fois la caution bloquée, ou si vous y renoncez.',
    );
    const refused = await owner.request.post(`/api/owner/bookings/${bookingId}/pickup`, {
      headers: { 'Accept-Language': 'fr', 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toBe('deposit_not_secured');

    // The customer uses another card from the booking page, with the keyboard, on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('deposit-another-card').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}/deposit$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sécuriser la caution');
    await expect(page.getByTestId('deposit-intro')).toContainText(`Autorisez la caution de ${amount}`);
    await expect(page.getByTestId('card-form')).toBeVisible();
    await expectNoHorizontalScroll(page, 'deposit page');
    // A declined card first: the refusal is told and the form stays.
    await typeCard(page, { number: '4000 0000 0000 0002', expiry: '12/34' });
    await expect(page.getByText('Votre carte a été refusée', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('card-form')).toBeVisible();
    forgiveExpectedResponse(watch, 402, '/api/demo-deposit-holds/confirm');
    await typeCard(page, { number: '4242 4242 4242 4242', expiry: '12/34' });
    await expect(page.getByTestId('deposit-secured')).toContainText('Caution sécurisée');
    await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-status', 'held');
    await expect(page.getByTestId('deposit-sentence')).toContainText(
      `Caution de ${amount} bloquée sur votre carte`,
    );

    // Opened again, the page says there is nothing left to do.
    await page.reload();
    await expect(page.getByTestId('deposit-secured')).toContainText('Caution déjà sécurisée');
    await expect(page.getByTestId('card-form')).toHaveCount(0);

    // The owner can now hand the car over.
    await expect(async () => {
      await owner.reload();
      await expect(owner.getByTestId('owner-deposit')).toBeVisible();
      await expect(owner.getByTestId('owner-deposit-status')).toHaveAttribute(
        'data-status',
        'held',
        ONE_LOOK,
      );
    }).toPass(CATCH_UP);
    await expect(owner.getByTestId('deposit-not-secured')).toHaveCount(0);
    await owner.getByTestId('mark-picked-up').click();
    await expect(async () => {
      await owner.reload();
      await expect(owner.getByTestId('owner-deposit')).toBeVisible();
      await expect(owner.getByTestId('picked-up')).toContainText('Pris en charge le', ONE_LOOK);
    }).toPass(CATCH_UP);
  } finally {
    await resetClock(page.request);
  }
  expectCleanRun(watch);
});

test('the owner waives a refused deposit after confirming, and may then hand the car over', async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await ownerPage(browser);
  const car = (await demoOwnerCars(owner))[2]!;
  const stay = stayIn(175, 1);
  const bookingId = await paidBooking(page, car, stay, DECLINES_LATER);
  try {
    await expectDepositOnPage(
      page,
      bookingId,
      'failed',
      pickupInstant(stay.startDate).getTime() - DAY + HOUR,
    );
    await owner.goto(`/owner-dashboard#/bookings/${bookingId}/show`);
    await expect(owner.getByTestId('deposit-not-secured')).toBeVisible();
    await owner.getByTestId('waive-deposit').click();
    const dialog = owner.getByRole('dialog');
    await expect(dialog).toContainText(`Renoncer à la caution de ${depositOf(car)} ?`);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(async () => {
      await owner.reload();
      await expect(owner.getByTestId('owner-deposit')).toBeVisible();
      await expect(owner.getByTestId('owner-deposit-status')).toHaveAttribute(
        'data-status',
        'waived',
        ONE_LOOK,
      );
    }).toPass(CATCH_UP);
    await expect(owner.getByTestId('mark-picked-up')).toBeEnabled();
    await expect(owner.getByTestId('waive-deposit')).toHaveCount(0);
    // The customer is told, and needs no other card.
    const waived = await expectDepositOnPage(page, bookingId, 'waived');
    await expect(waived).toContainText('Le propriétaire a renoncé à la caution');
    await expect(page.getByTestId('deposit-another-card')).toHaveCount(0);
  } finally {
    await resetClock(page.request);
  }
});
