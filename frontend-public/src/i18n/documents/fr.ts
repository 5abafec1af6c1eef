import type { DriverDocumentKind, DriverRejectionReason, DriverVerificationStatus } from '@grandtour/shared';

export interface DocumentTexts {
  heading: string;
  intro: string;
  privacy: (days: number) => string;
  kinds: Record<DriverDocumentKind, string>;
  choose: string;
  replace: string;
  uploading: string;
  sentOn: (date: string) => string;
  missing: string;
  status: Record<DriverVerificationStatus, string>;
  verifiedUntil: (date: string) => string;
  reasons: Record<DriverRejectionReason, string>;
  ownerNote: (note: string) => string;
  sendAgain: string;
  uploaded: (kind: string) => string;
  loadError: string;
  retry: string;
  documentTitle: string;
  pageDescription: string;
  signInFirst: string;
  signIn: string;
}

export const documentsFr: DocumentTexts = {
  heading: 'Permis et pièce d’identité',
  intro:
    'Envoyez le recto et le verso de votre permis de conduire et une pièce d’identité : une photo nette prise avec votre téléphone ou un PDF. Le propriétaire les vérifie avant la remise des clés.',
  privacy: (days) =>
    `Vos documents sont chiffrés. Seuls le propriétaire de votre location en cours et notre équipe peuvent les voir, et chaque consultation est enregistrée. Ils sont effacés ${days} jours après votre dernière location.`,
  kinds: { licence_front: 'Permis – recto', licence_back: 'Permis – verso', identity: 'Pièce d’identité' },
  choose: 'Photo ou PDF',
  replace: 'Remplacer',
  uploading: 'Envoi en cours…',
  sentOn: (date) => `Envoyé le ${date}`,
  missing: 'À envoyer',
  status: {
    none: 'Aucun document envoyé pour l’instant.',
    submitted: 'Documents envoyés : en attente de vérification par le propriétaire.',
    verified: 'Conducteur vérifié',
    rejected: 'Documents refusés',
  },
  verifiedUntil: (date) => `Conducteur vérifié jusqu’au ${date}`,
  reasons: {
    unreadable: 'Un document est illisible (photo floue, coupée ou avec un reflet).',
    expired: 'Un document est périmé.',
    name_mismatch: 'Le nom ne correspond pas à celui du conducteur principal de la réservation.',
    incomplete: 'Il manque une face du permis ou la pièce d’identité.',
    not_accepted: 'Ce type de document n’est pas accepté.',
    other: 'Vos documents n’ont pas pu être acceptés.',
  },
  ownerNote: (note) => `Message du propriétaire : « ${note} »`,
  sendAgain:
    'Envoyez de nouveaux documents : ils seront vérifiés à nouveau. S’ils sont encore refusés 24 h avant la prise en charge, la réservation est annulée et remboursée intégralement.',
  uploaded: (kind) => `${kind} envoyé.`,
  loadError: 'Impossible de charger vos documents.',
  retry: 'Réessayer',
  documentTitle: 'Permis et pièce d’identité — Grand Tour',
  pageDescription:
    'Envoyez une fois votre permis et votre pièce d’identité pour toutes vos locations Grand Tour.',
  signInFirst:
    'Connectez-vous pour envoyer vos documents une fois pour toutes vos réservations. Sans compte, envoyez-les depuis la page de votre réservation.',
  signIn: 'Se connecter',
};
