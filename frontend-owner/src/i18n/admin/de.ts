import type { adminFr } from './fr.ts';

export const adminDe: typeof adminFr = {
  resources: {
    drivers: {
      name: 'Fahrer |||| Fahrer',
      fields: {
        name: 'Name',
        email: 'E-Mail',
        status: 'Status',
        documents: 'Dokumente',
        nextPickup: 'Nächste Abholung',
        updatedAt: 'Aktualisiert',
      },
    },
  },
  app: { admin: { drivers: { unnamed: 'Ohne Namen' } } },
};
