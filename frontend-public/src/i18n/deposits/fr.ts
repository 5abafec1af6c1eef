import type { PaymentMethod } from '@grandtour/shared';

const on = { card: 'sur votre carte', paypal: 'sur votre compte PayPal' } satisfies Record<
  PaymentMethod,
  string
>;

/** The deposit on the booking's page and the page that secures it with another card. French is the reference. */
export const depositsFr = {
  heading: 'Caution',
  amount: 'Montant de la caution',
  status: {
    scheduled: (amount: string, when: string, method: PaymentMethod) =>
      `Caution de ${amount} : elle sera bloquée ${on[method]} le ${when}, sans être débitée.`,
    scheduledSoon: (amount: string, method: PaymentMethod) =>
      `Caution de ${amount} : elle sera bloquée ${on[method]} peu avant la prise en charge, sans être débitée.`,
    held: (amount: string, until: string, method: PaymentMethod) =>
      `Caution de ${amount} bloquée ${on[method]} jusqu’au ${until}.`,
    heldNote:
      'Rien n’est débité : la caution est libérée 48 h après la restitution si aucun dommage n’est signalé.',
    failed: (amount: string) => `La caution de ${amount} n’a pas pu être bloquée sur votre carte.`,
    failedReason: (message: string) => `Réponse de votre banque : « ${message} »`,
    failedNote:
      'Votre réservation reste confirmée, mais le véhicule ne peut vous être remis qu’une fois la caution sécurisée.',
    released: (amount: string, when: string) =>
      `Caution de ${amount} libérée le ${when} : rien ne vous a été débité.`,
    captured: (captured: string, amount: string) =>
      `${captured} prélevés sur la caution de ${amount}, pour les frais de retour et les dommages acceptés (détail dans l’état des lieux et les dommages signalés) ; le reste a été libéré.`,
    waived: (amount: string) => `Le propriétaire a renoncé à la caution de ${amount} : rien ne sera bloqué.`,
    not_required: 'Aucune caution n’est demandée pour cette location.',
  },
  heldAt: (when: string) => `Bloquée le ${when}`,
  useAnotherCard: 'Utiliser une autre carte',
  page: {
    documentTitle: (reference: string) => `Caution de la réservation ${reference} — Grand Tour`,
    back: 'Retour à la réservation',
    eyebrow: 'Caution',
    title: 'Sécuriser la caution',
    intro: (amount: string, reference: string) =>
      `Autorisez la caution de ${amount} de la réservation ${reference} sur une autre carte. Le montant est seulement bloqué, jamais débité hors frais de retour ou dommage accepté.`,
    submit: 'Autoriser la caution',
    submitting: 'Autorisation en cours…',
    preparing: 'Préparation du formulaire sécurisé…',
    prepareError: 'Le formulaire de carte n’a pas pu être préparé.',
    confirmError: 'La banque a accepté la carte, mais nous n’avons pas pu enregistrer la caution. Réessayez.',
    retry: 'Réessayer',
    successTitle: 'Caution sécurisée',
    alreadyHeldTitle: 'Caution déjà sécurisée',
    nothingToSecure: 'Aucune caution n’est à sécuriser pour cette réservation.',
    viewBooking: 'Voir la réservation',
    orCard: 'Ou avec une autre carte',
  },
};

export type DepositTexts = typeof depositsFr;
