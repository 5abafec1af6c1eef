import { ONE_LOOK, CATCH_UP, expect, test } from './support/journey.ts';
import { HANDOVER_ANGLES, type HandoverReport } from '@grandtour/shared';
import { stayIn } from './support/booking.ts';
import {
  bookingReadyForPickup,
  cameraPhotos,
  demoOwnerCars,
  drawSignature,
  ownerPhone,
  PHONE,
  resetClock,
  sealPickupByApi,
  violationsIn,
} from './support/handover.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

test.use({ viewport: PHONE });

test('pickup on the owner’s phone: photos by angle, readings, one damage, both sign (the customer on their own phone), sealed and handed over', async ({
  page,
  browser,
}) => {
  test.slow();
  const watch = watchPage(page);
  const owner = await ownerPhone(browser);
  const ownerWatch = watchPage(owner);
  const car = (await demoOwnerCars(owner))[0]!;
  const bookingId = await bookingReadyForPickup(page, car, stayIn(150, 2));
  try {
    // The customer's page says the report is to be done with the owner.
    await expect(page.getByTestId('customer-handover-pickup')).toContainText('Pas encore commencé');
    await expect(page.getByTestId('customer-handover-return-locked')).toBeVisible();

    await owner.goto(`/owner-dashboard#/bookings/${bookingId}/show`);
    await expect(owner.getByTestId('handover-panel-pickup')).toContainText('Pas commencé');
    await owner.getByTestId('open-handover-pickup').click();
    const flow = owner.getByTestId('handover-flow');
    await expect(flow.getByRole('heading', { level: 1 })).toHaveText('État des lieux — départ');
    await expect(flow).toContainText('Étape 1 sur 4');

    const photos = await cameraPhotos();
    for (const [index, angle] of HANDOVER_ANGLES.entries()) {
      if (angle === 'interior') break;
      await expect(owner.getByTestId(`handover-photo-input-${angle}`)).toHaveAttribute(
        'capture',
        'environment',
      );
      await owner.getByTestId(`handover-photo-input-${angle}`).setInputFiles(photos[index]!);
    }
    // The network drops for the interior: it waits, and goes once the phone is back online.
    await expect(owner.getByTestId('handover-slot-rear_right')).toHaveAttribute('data-status', 'done');
    await owner.context().setOffline(true);
    await owner.getByTestId('handover-photo-input-interior').setInputFiles(photos[8]!);
    await expect(owner.getByTestId('handover-slot-interior')).toHaveAttribute('data-status', 'waiting');
    await expect(flow).toContainText('Hors ligne : les photos partiront au retour du réseau.');
    await owner.context().setOffline(false);
    await expect(owner.getByTestId('handover-slot-interior')).toHaveAttribute('data-status', 'done');
    // Chromium logs the attempts made while offline.
    ownerWatch.consoleErrors = ownerWatch.consoleErrors.filter(
      (error) => !error.includes('ERR_INTERNET_DISCONNECTED'),
    );

    // The dashboard's cannot get through, and the page is opened again: the photo was kept on the phone and goes.
    let blocked = true;
    await owner.route('**/handovers/pickup/photos/dashboard', (route) =>
      blocked ? route.abort('internetdisconnected') : route.continue(),
    );
    await owner.getByTestId('handover-photo-input-dashboard').setInputFiles(photos[9]!);
    await expect(owner.getByTestId('handover-slot-dashboard')).toHaveAttribute('data-status', 'waiting');
    await owner.reload();
    await expect(owner.getByTestId('handover-slot-dashboard')).toHaveAttribute('data-status', 'waiting');
    blocked = false;
    await expect(owner.getByTestId('handover-slot-dashboard')).toHaveAttribute('data-status', 'done');
    await owner.unroute('**/handovers/pickup/photos/dashboard');
    ownerWatch.consoleErrors = ownerWatch.consoleErrors.filter(
      (error) => !error.includes('ERR_INTERNET_DISCONNECTED'),
    );
    for (const angle of HANDOVER_ANGLES)
      await expect(owner.getByTestId(`handover-slot-${angle}`)).toHaveAttribute('data-status', 'done');
    await expect(owner.getByTestId('handover-photo-progress')).toHaveText('10 photo(s) sur 10');
    await expectNoHorizontalScroll(owner, 'handover photos');

    // Opened again, the flow resumes where the server stands: the readings.
    await owner.reload();
    await expect(flow).toContainText('Étape 2 sur 4');
    await owner.getByTestId('handover-odometer').fill('12345');
    await owner.getByTestId('handover-fuel').fill('80');
    await owner.getByTestId('handover-readings-save').click();
    await expect(owner.getByTestId('handover-readings-saved')).toBeVisible();

    await owner.getByTestId('handover-next').click();
    await expect(owner.getByTestId('handover-no-damage')).toBeVisible();
    await owner.getByTestId('handover-photo-input-damage-1').setInputFiles(photos[10]!);
    await expect(owner.getByTestId('handover-slot-damage-1')).toHaveAttribute('data-status', 'done');
    await owner.getByTestId('handover-damage-note').fill('Rayure de 5 cm sur l’aile avant droite');
    await owner.getByTestId('handover-damage-add').click();
    await expect(owner.getByTestId('handover-damages')).toContainText(
      'Rayure de 5 cm sur l’aile avant droite',
    );
    await expectNoHorizontalScroll(owner, 'handover damage');

    await owner.getByTestId('handover-next').click();
    await expect(flow).toContainText('Tout est prêt');
    await drawSignature(owner, 'owner-signature-canvas');
    await owner.getByTestId('owner-signature-sign').click();
    await expect(owner.getByTestId('handover-signed-owner')).toContainText('Signé le');
    await owner.getByTestId('customer-signs-own').click();
    expect(await violationsIn(owner, '[data-testid="handover-flow"]')).toEqual([]);
    await expect(owner.getByTestId('customer-own-waiting')).toContainText(
      'En attente de la signature du client',
    );
    await expectNoHorizontalScroll(owner, 'handover signatures');

    // The customer, on their own phone: the report as the owner made it, then their signature.
    await page.reload();
    const report = page.getByTestId('customer-handover-pickup');
    await expect(report).toContainText('10 photo(s) sur 10');
    await expect(page.getByTestId('customer-handover-pickup-readings')).toContainText('12');
    await expect(page.getByTestId('customer-handover-pickup-readings')).toContainText('80 %');
    await expect(report.getByTestId('customer-handover-damage')).toHaveText(
      'Rayure de 5 cm sur l’aile avant droite',
    );
    await expect(page.getByTestId('customer-handover-pickup-signed-owner')).toContainText(
      'Signé par le propriétaire',
    );
    await page.getByTestId('customer-handover-pickup-sign').click();
    await expect(page.getByTestId('customer-handover-pickup-pad-canvas')).toBeVisible();
    expect(await violationsIn(page, '[data-testid="handover-section"]')).toEqual([]);
    await drawSignature(page, 'customer-handover-pickup-pad-canvas');
    await page.getByTestId('customer-handover-pickup-pad-sign').click();
    const sealedForCustomer = page.getByTestId('customer-handover-pickup-sealed');
    await expect(sealedForCustomer).toContainText('Scellé le');
    const seal = await sealedForCustomer.getAttribute('data-seal');
    expect(seal).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('customer-handover-pickup-signed-customer')).toContainText(
      'Signé par vous',
    );
    await expectNoHorizontalScroll(page, 'customer handover');

    // The owner's phone follows: sealed, the same seal; the booking shows the car picked up.
    await expect(owner.getByTestId('handover-sealed')).toHaveAttribute('data-seal', seal!, {
      timeout: 15_000,
    });
    await expect(owner.getByTestId('handover-sealed')).toContainText('la location a commencé');
    await owner.getByTestId('handover-later').click();
    await expect(async () => {
      await owner.reload();
      await expect(owner.getByTestId('picked-up')).toContainText('Pris en charge le', ONE_LOOK);
    }).toPass(CATCH_UP);
    await expect(owner.getByTestId('handover-panel-pickup')).toContainText('Scellé le');
    await expect(owner.getByTestId('open-handover-return')).toBeEnabled();
    // Opened again, the customer's page shows the pickup sealed and the return report open.
    await page.reload();
    await expect(page.getByTestId('customer-handover-pickup-sealed')).toHaveAttribute('data-seal', seal!);
    await expect(page.getByTestId('customer-handover-return')).toContainText('0 photo(s) sur 10');
  } finally {
    await resetClock(page.request);
  }
  expectCleanRun(watch);
  expectCleanRun(ownerWatch);
});

test('return on the owner’s phone: the customer signs there with the one-time code; both sides see it sealed', async ({
  page,
  browser,
}) => {
  test.slow();
  const watch = watchPage(page);
  const owner = await ownerPhone(browser);
  const car = (await demoOwnerCars(owner))[1]!;
  const bookingId = await bookingReadyForPickup(page, car, stayIn(155, 2));
  try {
    await sealPickupByApi(owner, page, bookingId);
    const photos = await cameraPhotos();
    // The customer takes the front photo from their own page before the owner gets to it.
    await page.goto(`/reservations/${bookingId}`);
    const customerReturn = page.getByTestId('customer-handover-return');
    await customerReturn.getByTestId('customer-handover-photo-input-front').setInputFiles(photos[0]!);
    await expect(customerReturn.getByTestId('customer-handover-slot-front')).toHaveAttribute(
      'data-status',
      'done',
    );
    await expect(customerReturn).toContainText('1 photo(s) sur 10');

    await owner.goto(`/owner-dashboard#/bookings/${bookingId}/handover/return`);
    const flow = owner.getByTestId('handover-flow');
    await expect(flow.getByRole('heading', { level: 1 })).toHaveText('État des lieux — retour');
    await expect(owner.getByTestId('handover-slot-front')).toHaveAttribute('data-status', 'done');
    for (const [index, angle] of HANDOVER_ANGLES.entries())
      if (angle !== 'front')
        await owner.getByTestId(`handover-photo-input-${angle}`).setInputFiles(photos[index]!);
    for (const angle of HANDOVER_ANGLES)
      await expect(owner.getByTestId(`handover-slot-${angle}`)).toHaveAttribute('data-status', 'done');

    await owner.getByTestId('handover-step-readings').click();
    // Less than at pickup: refused in the API's words.
    await owner.getByTestId('handover-odometer').fill('11000');
    await owner.getByTestId('handover-readings-save').click();
    await expect(flow.getByRole('alert')).toHaveText(
      'Le kilométrage au retour ne peut pas être inférieur à celui du départ.',
    );
    await owner.getByTestId('handover-odometer').fill('12480');
    await owner.getByTestId('handover-fuel').fill('60');
    await owner.getByTestId('handover-readings-save').click();
    await expect(owner.getByTestId('handover-readings-saved')).toBeVisible();

    await owner.getByTestId('handover-step-sign').click();
    await drawSignature(owner, 'owner-signature-canvas');
    await owner.getByTestId('owner-signature-sign').click();
    await expect(owner.getByTestId('handover-signed-owner')).toContainText('Signé le');

    // The customer signs on this phone with the code their own phone shows (decision 89); the owner gets none.
    await owner.getByTestId('customer-signs-here').click();
    await expect(owner.getByTestId('handover-code-hint')).toContainText('six chiffres');
    await page.goto(`/reservations/${bookingId}`);
    await page.getByTestId('customer-handover-return-code-ask').click();
    const shown = page.getByTestId('customer-handover-return-code');
    await expect(shown).toContainText('Votre code :');
    const code = (await shown.getAttribute('data-code'))!;
    expect(code).toMatch(/^\d{6}$/);
    await owner.getByTestId('handover-code-input').fill(code === '000000' ? '111111' : '000000');
    await drawSignature(owner, 'customer-signature-canvas');
    await owner.getByTestId('customer-signature-sign').click();
    await expect(owner.getByTestId('customer-signature-error')).toHaveText('Code de signature incorrect.');
    await owner.getByTestId('handover-code-input').fill(code);
    await owner.getByTestId('customer-signature-sign').click();
    const sealed = owner.getByTestId('handover-sealed');
    await expect(sealed).toContainText('État des lieux scellé');
    const seal = (await sealed.getAttribute('data-seal'))!;
    expect(seal).toMatch(/^[0-9a-f]{64}$/);
    await expectNoHorizontalScroll(owner, 'handover return sealed');

    // The customer's page: the return report sealed with the same seal, signed by both.
    await page.goto(`/reservations/${bookingId}`);
    await expect(page.getByTestId('customer-handover-return-sealed')).toHaveAttribute('data-seal', seal);
    await expect(page.getByTestId('customer-handover-return-signed-customer')).toContainText(
      'Signé par vous',
    );
    await expect(page.getByTestId('customer-handover-return-readings')).toContainText('60 %');
    const report = (await (
      await page.request.get(`/api/bookings/${bookingId}/handovers/return`)
    ).json()) as HandoverReport;
    expect(report).toMatchObject({
      sealed: true,
      sealSha256: seal,
      readings: { odometerKm: 12_480, fuelPercent: 60 },
    });
  } finally {
    await resetClock(page.request);
  }
  expectCleanRun(watch);
});
