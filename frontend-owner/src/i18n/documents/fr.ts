export const documentsFr = {
  app: {
    driverDocuments: {
      title: 'Documents du conducteur',
      privacy:
        'Données personnelles sensibles : visibles seulement pendant la réservation, et chaque consultation est enregistrée à votre nom.',
      kinds: {
        licence_front: 'Permis – recto',
        licence_back: 'Permis – verso',
        identity: 'Pièce d’identité',
      },
      missing: 'Pas encore envoyé',
      openPdf: 'Ouvrir le PDF',
      status: {
        none: 'Le conducteur n’a encore envoyé aucun document.',
        submitted: 'À vérifier',
        verified: 'Conducteur vérifié',
        rejected: 'Documents refusés',
      },
      verifiedUntil: 'Conducteur vérifié jusqu’au %{date}',
      verify: 'Vérifier le conducteur',
      verified: 'Conducteur vérifié.',
      reject: 'Refuser',
      rejectTitle: 'Refuser les documents',
      reason: 'Motif (montré au conducteur dans sa langue)',
      note: 'Message au conducteur (facultatif)',
      confirmReject: 'Refuser les documents',
      cancel: 'Annuler',
      rejected: 'Documents refusés : le conducteur voit le motif.',
      reasons: {
        unreadable: 'Illisible',
        expired: 'Périmé',
        name_mismatch: 'Le nom ne correspond pas',
        incomplete: 'Incomplet',
        not_accepted: 'Document non accepté',
        other: 'Autre',
      },
      notVerifiedSoon: 'Prise en charge dans moins de 24 h : le conducteur n’est pas vérifié.',
      rejectedCancels:
        'Si les documents sont encore refusés 24 h avant la prise en charge, la réservation est annulée et remboursée intégralement.',
      unavailable: 'Les documents ne sont visibles que pendant une réservation en cours.',
    },
  },
};
export type OwnerDocumentTexts = typeof documentsFr;
