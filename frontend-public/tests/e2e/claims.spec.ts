import { ONE_LOOK, CATCH_UP, expect, test, type Page } from './support/journey.ts';
import {
  formatMoney,
  MAX_CLAIM_PHOTOS,
  type AdminClaim,
  type Car,
  type Claim,
  type ClaimStatus,
  type HandoverReport,
} from '@grandtour/shared';
import sharp from 'sharp';
import { samplePdf } from '../../../services/api/src/driver-documents/testing/document-samples.ts';
import { adminPhone } from './support/admin.ts';
import { stayIn } from './support/booking.ts';
import {
  bookingReadyForPickup,
  cameraPhotos,
  demoOwnerCars,
  ownerPhone,
  PHONE,
  resetClock,
  sealPickupByApi,
  sealReportByApi,
  violationsIn,
} from './support/handover.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { expectCleanRun, forgiveExpectedResponse, watchPage } from './support/pageWatch.ts';

test.use({ viewport: PHONE });

const euros = (cents: number) => formatMoney(cents, 'EUR', { exact: true });
const depositCentsOf = (car: Car) => Math.round(Number(car.depositAmount) * 100);

/** A rental handed over and back with both reports sealed (through the owner's API), its deposit still held. */
async function returnedRental(page: Page, owner: Page, car: Car, daysAhead: number) {
  const bookingId = await bookingReadyForPickup(page, car, stayIn(daysAhead, 2));
  await sealPickupByApi(owner, page, bookingId);
  await sealReportByApi(owner, page, bookingId, 'return', { odometerKm: 12_350, fuelPercent: 70 });
  return bookingId;
}

/** The return's extras the report assessed (decision 91): taken from the deposit in the same capture as damages. */
async function extrasOf(page: Page, bookingId: string) {
  const report = (await (
    await page.request.get(`/api/bookings/${bookingId}/handovers/return`)
  ).json()) as HandoverReport;
  return report.extras?.totalCents ?? 0;
}

/** The owner's booking page, its "Dommages" panel open on the claim form. */
async function ownerClaimForm(owner: Page, bookingId: string) {
  await owner.goto(`/owner-dashboard#/bookings/${bookingId}/show`);
  const panel = owner.getByTestId('owner-claims');
  await expect(panel.getByRole('heading', { name: 'Dommages' })).toBeVisible();
  await expect(panel.getByTestId('claims-window')).toContainText('Vous pouvez déclarer un dommage jusqu’au');
  await panel.getByTestId('claim-declare').click();
  return { panel, form: panel.getByTestId('claim-form') };
}

const estimatePdf = { name: 'devis-carrosserie.pdf', mimeType: 'application/pdf', buffer: samplePdf() };

/** On the owner's booking page: "Déclarer un dommage" with the words, the amount, photos and the estimate. */
async function ownerOpensClaim(owner: Page, bookingId: string, amount: string) {
  const { panel, form } = await ownerClaimForm(owner, bookingId);
  // The handover photos of the chosen angle, pickup and return side by side, while the claim is written.
  const front = form.getByTestId('evidence-angle-front');
  await expect(front.getByRole('img')).toHaveCount(2);
  await expect(front.getByRole('img', { name: 'Avant — Départ' })).toBeVisible();
  await expect(front.getByRole('img', { name: 'Avant — Retour' })).toBeVisible();

  await form.getByTestId('claim-description-input').fill('Rayure profonde sur la portière avant gauche');
  await form.getByTestId('claim-amount-input').fill('douze euros');
  await form.getByTestId('claim-submit').click();
  await expect(form.getByTestId('claim-form-error')).toHaveText(
    'Indiquez un montant en euros, par exemple 1 250,50.',
  );
  await form.getByTestId('claim-amount-input').fill(amount);
  const photosInput = form.getByTestId('claim-photos-input');
  await expect(photosInput).toHaveAttribute('accept', 'image/*');
  await expect(photosInput).toHaveAttribute('capture', 'environment');
  await photosInput.setInputFiles(await cameraPhotos(2));
  await expect(form.getByTestId('claim-photos-count')).toHaveText('2 photo(s) choisie(s)');
  await expect(form.getByTestId('claim-picked-photos').getByRole('img')).toHaveCount(2);
  // An estimate that is neither a PDF nor an image: refused in the API's own French words.
  const notes = { name: 'devis.txt', mimeType: 'text/plain', buffer: Buffer.from('Devis : 1 250,50 €') };
  await form.getByTestId('claim-estimate-input').setInputFiles(notes);
  await form.getByTestId('claim-submit').click();
  const direct = await owner.request.post(`/api/owner/bookings/${bookingId}/claims`, {
    headers: { 'Accept-Language': 'fr' },
    multipart: {
      description: 'Rayure',
      amountCents: '100',
      photos: (await cameraPhotos(1))[0]!,
      estimate: notes,
    },
  });
  expect(direct.status()).toBeGreaterThanOrEqual(400);
  expect(direct.status()).toBeLessThan(500);
  await expect(form.getByTestId('claim-form-error')).toHaveText(
    ((await direct.json()) as { message: string }).message,
  );
  await form.getByTestId('claim-estimate-input').setInputFiles(estimatePdf);
  await expectNoHorizontalScroll(owner, 'the owner’s claim form');
  await form.getByTestId('claim-submit').click();
  const claim = panel.getByTestId('claim');
  await expect(claim).toHaveAttribute('data-status', 'open');
  await expect(claim.getByTestId('claim-status')).toContainText('En attente de réponse du client jusqu’au');
  await expect(claim.getByTestId('claim-photos').getByRole('img')).toHaveCount(2);
  await expect(panel.getByTestId('claim-declare')).toHaveCount(0);
  return panel;
}

/** "Litiges" filtered by one status, once the list has read the claims the API holds in that status (and only those). */
async function filterClaimsByStatus(admin: Page, label: string, status: ClaimStatus) {
  const answered = admin.waitForResponse(
    (response) => response.url().endsWith(`/api/admin/claims?status=${status}`) && response.ok(),
  );
  await admin.getByRole('combobox', { name: /^Statut/ }).click();
  await admin.getByRole('option', { name: label, exact: true }).click();
  const claims = (await (await answered).json()) as AdminClaim[];
  expect(claims.every((claim) => claim.status === status)).toBe(true);
}

test('the owner claims damage within a day of the return, the customer contests it, an administrator decides less with the handover evidence side by side: settled from the deposit', async ({
  page,
  browser,
}) => {
  test.slow();
  const watch = watchPage(page);
  const owner = await ownerPhone(browser);
  const ownerWatch = watchPage(owner);
  const car = (await demoOwnerCars(owner))[2]!;
  expect(depositCentsOf(car)).toBeGreaterThan(125_050);
  const bookingId = await returnedRental(page, owner, car, 260);
  try {
    await ownerOpensClaim(owner, bookingId, '1 250,50');

    // The customer's page: the claim, its evidence, the deadline in Paris time, then a contest.
    await page.goto(`/reservations/${bookingId}`);
    const section = page.getByTestId('details-claims');
    await expect(section.getByRole('heading', { name: 'Dommages signalés' })).toBeVisible();
    const claim = section.getByTestId('customer-claim');
    await expect(claim).toHaveAttribute('data-status', 'open');
    await expect(claim.getByTestId('customer-claim-amount')).toHaveText(
      `Montant demandé : ${euros(125_050)}`,
    );
    await expect(claim).toContainText('Rayure profonde sur la portière avant gauche');
    await expect(claim.getByTestId('customer-claim-photos').getByRole('img')).toHaveCount(2);
    const estimate = await page.request.get(
      (await claim.getByTestId('customer-claim-estimate').getAttribute('href'))!,
    );
    expect(estimate.status()).toBe(200);
    expect(estimate.headers()['content-type']).toContain('application/pdf');
    await expect(claim.getByTestId('customer-claim-deadline')).toContainText(
      /Répondez avant le .+\(heure de Paris\)/,
    );
    await expectNoHorizontalScroll(page, 'the customer’s claim');
    expect(await violationsIn(page, '[data-testid="details-claims"]')).toEqual([]);

    await claim.getByTestId('customer-claim-contest-open').click();
    await claim.getByTestId('customer-claim-send').click();
    await expect(claim.getByTestId('customer-claim-error')).toHaveText('Expliquez pourquoi vous contestez.');
    await claim
      .getByTestId('customer-claim-message')
      .fill('La rayure était déjà là au départ, voyez ma photo.');
    // Two photos picked, the first taken out: the other one is sent.
    await claim.getByTestId('customer-claim-photos-input').setInputFiles(await cameraPhotos(2));
    const picked = claim.getByTestId('customer-claim-picked-photos');
    await expect(picked.getByRole('img', { name: /^Votre photo/ })).toHaveCount(2);
    await picked.getByRole('button', { name: 'Retirer la photo 1' }).click();
    await expect(picked.getByRole('img')).toHaveCount(1);
    await expect(picked.getByRole('button', { name: 'Retirer la photo 1' })).toBeFocused();
    await claim.getByTestId('customer-claim-send').click();
    await expect(claim).toHaveAttribute('data-status', 'contested');
    await expect(claim.getByTestId('customer-claim-status')).toHaveText(
      'Contestée : un administrateur va trancher',
    );
    await expect(claim.getByTestId('customer-claim-contest')).toContainText(
      'La rayure était déjà là au départ',
    );
    await expect(claim.getByTestId('customer-claim-accept')).toHaveCount(0);

    // The owner sees the answer and may still withdraw.
    await owner.reload();
    const ownerClaim = owner.getByTestId('owner-claims').getByTestId('claim');
    await expect(ownerClaim).toHaveAttribute('data-status', 'contested');
    await expect(ownerClaim.getByTestId('claim-status')).toHaveText('Contestée par le client');
    await expect(ownerClaim.getByTestId('claim-contest-message')).toHaveText(
      'La rayure était déjà là au départ, voyez ma photo.',
    );
    await expect(ownerClaim.getByTestId('claim-contest-photos').getByRole('img')).toHaveCount(1);
    await expect(owner.getByTestId('claim-withdraw')).toBeVisible();
    await expectNoHorizontalScroll(owner, 'the owner’s contested claim');
    expect(await violationsIn(owner, '[data-testid="owner-claims"]')).toEqual([]);

    // The administrator: the dispute first in "Litiges", the evidence side by side, a lower amount decided.
    const admin = await adminPhone(browser, PHONE);
    const adminWatch = watchPage(admin);
    await admin.goto('/owner-dashboard#/claims');
    const listed = admin.getByText(`${euros(125_050)} · Contestée`);
    await expect(listed.first()).toBeVisible();
    // By status: not among those waiting for the customer (where it stood before the contest), but among the contested.
    await filterClaimsByStatus(admin, 'En attente du client', 'open');
    await expect(admin.getByText(euros(125_050))).toHaveCount(0);
    await filterClaimsByStatus(admin, 'Contestée', 'contested');
    await expect(listed.first()).toBeVisible();
    await listed.first().click();
    const screen = admin.getByTestId('admin-claim');
    await expect(screen.getByTestId('claim-contest-message')).toHaveText(
      'La rayure était déjà là au départ, voyez ma photo.',
    );
    await expect(screen.getByTestId('claim-photos').getByRole('img')).toHaveCount(2);
    const evidence = screen.getByTestId('handover-evidence');
    for (const angle of ['front', 'dashboard'])
      await expect(evidence.getByTestId(`evidence-angle-${angle}`).getByRole('img')).toHaveCount(2);
    await expect(evidence.getByTestId('evidence-readings-pickup')).toContainText('90 %');
    await expect(evidence.getByTestId('evidence-readings-return')).toContainText('70 %');
    await expectNoHorizontalScroll(admin, 'the administrator’s claim screen');
    expect(await violationsIn(admin, '[data-testid="admin-claim"]')).toEqual([]);
    // Keyboard only: more than claimed is refused, then 800 € with its reason.
    const decide = screen.getByTestId('decide-claim');
    await decide.getByTestId('decide-amount').focus();
    await admin.keyboard.type('2000');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('La rayure existait en partie au départ (photo avant).');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await expect(decide.getByTestId('decide-error')).toContainText('Indiquez un montant entre 0 et');
    await decide.getByTestId('decide-amount').fill('800');
    await decide.getByTestId('decide-submit').focus();
    // Answered before the page is read again (a reload would cancel the request in flight).
    const answered = admin.waitForResponse(
      (response) => response.url().endsWith('/decide') && response.request().method() === 'POST',
    );
    await admin.keyboard.press('Enter');
    expect((await answered).status()).toBe(200);
    await expect(async () => {
      await admin.reload();
      await expect(screen.getByTestId('claim')).toHaveAttribute('data-status', 'settled', ONE_LOOK);
    }).toPass(CATCH_UP);
    await expect(screen.getByTestId('claim-decision')).toContainText(`Décision : ${euros(80_000)}`);

    // The customer's page: settled, the deposit captured for the amount decided and the return's extras.
    await page.reload();
    await expect(claim).toHaveAttribute('data-status', 'settled');
    await expect(claim.getByTestId('customer-claim-decision')).toContainText(euros(80_000));
    await expect(claim.getByTestId('customer-claim-settled')).toHaveText(
      `${euros(80_000)} prélevés sur votre caution.`,
    );
    await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-status', 'captured');
    await expect(page.getByTestId('deposit-sentence')).toContainText(
      euros(80_000 + (await extrasOf(page, bookingId))),
    );
    expectCleanRun(adminWatch);
  } finally {
    await resetClock(page.request);
  }
  expectCleanRun(watch);
  // The estimate refused on purpose.
  forgiveExpectedResponse(ownerWatch, 415, `/api/owner/bookings/${bookingId}/claims`);
  expectCleanRun(ownerWatch);
});

test('the customer accepts a claim above the deposit and consents to the rest on their card: all of it settled', async ({
  page,
  browser,
}) => {
  test.slow();
  const watch = watchPage(page);
  const owner = await ownerPhone(browser);
  const car = (await demoOwnerCars(owner))[3]!;
  const bookingId = await returnedRental(page, owner, car, 270);
  try {
    // The return's extras come first from the hold; the claim asks 320 € more than what is left of it.
    const coverableCents = depositCentsOf(car) - (await extrasOf(page, bookingId));
    const beyondCents = 32_000;
    await ownerOpensClaim(owner, bookingId, ((coverableCents + beyondCents) / 100).toFixed(2));
    await page.goto(`/reservations/${bookingId}`);
    const claim = page.getByTestId('details-claims').getByTestId('customer-claim');
    await claim.getByTestId('customer-claim-accept').click();
    const dialog = page.getByRole('dialog', { name: 'Accepter la réclamation ?' });
    await expect(dialog.getByTestId('customer-claim-beyond-deposit')).toHaveText(
      `Votre caution ne couvre pas ${euros(beyondCents)} de ce montant.`,
    );
    const consent = dialog.getByRole('checkbox', { name: /J’autorise Grand Tour à débiter ces/ });
    await expect(consent).not.toBeChecked();
    await consent.press('Space');
    await expect(consent).toBeChecked();
    await dialog.getByTestId('customer-claim-accept-confirm').click();
    await expect(dialog).toBeHidden();
    // Accepted, then settled from the deposit and the card: the page reads it again until it is.
    await expect(async () => {
      await page.reload();
      await expect(claim).toHaveAttribute('data-status', 'settled', ONE_LOOK);
    }).toPass(CATCH_UP);
    await expect(claim.getByTestId('customer-claim-settled')).toHaveText(
      `${euros(coverableCents)} prélevés sur votre caution.` +
        `${euros(beyondCents)} au-delà de la caution débités sur votre carte, avec votre accord.`,
    );
    await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-status', 'captured');
    await expect(page.getByTestId('deposit-sentence')).toContainText(euros(depositCentsOf(car)));
  } finally {
    await resetClock(page.request);
  }
  expectCleanRun(watch);
});

/** A photo's mean red, which tells the camera photos apart (each has its own, see cameraPhotos) once re-encoded. */
async function redOf(page: Page, url: string) {
  const photo = await page.request.get(url);
  expect(photo.status()).toBe(200);
  return (await sharp(await photo.body()).stats()).channels[0]!.mean;
}

/** Records the object URLs the page frees (the site's CSP lets no script fetch a blob: URL to see it is gone). */
const recordFreedObjectUrls = (page: Page) =>
  page.addInitScript(() => {
    const freed: string[] = [];
    Object.assign(globalThis, { freedObjectUrls: freed });
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.revokeObjectURL = (url: string) => {
      freed.push(url);
      revoke(url);
    };
  });
const objectUrlFreed = (page: Page, url: string) =>
  page.evaluate(
    (made) => (globalThis as unknown as { freedObjectUrls: string[] }).freedObjectUrls.includes(made),
    url,
  );

test('the owner takes a wrongly picked photo out before sending a claim, then withdraws the claim: the customer can no longer answer it', async ({
  page,
  browser,
}) => {
  test.slow();
  const watch = watchPage(page);
  const owner = await ownerPhone(browser);
  const ownerWatch = watchPage(owner);
  const car = (await demoOwnerCars(owner))[4]!;
  const bookingId = await returnedRental(page, owner, car, 280);
  try {
    await recordFreedObjectUrls(owner);
    const { panel, form } = await ownerClaimForm(owner, bookingId);
    const photosInput = form.getByTestId('claim-photos-input');
    const picked = form.getByTestId('claim-picked-photos');
    // More than the limit: the extra one is left out and said so.
    await photosInput.setInputFiles(await cameraPhotos(MAX_CLAIM_PHOTOS + 1));
    await expect(picked.getByRole('img')).toHaveCount(MAX_CLAIM_PHOTOS);
    await expect(form.getByTestId('claim-photos-limit')).toHaveText(
      `${MAX_CLAIM_PHOTOS} photos au plus : 1 photo(s) non ajoutée(s). Retirez-en pour en ajouter d’autres.`,
    );
    await expectNoHorizontalScroll(owner, 'the owner’s claim form with its photos');
    const closed = (await picked.getByRole('img').first().getAttribute('src'))!;
    await form.getByRole('button', { name: 'Annuler' }).click();
    expect(await objectUrlFreed(owner, closed)).toBe(true);
    await panel.getByTestId('claim-declare').click();
    await expect(picked).toHaveCount(0);

    // One photo, then two more added to it; the second taken out from the keyboard, its thumbnail's URL freed.
    const shots = await cameraPhotos(3);
    await form.getByTestId('claim-description-input').fill('Jante avant droite rayée');
    await form.getByTestId('claim-amount-input').fill('450');
    await photosInput.setInputFiles(shots[0]!);
    await photosInput.setInputFiles([shots[1]!, shots[2]!]);
    await expect(picked.getByRole('img')).toHaveCount(3);
    await expect(form.getByTestId('claim-photos-limit')).toHaveCount(0);
    expect(await violationsIn(owner, '[data-testid="claim-picked-photos"]')).toEqual([]);
    const wrong = (await picked.getByRole('img', { name: 'Photo 2 du dommage' }).getAttribute('src'))!;
    expect(await objectUrlFreed(owner, wrong)).toBe(false);
    await picked.getByRole('button', { name: 'Retirer la photo 2' }).focus();
    await owner.keyboard.press('Enter');
    await expect(picked.getByRole('img')).toHaveCount(2);
    await expect(form.getByTestId('claim-photos-count')).toHaveText('2 photo(s) choisie(s)');
    // Focus stays in the list, on the photo that took the removed one's place.
    await expect(picked.getByRole('button', { name: 'Retirer la photo 2' })).toBeFocused();
    expect(await objectUrlFreed(owner, wrong)).toBe(true);
    await form.getByTestId('claim-estimate-input').setInputFiles(estimatePdf);
    await form.getByTestId('claim-submit').click();
    const claim = panel.getByTestId('claim');
    await expect(claim).toHaveAttribute('data-status', 'open');
    await expect(claim.getByTestId('claim-photos').getByRole('img')).toHaveCount(2);
    // The first and third photos were sent, not the second.
    const [sent] = (await (
      await owner.request.get(`/api/owner/bookings/${bookingId}/claims`)
    ).json()) as Claim[];
    const reds = await Promise.all(sent!.photos.map((photo) => redOf(owner, photo.url)));
    const expected = await Promise.all(
      shots.map(async (shot) => (await sharp(shot.buffer).stats()).channels[0]!.mean),
    );
    expect(reds.map((red) => expected.findIndex((want) => Math.abs(want - red) < 8))).toEqual([0, 2]);

    await panel.getByRole('button', { name: 'Retirer', exact: true }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(claim).toHaveAttribute('data-status', 'withdrawn');
    await expect(claim.getByTestId('claim-status')).toHaveText('Retirée');
    await expect(panel.getByTestId('claim-withdraw')).toHaveCount(0);

    await page.goto(`/reservations/${bookingId}`);
    const customerClaim = page.getByTestId('details-claims').getByTestId('customer-claim');
    await expect(customerClaim).toHaveAttribute('data-status', 'withdrawn');
    await expect(customerClaim.getByTestId('customer-claim-status')).toHaveText(
      'Retirée par le propriétaire',
    );
    await expect(customerClaim.getByTestId('customer-claim-contest-open')).toHaveCount(0);
    await expect(customerClaim.getByTestId('customer-claim-accept')).toHaveCount(0);
  } finally {
    await resetClock(page.request);
  }
  expectCleanRun(watch);
  expectCleanRun(ownerWatch);
});
