import type { adminFr } from './fr.ts';

export const adminEs: typeof adminFr = {
  resources: {
    drivers: {
      name: 'Conductor |||| Conductores',
      fields: {
        name: 'Nombre',
        email: 'Correo electrónico',
        status: 'Estado',
        documents: 'Documentos',
        nextPickup: 'Próxima recogida',
        updatedAt: 'Actualizado',
      },
    },
  },
  app: { admin: { drivers: { unnamed: 'Sin nombre' } } },
};
