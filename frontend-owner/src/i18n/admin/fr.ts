/** The administrators' back office (issue 22): the drivers' documents; French is the reference. */
export const adminFr = {
  resources: {
    drivers: {
      name: 'Conducteur |||| Conducteurs',
      fields: {
        name: 'Nom',
        email: 'E-mail',
        status: 'Statut',
        documents: 'Documents',
        nextPickup: 'Prochaine prise en charge',
        updatedAt: 'Mis à jour',
      },
    },
  },
  app: { admin: { drivers: { unnamed: 'Sans nom' } } },
};
