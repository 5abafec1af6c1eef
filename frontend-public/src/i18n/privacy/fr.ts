import type { InvoiceRecordField, PaymentReferenceField } from '@grandtour/shared';

/** /privacy; French is the reference for en, es and de. Durations arrive from GET /api/privacy, never written here. */
export const privacyFr = {
  privacy: {
    documentTitle: 'Vos données personnelles — Grand Tour',
    description:
      'Les données personnelles que Grand Tour conserve, pourquoi et combien de temps, et comment les télécharger ou les effacer.',
    back: 'Retour',
    eyebrow: 'Confidentialité',
    title: 'Vos données personnelles',
    subtitle:
      'Ce que nous conservons, pourquoi et combien de temps : les durées affichées sont celles que nos traitements appliquent.',
    keptHeading: 'Ce que nous conservons',
    labels: { what: 'Données', why: 'Finalité et base légale', howLong: 'Durée de conservation' },
    loading: 'Chargement des durées de conservation…',
    failed: 'Les durées de conservation n’ont pas pu être chargées.',
    retry: 'Réessayer',
    fields: {
      invoiceNumber: 'numéro de facture',
      bookingReference: 'référence de réservation',
      rentalDates: 'dates de location',
      car: 'véhicule',
      amounts: 'montants',
      vat: 'TVA',
      provider: 'prestataire de paiement',
      providerPaymentId: 'identifiant du paiement chez le prestataire',
      amount: 'montant',
      paidAt: 'date du paiement',
    } satisfies Record<InvoiceRecordField | PaymentReferenceField, string>,
    categories: {
      account: {
        title: 'Compte',
        what: 'Prénom, nom, nom d’utilisateur, e-mail, téléphone, mot de passe (conservé haché) et, pour les propriétaires, adresse.',
        why: 'Vous identifier et vous permettre de suivre vos réservations. Base légale : l’exécution du contrat.',
        howLong: 'Tant que le compte existe ; effacé à votre demande.',
      },
      bookings: {
        title: 'Réservations et coordonnées du client',
        what: 'Véhicule, dates, lieux et montants, avec vos nom, e-mail et téléphone.',
        why: 'Exécuter le contrat de location ; le propriétaire reçoit ce que la remise du véhicule exige. Base légale : l’exécution du contrat.',
        howLong:
          'Avec le compte ; effacées à votre demande, sauf les factures et références de paiement ci-dessous.',
      },
      driverDocuments: {
        title: 'Permis de conduire et pièces d’identité',
        what: 'Les données du permis (numéro, dates, catégories) et les photos du permis et de la pièce d’identité, chiffrées.',
        why: 'Vérifier que le conducteur peut conduire le véhicule loué. Base légale : l’exécution du contrat.',
        howLong: (period: string) =>
          `${period} après la fin de votre dernière location (ou après leur envoi, sans location).`,
      },
      messages: {
        title: 'Messages entre clients et propriétaires',
        what: 'Les messages et photos échangés avec les propriétaires, et les questions posées sur un véhicule.',
        why: 'Organiser la location. Base légale : l’exécution du contrat et les mesures qui le précèdent.',
        howLong: 'Avec le compte ; effacés à votre demande.',
      },
      reviews: {
        title: 'Avis',
        what: 'La note, le texte, le nom et la ville de l’auteur.',
        why: 'Informer les autres clients. Base légale : notre intérêt légitime.',
        howLong:
          'Publiés sans limite de durée ; à votre demande, le nom et la ville de l’auteur sont effacés et le texte reste, anonyme.',
      },
      contactMessages: {
        title: 'Messages du formulaire de contact',
        what: 'Nom, e-mail, téléphone, sujet et message.',
        why: 'Vous répondre. Base légale : notre intérêt légitime à traiter vos demandes.',
        howLong: (period: string) => `${period} après leur réception.`,
      },
      guestData: {
        title: 'Visiteurs sans compte qui n’ont pas réservé',
        what: 'Les questions posées aux propriétaires et les coordonnées laissées depuis un navigateur sans compte.',
        why: 'Vous laisser utiliser le site sans compte. Base légale : notre intérêt légitime.',
        howLong: (period: string) =>
          `${period} après la dernière activité, tant qu’aucune réservation n’a été faite (sinon, comme les réservations).`,
      },
      emails: {
        title: 'E-mails envoyés',
        what: 'Le journal des e-mails que nous vous avons envoyés : destinataire, objet, date et un résumé du contenu.',
        why: 'Prouver et renvoyer les avis liés à vos réservations. Base légale : l’exécution du contrat.',
        howLong: 'Avec le compte ; effacé à votre demande.',
      },
      invoices: {
        title: 'Factures et reçus',
        what: (fields: string) => `Uniquement : ${fields}. Jamais vos nom, e-mail ni téléphone.`,
        why: 'Obligation légale de conserver les pièces comptables (Code de commerce, art. L123-22).',
        howLong: (period: string) => `${period}, même après l’effacement de vos données.`,
      },
      paymentReferences: {
        title: 'Références de paiement',
        what: (fields: string) => `Uniquement : ${fields}.`,
        why: 'Répondre à une contestation de paiement (rétrofacturation). Base légale : notre intérêt légitime et les règles des réseaux de cartes.',
        howLong: (period: string) =>
          `${period} après le dernier paiement de la réservation, même après l’effacement de vos données.`,
      },
      adminAccess: {
        title: 'Consultations de vos données par nos administrateurs',
        what: 'Qui a consulté quoi et quand (vos documents, une conversation signalée, un litige, l’historique d’une réservation, un export).',
        why: 'Rendre compte de chaque accès à vos données. Base légale : nos obligations de sécurité et de responsabilité (RGPD, art. 5 et 32).',
        howLong: 'Avec vos données ; chaque consultation figure dans votre export.',
      },
    },
    rights: {
      heading: 'Vos droits',
      download: {
        title: 'Télécharger vos données',
        text: 'Depuis votre compte, téléchargez toutes vos données en un seul fichier. Sans compte, demandez-nous un lien : nous vous l’envoyons par e-mail.',
        link: 'Mes données',
      },
      erase: {
        title: 'Effacer vos données',
        before:
          'Depuis votre compte, après confirmation par un lien envoyé par e-mail, ou en nous écrivant depuis la ',
        link: 'page de contact',
        after:
          '. Les factures, reçus et références de paiement restent conservés, avec leurs seuls champs ci-dessus, le temps que la loi l’exige.',
      },
      encryption: {
        title: 'Comment fonctionne l’effacement',
        text: 'Les données de chaque personne sont chiffrées avec sa propre clé ; effacer vos données détruit cette clé, si bien que même nos sauvegardes et notre historique ne peuvent plus les lire.',
      },
      more: {
        before:
          'Vous pouvez aussi faire rectifier vos données, vous opposer à un traitement ou saisir la CNIL : voir notre ',
        link: 'politique de confidentialité',
        after: '.',
      },
    },
  },
};

export type PrivacyTexts = typeof privacyFr;
