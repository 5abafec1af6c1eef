import type { PrivacyRetention } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { privacyDe } from '../i18n/privacy/de.ts';
import { privacyEn } from '../i18n/privacy/en.ts';
import { privacyEs } from '../i18n/privacy/es.ts';
import { privacyFr } from '../i18n/privacy/fr.ts';
import { privacyRows, type PrivacyCategory } from './privacyRows.ts';

const RETENTION: PrivacyRetention = {
  driverDocumentDays: 30,
  contactMessageDays: 365,
  guestDataDays: 90,
  invoices: {
    years: 10,
    fields: ['invoiceNumber', 'bookingReference', 'rentalDates', 'car', 'amounts', 'vat'],
  },
  paymentReferences: { months: 13, fields: ['provider', 'providerPaymentId', 'amount', 'paidAt'] },
};
const LANGUAGES = { fr: privacyFr, en: privacyEn, es: privacyEs, de: privacyDe };

/** What a row says how long, with the non-breaking spaces read as spaces. */
function howLong(retention: PrivacyRetention, language: keyof typeof LANGUAGES, category: PrivacyCategory) {
  const row = privacyRows(retention, LANGUAGES[language].privacy, language).find(
    (each) => each.category === category,
  );
  return row!.howLong.replace(/\u00a0/g, ' ');
}

describe('privacyRows', () => {
  it('lists every kind of data, each with what, why and how long, in all four languages', () => {
    for (const [language, texts] of Object.entries(LANGUAGES)) {
      const rows = privacyRows(RETENTION, texts.privacy, language as keyof typeof LANGUAGES);
      expect(rows.map((row) => row.category)).toEqual([
        'account',
        'bookings',
        'driverDocuments',
        'messages',
        'reviews',
        'contactMessages',
        'guestData',
        'emails',
        'invoices',
        'paymentReferences',
        'adminAccess',
      ]);
      for (const row of rows) for (const text of Object.values(row)) expect(text.length).toBeGreaterThan(3);
    }
  });

  it('phrases the contact messages’ days in each language', () => {
    expect(howLong(RETENTION, 'fr', 'contactMessages')).toMatch(/^365 jours /);
    expect(howLong(RETENTION, 'en', 'contactMessages')).toMatch(/^365 days /);
    expect(howLong(RETENTION, 'es', 'contactMessages')).toMatch(/^365 días /);
    expect(howLong(RETENTION, 'de', 'contactMessages')).toMatch(/^365 Tage /);
  });

  it('takes each duration from the server’s figures, not from the texts', () => {
    const set: PrivacyRetention = {
      ...RETENTION,
      contactMessageDays: 1,
      guestDataDays: 45,
      driverDocumentDays: 7,
    };
    expect(howLong(set, 'fr', 'contactMessages')).toMatch(/^1 jour /);
    expect(howLong(set, 'de', 'contactMessages')).toMatch(/^1 Tag /);
    expect(howLong(set, 'en', 'guestData')).toMatch(/^45 days /);
    expect(howLong(set, 'es', 'driverDocuments')).toMatch(/^7 días /);
  });

  it('phrases the legal years and months likewise', () => {
    expect(
      ['fr', 'en', 'es', 'de'].map((language) => howLong(RETENTION, language as 'fr', 'invoices')),
    ).toEqual([
      '10 ans, même après l’effacement de vos données.',
      '10 years, even after your data is erased.',
      '10 años, incluso después de borrar sus datos.',
      '10 Jahre, auch nach der Löschung Ihrer Daten.',
    ]);
    expect(howLong(RETENTION, 'fr', 'paymentReferences')).toMatch(/^13 mois /);
    expect(howLong(RETENTION, 'en', 'paymentReferences')).toMatch(/^13 months /);
    expect(howLong(RETENTION, 'es', 'paymentReferences')).toMatch(/^13 meses /);
    expect(howLong(RETENTION, 'de', 'paymentReferences')).toMatch(/^13 Monate /);
  });

  it('names only the fields the server keeps in a legal record, and says the name, e-mail and phone are not kept', () => {
    const few: PrivacyRetention = { ...RETENTION, invoices: { years: 10, fields: ['invoiceNumber', 'vat'] } };
    const invoices = privacyRows(few, privacyEn.privacy, 'en').find((row) => row.category === 'invoices')!;
    expect(invoices.what).toBe('Only: invoice number, VAT. Never your name, e-mail or phone.');
    const french = privacyRows(RETENTION, privacyFr.privacy, 'fr').find(
      (row) => row.category === 'invoices',
    )!;
    expect(french.what).toContain('numéro de facture, référence de réservation, dates de location, véhicule');
  });
});
