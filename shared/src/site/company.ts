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
  /** What the legal pages add (decision 59): the demo's values, for an operator to set to their own. */
  legalForm: 'SAS',
  shareCapitalCents: 5_000_000,
  siren: '912 345 678',
  publicationDirector: 'Claire Vasseur',
  privacyEmail: 'privacy@grandtour.fr',
  accessibilityEmail: 'accessibilite@grandtour.fr',
  host: {
    name: 'OVH SAS',
    address: '2 rue Kellermann, 59100 Roubaix, France',
    phone: '+33 9 72 10 10 07',
  },
  /** The consumer mediator a French customer may turn to (Code de la consommation, art. L612-1). */
  mediator: { name: 'CM2C', address: '49 rue de Ponthieu, 75008 Paris, France', website: 'www.cm2c.net' },
  /** When the legal pages were last revised, as a calendar date. */
  legalPagesUpdated: '2026-11-25',
} as const;

/** Receipt numbers: `GT-{year}-{sequence, six digits}`, gapless within a year (decision 31). */
export function receiptNumber(year: number, sequence: number): string {
  return `GT-${year}-${String(sequence).padStart(6, '0')}`;
}
