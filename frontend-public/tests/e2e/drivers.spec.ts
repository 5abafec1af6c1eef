import { expect, test } from './support/journey.ts';
import type { Car } from '@grandtour/shared';
import {
  bookableCars,
  cancelThroughApi,
  chooseLanguageBeforeLoad,
  fillBookingForm,
  fillDriver,
  stayIn,
} from './support/booking.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

/** Issue 22: a supercar asks a driver of 25 (its category's default); the form says so at once, naming the age. */
const stay = stayIn(237, 2);
/** A date of birth `years` years before the pickup, moved by `days` (one more day: a day short of that age). */
function bornBefore(years: number, days = 0) {
  const date = new Date(`${stay.startDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const TOO_YOUNG_FR = 'Ce véhicule exige un conducteur d’au moins 25 ans le jour de la prise en charge.';
const TOO_YOUNG_EN = 'This car requires a driver aged at least 25 on the pick-up date.';

let supercar: Car;
test.beforeAll(async ({ request }) => {
  const cars = await bookableCars(request);
  const found = cars.find((car) => car.category === 'supercar' && !car.driverRequirements);
  if (!found) throw new Error('The journeys need a bookable supercar with its category’s requirements');
  supercar = found;
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a driver under 25 on the pickup date is told so by the field, corrects the date of birth and books', async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto(`/car/${supercar.id}#booking`);
    const form = page.getByTestId('booking-form');
    await expect(form.getByTestId('driver-requirements')).toContainText('au moins 25 ans');
    await fillBookingForm(page, stay, 'car-address');
    // 25 the day after the pickup: refused at once, on the date of birth, and read out.
    await fillDriver(page, { dateOfBirth: bornBefore(25, 1), licenceIssuedOn: bornBefore(6) });
    const dateOfBirth = form.getByLabel('Date de naissance');
    await expect(dateOfBirth).toHaveAccessibleDescription(TOO_YOUNG_FR);
    await expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('driver-refusal-announcement')).toHaveText(TOO_YOUNG_FR);
    await expect(page.getByTestId('driver-refusal-announcement')).toHaveAttribute('aria-live', 'polite');
    // Submitting sends nothing and goes back to the field; nothing typed is lost.
    await page.getByTestId('booking-submit').click();
    await expect(dateOfBirth).toBeFocused();
    await expect(page).toHaveURL(`/car/${supercar.id}#booking`);
    await expect(form.getByLabel('Numéro du permis')).toHaveValue('12AB34567');
    await expect(form.getByLabel('Prénom')).toHaveValue('Camille');
    // Nothing is wider than the phone.
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
          .documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);

    // 25 on the pickup date itself: old enough.
    await dateOfBirth.fill(bornBefore(25));
    await expect(dateOfBirth).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('driver-refusal-announcement')).toHaveText('');
    await expect(page.getByTestId('breakdown-total')).toBeVisible();
    await page.getByTestId('booking-submit').click();
    await expect(page).toHaveURL(/\/payment-method\?booking_id=[0-9a-f-]{36}$/);
    const bookingId = new URL(page.url()).searchParams.get('booking_id')!;

    await page.goto(`/reservations/${bookingId}`);
    await expect(page.getByTestId('details-driver')).toContainText('Permis 12AB34567 (France)');
    await cancelThroughApi(page, bookingId);
    expectCleanRun(watch);
  });
});

test('in English the same rule says the same age, and the licence countries start with France', async ({
  page,
}) => {
  const watch = watchPage(page);
  await chooseLanguageBeforeLoad(page, 'en');
  await page.goto(`/car/${supercar.id}#booking`);
  await expect(page.locator('#booking-driver-licenceCountry option').first()).toHaveText('France');
  await page.locator('#booking-startDate').fill(stay.startDate);
  await page.locator('#booking-endDate').fill(stay.endDate);
  await page.locator('#booking-driver-dateOfBirth').fill(bornBefore(25, 1));
  await page.locator('#booking-driver-licenceIssuedOn').fill(bornBefore(6));
  await page.locator('#booking-driver-licenceExpiresOn').fill('2035-06-01');
  await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(TOO_YOUNG_EN);
  await expect(page.getByTestId('driver-refusal-announcement')).toHaveText(TOO_YOUNG_EN);
  expectCleanRun(watch);
});
