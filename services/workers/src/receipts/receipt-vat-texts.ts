import type { LanguageCode } from '@grandtour/shared';

/** The receipt's VAT lines (decision 60): every amount is TTC; HT and the VAT are derived from it. */
export interface ReceiptVatTexts {
  exclusive: string;
  vat: string;
  inclusive: string;
  /** Under the net amount of a cancelled booking: the VAT it includes. */
  ofWhichVat: string;
}

export const RECEIPT_VAT_TEXTS: Readonly<Record<LanguageCode, ReceiptVatTexts>> = {
  fr: { exclusive: 'Total HT', vat: 'TVA {rate} %', inclusive: 'Total TTC', ofWhichVat: 'dont TVA {rate} %' },
  en: {
    exclusive: 'Total excl. VAT',
    vat: 'VAT {rate}%',
    inclusive: 'Total incl. VAT',
    ofWhichVat: 'of which VAT {rate}%',
  },
  es: {
    exclusive: 'Total sin IVA',
    vat: 'IVA {rate} %',
    inclusive: 'Total con IVA',
    ofWhichVat: 'de los cuales IVA {rate} %',
  },
  de: {
    exclusive: 'Gesamt netto',
    vat: 'MwSt. {rate} %',
    inclusive: 'Gesamt brutto',
    ofWhichVat: 'darin enthaltene MwSt. {rate} %',
  },
};
