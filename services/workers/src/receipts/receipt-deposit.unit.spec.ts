import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../testing/pdf-text.ts';
import { depositLinesOf } from './receipt-deposit.ts';
import { renderReceiptPdf } from './render-receipt.ts';
import { paidDeliveredRental } from './receipt-view.spec-fixtures.ts';

const heldAt = new Date('2027-03-09T09:00:00.000Z');
const releasedAt = new Date('2027-03-15T09:00:00.000Z');
const held = { amountCents: 500_000, heldAt, releasedAt: null, capturedCents: 0 };
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the receipt’s deposit lines', () => {
  it('has none before a hold, the hold while held, then its release', () => {
    expect(depositLinesOf(null)).toEqual([]);
    expect(depositLinesOf({ ...held, heldAt: null })).toEqual([]);
    expect(depositLinesOf(held)).toEqual([{ kind: 'held', at: heldAt, amountCents: 500_000 }]);
    expect(depositLinesOf({ ...held, releasedAt })).toEqual([
      { kind: 'held', at: heldAt, amountCents: 500_000 },
      { kind: 'released', at: releasedAt, amountCents: 500_000 },
    ]);
  });

  it('states a capture and the rest let go, or a capture of the whole hold alone', () => {
    expect(depositLinesOf({ ...held, capturedCents: 120_050 })).toEqual([
      { kind: 'held', at: heldAt, amountCents: 500_000 },
      { kind: 'captured', at: null, amountCents: 120_050 },
      { kind: 'restReleased', at: null, amountCents: 379_950 },
    ]);
    expect(depositLinesOf({ ...held, capturedCents: 500_000 }).map((line) => line.kind)).toEqual([
      'held',
      'captured',
    ]);
  });

  it('are drawn on the one-page receipt, in the booking’s language', async () => {
    const french = oneLine(
      (
        await pdfPagesText(
          await renderReceiptPdf({ ...paidDeliveredRental, deposit: { ...held, releasedAt } }),
        )
      )[0]!,
    );
    expect(french).toContain('Caution bloquée le mardi 9 mars 2027 (non débitée) 5 000,00 €');
    expect(french).toContain('Caution libérée le lundi 15 mars 2027 5 000,00 €');
    const pages = await pdfPagesText(
      await renderReceiptPdf({
        ...paidDeliveredRental,
        language: 'en',
        deposit: { ...held, capturedCents: 120_050 },
      }),
    );
    expect(pages).toHaveLength(1);
    const english = oneLine(pages[0]!);
    expect(english).toContain('Deposit charged (return extras, accepted damage) €1,200.50');
    expect(english).toContain('Rest of the deposit released €3,799.50');
  });
});
