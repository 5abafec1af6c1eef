import {
  retentionPeriod,
  type LanguageCode,
  type PrivacyRetention,
  type RetentionUnit,
} from '@grandtour/shared';
import type { PrivacyTexts } from '../i18n/privacy/fr.ts';

export type PrivacyCategory = keyof PrivacyTexts['privacy']['categories'];

/** One kind of personal data, as the page states it. */
export interface PrivacyRow {
  category: PrivacyCategory;
  title: string;
  what: string;
  why: string;
  howLong: string;
}

/**
 * The page's rows, in the order a person meets the data: every duration comes from the server's figures (GET
 * /api/privacy), phrased in the texts' language, and the legal records list the fields the server says it keeps.
 */
export function privacyRows(
  retention: PrivacyRetention,
  texts: PrivacyTexts['privacy'],
  language: LanguageCode,
): PrivacyRow[] {
  const c = texts.categories;
  const period = (amount: number, unit: RetentionUnit) => retentionPeriod(language, amount, unit);
  const days = (amount: number) => period(amount, 'days');
  const fieldList = (fields: readonly (keyof typeof texts.fields)[]) =>
    fields.map((field) => texts.fields[field]).join(', ');
  const rows: Record<PrivacyCategory, Omit<PrivacyRow, 'category' | 'title' | 'why'>> = {
    account: c.account,
    bookings: c.bookings,
    driverDocuments: {
      what: c.driverDocuments.what,
      howLong: c.driverDocuments.howLong(days(retention.driverDocumentDays)),
    },
    messages: c.messages,
    reviews: c.reviews,
    contactMessages: {
      what: c.contactMessages.what,
      howLong: c.contactMessages.howLong(days(retention.contactMessageDays)),
    },
    guestData: { what: c.guestData.what, howLong: c.guestData.howLong(days(retention.guestDataDays)) },
    emails: c.emails,
    invoices: {
      what: c.invoices.what(fieldList(retention.invoices.fields)),
      howLong: c.invoices.howLong(period(retention.invoices.years, 'years')),
    },
    paymentReferences: {
      what: c.paymentReferences.what(fieldList(retention.paymentReferences.fields)),
      howLong: c.paymentReferences.howLong(period(retention.paymentReferences.months, 'months')),
    },
    adminAccess: c.adminAccess,
  };
  return (Object.keys(rows) as PrivacyCategory[]).map((category) => ({
    category,
    title: c[category].title,
    why: c[category].why,
    what: rows[category].what,
    howLong: rows[category].howLong,
  }));
}
