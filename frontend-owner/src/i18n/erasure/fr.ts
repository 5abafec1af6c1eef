/** Erasing personal data (decision 99): an owner's own, and the administrators' page; French is the reference. */
export const erasureFr = {
  resources: {
    erasures: {
      name: 'Effacement de données |||| Effacements de données',
      fields: {
        subject: 'Personne (identifiant)',
        status: 'Statut',
        requestedBy: 'Demandé par',
        requestedAt: 'Demandé le',
        erasedAt: 'Effacé le',
      },
    },
  },
  app: {
    erasure: {
      ownerMenu: 'Effacer mes données',
      ownerSent:
        'Un e-mail de confirmation a été envoyé à l’adresse de votre compte. Ouvrez son lien dans les 24 heures pour effacer vos données.',
      menu: 'Effacement de données',
      formTitle: 'Effacer les données d’une personne',
      formIntro:
        'Sur demande de la personne (RGPD, art. 17) : son compte et les réservations et messages faits en invité avec cette adresse sont effacés au prochain passage, sous quelques minutes. Les factures et reçus restent 10 ans, sans nom ni coordonnées.',
      email: 'Adresse e-mail de la personne',
      submit: 'Effacer ses données',
      confirmTitle: 'Effacer les données de %{email} ?',
      confirmContent:
        'L’effacement est définitif : ni la personne ni l’équipe ne pourront retrouver ces données.',
      requested: 'Effacement demandé pour : %{subjects}',
      recent: 'Derniers effacements',
      empty: 'Aucun effacement pour l’instant.',
      status: { requested: 'Demandé', erased: 'Effacé' },
      requestedBy: {
        self: 'La personne',
        administrator: 'Un administrateur',
        retention: 'Fin de conservation',
      },
    },
  },
};
