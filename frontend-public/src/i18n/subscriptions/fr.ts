import type { SubscriptionKind } from '@grandtour/shared';

/** /subscriptions and its demo checkout page; French is the reference for en, es and de. */
export const subscriptionsFr = {
  documentTitle: 'Abonnements — Grand Tour',
  back: 'Retour',
  eyebrow: 'Abonnements',
  title: 'Choisissez votre formule',
  subtitle:
    'Des avantages exclusifs pour louer plus souvent, ou pour proposer votre flotte aux meilleures conditions.',
  kindsLabel: 'Type d’abonnement',
  kinds: {
    client: 'Abonnements clients',
    owner: 'Abonnements propriétaires',
  } satisfies Record<SubscriptionKind, string>,
  kindIntros: {
    client: 'Pour rouler plus souvent dans les plus belles voitures de France.',
    owner: 'Pour proposer votre flotte sur Grand Tour, avec une commission plus douce à chaque formule.',
  } satisfies Record<SubscriptionKind, string>,
  popular: 'Le plus populaire',
  freeBadge: 'Gratuit',
  perMonth: '/mois',
  billedInEuros: (amount: string) => `soit ${amount} par mois, facturés en euros`,
  notIncluded: 'Non inclus :',
  choose: 'Choisir cette formule',
  chooseFree: 'Commencer gratuitement',
  dialog: {
    title: (plan: string) => `S’abonner à ${plan}`,
    paidIntro:
      'Indiquez votre e-mail : vous serez redirigé vers la page de paiement sécurisée. Abonnement mensuel, sans engagement.',
    freeIntro: 'Indiquez votre e-mail pour activer votre formule gratuite. Aucun paiement n’est demandé.',
    email: 'E-mail',
    payByCard: 'Payer par carte',
    payWithPayPal: 'Payer avec PayPal',
    activateFree: 'Activer la formule gratuite',
    redirecting: 'Redirection…',
    activating: 'Activation…',
    cancel: 'Annuler',
    secure: 'Paiement sécurisé par chiffrement SSL',
  },
  errors: {
    title: 'Erreur',
    emailRequired: 'Email requis',
    emailInvalid: 'Email invalide',
    noCheckoutUrl: 'Aucune adresse de paiement reçue',
    creationFailed: 'Erreur lors de la création de l’abonnement',
  },
  success: {
    title: 'Abonnement confirmé !',
    active: (plan: string) => `Votre formule ${plan} est active. Bienvenue au club Grand Tour.`,
    pending: (plan: string) =>
      `Paiement reçu pour la formule ${plan} : son activation est en cours et ne prend que quelques instants.`,
    generic: 'Merci ! Votre abonnement est bien enregistré.',
    dismiss: 'Fermer',
  },
  checkout: {
    documentTitle: 'Paiement de l’abonnement — Grand Tour',
    demoBanner: 'Mode démo : aucun paiement réel n’est effectué.',
    title: 'Finaliser votre abonnement',
    plan: 'Formule',
    price: 'Prix',
    email: 'E-mail',
    method: 'Moyen de paiement',
    methods: { card: 'Carte bancaire', paypal: 'PayPal' },
    perMonth: (amount: string) => `${amount} par mois`,
    pay: (amount: string) => `Payer ${amount}`,
    paying: 'Paiement en cours…',
    cancel: 'Annuler',
    notFound: 'Cette page de paiement n’existe pas ou a expiré. Choisissez à nouveau votre formule.',
    backToPlans: 'Voir les formules',
    alreadyPaid: 'Cet abonnement est déjà réglé.',
    continue: 'Continuer',
    failed: 'Le paiement n’a pas pu aboutir. Veuillez réessayer.',
  },
};

export type SubscriptionTexts = typeof subscriptionsFr;
