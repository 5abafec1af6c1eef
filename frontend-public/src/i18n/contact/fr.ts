import { moneySentences, type ContactSubject } from '@grandtour/shared';
import type { ContactProblem } from '../../contact/validateContact.ts';

// The money answers are the rules the server applies (decision 58).
const frMoney = moneySentences('fr');

/** /contact; French is the reference for en, es and de. */
export const contactFr = {
  contact: {
    documentTitle: 'Contact — Grand Tour',
    back: 'Retour',
    eyebrow: 'Conciergerie',
    title: 'Contactez-nous',
    subtitle: 'Une question, une demande sur mesure ? Notre équipe vous répond rapidement, 7 jours sur 7.',
    formTitle: 'Envoyez-nous un message',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone (facultatif)',
    subject: 'Sujet',
    subjects: {
      general: 'Demande générale',
      reservation: 'Réservation',
      pricing: 'Tarifs',
      partnership: 'Partenariat',
      other: 'Autre',
    } satisfies Record<ContactSubject, string>,
    aboutCar: (car: string) =>
      `Bonjour, je souhaite connaître les prochaines disponibilités du véhicule ${car}.`,
    message: 'Message',
    send: 'Envoyer le message',
    sending: 'Envoi en cours…',
    sentTitle: 'Message envoyé !',
    sentText: 'Nous avons bien reçu votre message. Nous vous répondrons dans les plus brefs délais.',
    errorTitle: 'Erreur',
    errorText: 'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer.',
    problems: {
      firstNameRequired: 'Prénom requis',
      lastNameRequired: 'Nom requis',
      emailInvalid: 'Email invalide',
      phoneInvalid: 'Numéro de téléphone invalide',
      messageRequired: 'Message requis',
      messageTooLong: 'Message trop long (5 000 caractères au plus)',
    } satisfies Record<ContactProblem, string>,
    detailsTitle: 'Nos coordonnées',
    emailLabel: 'E-mail',
    phoneLabel: 'Téléphone',
    socialLabel: 'Instagram',
    socialHandle: '@grandtour.cars',
    faqTitle: 'Questions fréquentes',
    faq: [
      {
        question: 'Quels documents dois-je fournir ?',
        answer:
          'Un permis de conduire valide, une pièce d’identité et une carte bancaire au nom du conducteur principal.',
      },
      {
        question: 'Puis-je modifier ma réservation ?',
        answer: `${frMoney.change} Nous vous contactons 24 h avant votre réservation pour confirmer les détails de livraison.`,
      },
      {
        question: 'Quelle est la politique d’annulation ?',
        answer: frMoney.cancellation,
      },
      {
        question: 'Quels frais s’ajoutent au prix par jour ?',
        answer: `${frMoney.serviceFee} ${frMoney.delivery} ${frMoney.deposit}`,
      },
    ],
  },
};

export type ContactTexts = typeof contactFr;
