/** "My data" (issue 25): downloading what Grand Tour holds about you; French is the reference for en, es and de. */
export const myDataFr = {
  documentTitle: 'Mes données — Grand Tour',
  pageDescription: 'Téléchargez toutes les données que Grand Tour conserve à votre sujet.',
  heading: 'Mes données',
  intro:
    'Téléchargez une archive ZIP de tout ce que nous conservons à votre sujet : compte, réservations, paiements, messages, avis, documents de conducteur et e-mails envoyés, avec un fichier README qui explique chaque fichier.',
  kept: 'Certaines données sont conservées même après un effacement, parce que la loi l’exige : les factures et reçus (10 ans) et les références de paiement en cas de litige. L’archive le précise.',
  download: 'Télécharger mes données',
  downloadHint: 'L’archive contient vos documents déchiffrés : enregistrez-la en lieu sûr.',
  guestHeading: 'Vous avez réservé sans compte ?',
  guestIntro:
    'Indiquez l’adresse e-mail utilisée pour vos réservations, messages ou demandes de contact : nous y enverrons un lien de téléchargement valable 24 heures.',
  email: 'Adresse e-mail',
  emailInvalid: 'Saisissez une adresse e-mail valide.',
  send: 'Recevoir le lien',
  sending: 'Envoi…',
  sent: 'Si nous conservons des données pour cette adresse, nous venons de vous envoyer un lien. Pensez à vérifier vos courriers indésirables.',
  rateLimited: 'Trop de demandes pour le moment. Réessayez un peu plus tard.',
  failed: 'La demande n’a pas abouti. Vérifiez votre connexion et réessayez.',
  linkHeading: 'Votre archive est prête',
  linkIntro: 'Ce lien est personnel et vaut 24 heures.',
  preparing: 'Préparation de l’archive…',
  linkExpired: 'Ce lien a expiré (il vaut 24 heures). Demandez-en un nouveau ci-dessous.',
  linkInvalid: 'Ce lien n’est pas valide. Demandez-en un nouveau ci-dessous.',
  downloaded: 'Téléchargement lancé.',
};
export type MyDataTexts = typeof myDataFr;
