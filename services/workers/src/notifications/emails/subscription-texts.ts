import type { LanguageCode } from '@grandtour/shared';

/** The confirmation of a paid subscription, in the four languages. `{plan}` is the plan's name. */
export interface SubscriptionConfirmedTexts {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  renewal: string;
  plan: string;
  price: string;
  perMonth: string;
  activatedOn: string;
  link: string;
}

export const SUBSCRIPTION_CONFIRMED_TEXTS: Readonly<Record<LanguageCode, SubscriptionConfirmedTexts>> = {
  fr: {
    subject: 'Votre abonnement {plan} est actif',
    title: 'Abonnement confirmé',
    greeting: 'Bonjour,',
    intro: 'Votre paiement est reçu : votre abonnement {plan} est actif dès aujourd’hui.',
    renewal: 'Il se renouvelle chaque mois au même prix, sur le moyen de paiement utilisé.',
    plan: 'Formule',
    price: 'Prix',
    perMonth: '{amount} par mois',
    activatedOn: 'Actif depuis le',
    link: 'Voir les abonnements',
  },
  en: {
    subject: 'Your {plan} subscription is active',
    title: 'Subscription confirmed',
    greeting: 'Hello,',
    intro: 'Your payment has been received: your {plan} subscription is active from today.',
    renewal: 'It renews every month at the same price, on the payment method you used.',
    plan: 'Plan',
    price: 'Price',
    perMonth: '{amount} per month',
    activatedOn: 'Active since',
    link: 'View subscriptions',
  },
  es: {
    subject: 'Su suscripción {plan} está activa',
    title: 'Suscripción confirmada',
    greeting: 'Buenos días:',
    intro: 'Hemos recibido su pago: su suscripción {plan} está activa desde hoy.',
    renewal: 'Se renueva cada mes al mismo precio, con el medio de pago que utilizó.',
    plan: 'Plan',
    price: 'Precio',
    perMonth: '{amount} al mes',
    activatedOn: 'Activa desde el',
    link: 'Ver las suscripciones',
  },
  de: {
    subject: 'Ihr Abonnement {plan} ist aktiv',
    title: 'Abonnement bestätigt',
    greeting: 'Guten Tag,',
    intro: 'Ihre Zahlung ist eingegangen: Ihr Abonnement {plan} ist ab heute aktiv.',
    renewal: 'Es verlängert sich jeden Monat zum gleichen Preis über das verwendete Zahlungsmittel.',
    plan: 'Tarif',
    price: 'Preis',
    perMonth: '{amount} pro Monat',
    activatedOn: 'Aktiv seit',
    link: 'Abonnements ansehen',
  },
};
