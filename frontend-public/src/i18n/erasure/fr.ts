/** Erasing one's account (decision 99): the section of the data page, and the e-mailed link's confirmation page. */
export interface ErasureTexts {
  pageDescription: string;
  erasureHeading: string;
  erasedIntro: string;
  erasedItems: string[];
  keptIntro: string;
  keptItems: string[];
  howItWorks: string;
  ask: string;
  asking: string;
  sent: (email: string) => string;
  askError: string;
  confirmTitle: string;
  confirmHeading: string;
  confirmIntro: string;
  confirm: string;
  confirming: string;
  done: string;
  doneDetail: string;
  missingToken: string;
  confirmError: string;
  askAgain: string;
}

export const erasureFr: ErasureTexts = {
  pageDescription: 'Vos données personnelles chez Grand Tour : effacez votre compte et vos données.',
  erasureHeading: 'Effacer mes données',
  erasedIntro: 'Votre compte est fermé et nous effaçons, sous quelques minutes :',
  erasedItems: [
    'vos nom, adresse e-mail, téléphone, adresse et date de naissance ;',
    'votre permis, vos pièces d’identité et les photos que vous avez envoyées ;',
    'vos messages, vos avis (qui restent anonymes) et les e-mails que nous vous avons écrits.',
  ],
  keptIntro: 'Ce que la loi nous oblige à garder, sans votre nom, e-mail ni téléphone :',
  keptItems: [
    'vos factures et reçus pendant 10 ans (Code de commerce) : numéro de réservation, dates, montants et véhicule ;',
    'les références des paiements, en cas de litige avec votre banque.',
  ],
  howItWorks:
    'Pour s’assurer que c’est bien vous, nous envoyons un lien de confirmation à l’adresse e-mail de votre compte. Il est valable 24 heures. Tant qu’une location est en cours ou à venir, ou qu’un litige est ouvert, l’effacement attend qu’ils soient terminés.',
  ask: 'Recevoir le lien de confirmation',
  asking: 'Envoi en cours…',
  sent: (email) =>
    `Un e-mail vient d’être envoyé à ${email}. Ouvrez son lien dans les 24 heures pour confirmer l’effacement.`,
  askError: 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer.',
  confirmTitle: 'Effacer mes données | Grand Tour',
  confirmHeading: 'Effacer mes données',
  confirmIntro:
    'Votre compte sera fermé et vos données personnelles effacées. Seuls restent vos factures et reçus, sans votre nom ni vos coordonnées, comme la loi l’exige. Cela ne peut pas être annulé.',
  confirm: 'Effacer définitivement mes données',
  confirming: 'Effacement en cours…',
  done: 'C’est confirmé.',
  doneDetail: 'Vos données seront effacées dans quelques minutes. Merci d’avoir voyagé avec Grand Tour.',
  missingToken: 'Ce lien est incomplet : ouvrez le lien exact reçu par e-mail.',
  confirmError: 'L’effacement n’a pas pu être confirmé. Veuillez réessayer.',
  askAgain: 'Demander un nouveau lien',
};
