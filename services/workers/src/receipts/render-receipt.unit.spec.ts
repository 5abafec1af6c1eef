import { LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../testing/pdf-text.ts';
import { receiptFilename, renderReceiptPdf, type ReceiptView } from './render-receipt.ts';
import { paidDeliveredRental } from './receipt-view.spec-fixtures.ts';

const view = paidDeliveredRental;
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('receipt PDF', () => {
  it('opens as a one-page PDF stating the number, the company, the customer, the car and every amount', async () => {
    const pdf = await renderReceiptPdf(view);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPagesText(pdf);
    expect(pages).toHaveLength(1);
    const text = oneLine(pages[0]!);
    for (const expected of [
      'Reçu n° GT-2027-000042',
      'Émis le lundi 1 mars 2027',
      'Grand Tour SAS',
      '8 avenue Montaigne',
      'Léa Martin',
      'lea@example.fr',
      'Ferrari Roma',
      '3F2A9C1E',
      'du mercredi 10 mars 2027 au samedi 13 mars 2027',
      'Location (3 j × 1 000,00 €) 3 000,00 €',
      'Livraison à domicile 150,00 €',
      'Frais de service (5 %) 157,50 €',
      // Every amount is TTC: the VAT is 20/120 of it, to the cent, and HT the rest (decision 60).
      'Total HT 2 756,25 €',
      'TVA 20 % 551,25 €',
      'Total TTC 3 307,50 €',
      '+33 6 12 34 56 78',
      'Caution (non débitée) 5 000,00 €',
      'Carte bancaire',
      'Montant payé 3 307,50 €',
      'Annulation gratuite avec remboursement intégral jusqu’au lundi 8 mars 2027 00:00',
      '30 %',
    ])
      expect(text).toContain(expected);
  });

  it('states refunds, the net amount and a cancellation with the fee kept', async () => {
    const text = oneLine(
      (
        await pdfPagesText(
          await renderReceiptPdf({
            ...view,
            language: 'en',
            paymentMethod: 'paypal',
            refundedCents: 231_525,
            cancellationFeeCents: 99_225,
            cancelledAt: new Date('2027-03-09T12:00:00.000Z'),
          }),
        )
      )[0]!,
    );
    expect(text).toContain('Receipt no. GT-2027-000042');
    expect(text).toContain('PayPal');
    expect(text).toContain('Amount paid €3,307.50');
    expect(text).toContain('Refunded -€2,315.25');
    expect(text).toContain('Net amount paid €992.25');
    expect(text).toContain('of which cancellation fee kept €992.25');
    // The VAT of what was finally paid: 992.25 × 20 / 120 = 165.375, rounded half up.
    expect(text).toContain('of which VAT 20% €165.38');
    expect(text).toContain('Booking cancelled on Tuesday, 9 March 2027.');
  });

  it('names the delivered legs on the delivery line, and the return place when it is not the pickup', async () => {
    const textOf = async (changes: Partial<ReceiptView>) =>
      oneLine((await pdfPagesText(await renderReceiptPdf({ ...view, ...changes })))[0]!);
    expect(await textOf({})).toContain('Retour Adresse du véhicule 24 avenue Montaigne, 75008 Paris');
    const both = await textOf({
      dropoffLocation: 'delivery',
      dropoffAddress: '8 rue de Rivoli, 75004 Paris',
      deliveryCents: 30_000,
    });
    expect(both).toContain('Livraison et reprise à domicile 300,00 €');
    expect(both).not.toContain('Retour');
    const collected = await textOf({
      pickupLocation: 'paris-orly',
      dropoffLocation: 'delivery',
      language: 'en',
    });
    expect(collected).toContain('Collection from home €150.00');
    expect(collected).toContain('Return Home delivery');
    const collection = await textOf({
      pickupLocation: 'paris-orly',
      dropoffLocation: 'paris-orly',
      deliveryCents: 0,
    });
    expect(collection).not.toMatch(/Livraison|Reprise/);
  });

  it('speaks the booking’s language, with a file name in it', async () => {
    const titles = { fr: 'Reçu n°', en: 'Receipt no.', es: 'Recibo n.º', de: 'Quittung Nr.' };
    for (const language of LANGUAGES) {
      const [text] = await pdfPagesText(await renderReceiptPdf({ ...view, language }));
      expect(text).toContain(titles[language]);
    }
    expect(receiptFilename('GT-2027-000042', 'de')).toBe('quittung-GT-2027-000042.pdf');
  });
});
