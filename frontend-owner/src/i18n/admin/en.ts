import type { adminFr } from './fr.ts';

export const adminEn: typeof adminFr = {
  resources: {
    drivers: {
      name: 'Driver |||| Drivers',
      fields: {
        name: 'Name',
        email: 'E-mail',
        status: 'Status',
        documents: 'Documents',
        nextPickup: 'Next pickup',
        updatedAt: 'Updated',
      },
    },
  },
  app: { admin: { drivers: { unnamed: 'No name' } } },
};
