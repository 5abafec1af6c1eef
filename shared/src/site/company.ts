/**
 * Who issues receipts and e-mails: the company behind the site (the footer's brand, the contact page's addresses),
 * with its legal identity. One place, so that every document says the same.
 */
export const COMPANY = {
  brand: 'Grand Tour',
  legalName: 'Grand Tour SAS',
  address: ['8 avenue Montaigne', '75008 Paris', 'France'],
  registration: 'RCS Paris 912 345 678',
  vatNumber: 'FR 41 912345678',
  email: 'concierge@grandtour.fr',
  phone: '+33 1 99 00 12 34',
  website: 'grandtour.fr',
} as const;

/** Receipt numbers: `GT-{year}-{sequence, six digits}`, gapless within a year (decision 31). */
export function receiptNumber(year: number, sequence: number): string {
  return `GT-${year}-${String(sequence).padStart(6, '0')}`;
}
