import type { LanguageCode } from '@grandtour/shared';

/**
 * The e-mails of a damage claim on the deposit (issue 23). `{car}` is the car's name, `{amount}` the amount of the
 * e-mail (claimed, agreed, decided or captured), `{respondBy}` the customer's deadline (Paris time), `{excess}` what
 * the deposit could not cover, `{message}` the customer's or the administrator's words.
 */
export interface ClaimTexts {
  opened: { subject: string; title: string; intro: string; action: string; description: string };
  accepted: { subject: string; title: string; intro: string };
  contested: { subject: string; title: string; intro: string; customerSaid: string };
  decided: { subject: string; title: string; intro: string; note: string };
  settled: { subject: string; title: string; intro: string; excess: string };
  amount: string;
  respondBy: string;
  viewClaim: string;
}

export const CLAIM_TEXTS: Readonly<Record<LanguageCode, ClaimTexts>> = {
  fr: {
    opened: {
      subject: 'Réclamation pour dommages : {car}',
      title: 'Le propriétaire signale des dommages',
      intro:
        'Le propriétaire de {car} signale des dommages constatés au retour et demande {amount} sur votre caution, photos et devis de réparation à l’appui.',
      action:
        'Acceptez ou contestez avant le {respondBy}, avec vos propres photos et un message si vous contestez. Sans réponse, un administrateur tranche.',
      description: 'Description du propriétaire : « {message} »',
    },
    accepted: {
      subject: 'Réclamation acceptée : {car}',
      title: 'Le client a accepté votre réclamation',
      intro:
        'Le client a accepté votre réclamation de {amount} : elle est prélevée sur la caution et vous sera versée avec votre versement.',
    },
    contested: {
      subject: 'Réclamation contestée : {car}',
      title: 'Le client conteste votre réclamation',
      intro:
        'Le client conteste votre réclamation de {amount}. Un administrateur va trancher au vu des éléments de la remise et du retour du véhicule.',
      customerSaid: 'Son message : « {message} »',
    },
    decided: {
      subject: 'Décision sur votre réclamation : {car}',
      title: 'Un administrateur a tranché',
      intro: 'Un administrateur a examiné votre réclamation : le client doit {amount}.',
      note: 'Motif : « {message} »',
    },
    settled: {
      subject: 'Réclamation réglée : {car}',
      title: 'Votre réclamation est réglée',
      intro:
        '{amount} a été prélevé sur la caution du client et vous sera versé avec votre versement, sans commission.',
      excess: '{excess} dépassait la caution : notre équipe se charge de le recouvrer auprès du client.',
    },
    amount: 'Montant',
    respondBy: 'Réponse attendue avant le',
    viewClaim: 'Voir la réclamation',
  },
  en: {
    opened: {
      subject: 'Damage claim: {car}',
      title: 'The owner reports damage',
      intro:
        'The owner of {car} reports damage found at the return and claims {amount} from your deposit, with photos and a repair estimate.',
      action:
        'Accept or contest before {respondBy}, with your own photos and a message if you contest. Without an answer, an administrator decides.',
      description: 'The owner’s description: “{message}”',
    },
    accepted: {
      subject: 'Claim accepted: {car}',
      title: 'The customer accepted your claim',
      intro:
        'The customer accepted your claim of {amount}: it is taken from the deposit and paid to you with your payout.',
    },
    contested: {
      subject: 'Claim contested: {car}',
      title: 'The customer contests your claim',
      intro:
        'The customer contests your claim of {amount}. An administrator will decide on the evidence of the handover and the return.',
      customerSaid: 'Their message: “{message}”',
    },
    decided: {
      subject: 'Decision on your claim: {car}',
      title: 'An administrator has decided',
      intro: 'An administrator has examined your claim: the customer owes {amount}.',
      note: 'Reason: “{message}”',
    },
    settled: {
      subject: 'Claim settled: {car}',
      title: 'Your claim is settled',
      intro:
        '{amount} was taken from the customer’s deposit and will be paid to you with your payout, without commission.',
      excess: '{excess} was more than the deposit: our team will recover it from the customer.',
    },
    amount: 'Amount',
    respondBy: 'Answer due before',
    viewClaim: 'View the claim',
  },
  es: {
    opened: {
      subject: 'Reclamación por daños: {car}',
      title: 'El propietario informa de daños',
      intro:
        'El propietario de {car} informa de daños constatados en la devolución y reclama {amount} de su fianza, con fotos y un presupuesto de reparación.',
      action:
        'Acepte o impugne antes del {respondBy}, con sus propias fotos y un mensaje si impugna. Sin respuesta, decide un administrador.',
      description: 'Descripción del propietario: «{message}»',
    },
    accepted: {
      subject: 'Reclamación aceptada: {car}',
      title: 'El cliente ha aceptado su reclamación',
      intro:
        'El cliente ha aceptado su reclamación de {amount}: se cobra de la fianza y se le abonará con su pago.',
    },
    contested: {
      subject: 'Reclamación impugnada: {car}',
      title: 'El cliente impugna su reclamación',
      intro:
        'El cliente impugna su reclamación de {amount}. Un administrador decidirá a la vista de las pruebas de la entrega y la devolución.',
      customerSaid: 'Su mensaje: «{message}»',
    },
    decided: {
      subject: 'Decisión sobre su reclamación: {car}',
      title: 'Un administrador ha decidido',
      intro: 'Un administrador ha examinado su reclamación: el cliente debe {amount}.',
      note: 'Motivo: «{message}»',
    },
    settled: {
      subject: 'Reclamación resuelta: {car}',
      title: 'Su reclamación está resuelta',
      intro: 'Se han cobrado {amount} de la fianza del cliente y se le abonarán con su pago, sin comisión.',
      excess: '{excess} superaba la fianza: nuestro equipo se encarga de recuperarlo del cliente.',
    },
    amount: 'Importe',
    respondBy: 'Respuesta antes del',
    viewClaim: 'Ver la reclamación',
  },
  de: {
    opened: {
      subject: 'Schadensforderung: {car}',
      title: 'Der Vermieter meldet Schäden',
      intro:
        'Der Vermieter von {car} meldet bei der Rückgabe festgestellte Schäden und fordert {amount} aus Ihrer Kaution, belegt durch Fotos und einen Kostenvoranschlag.',
      action:
        'Akzeptieren oder bestreiten Sie die Forderung vor dem {respondBy}, mit eigenen Fotos und einer Nachricht, wenn Sie sie bestreiten. Ohne Antwort entscheidet ein Administrator.',
      description: 'Beschreibung des Vermieters: „{message}“',
    },
    accepted: {
      subject: 'Forderung akzeptiert: {car}',
      title: 'Der Kunde hat Ihre Forderung akzeptiert',
      intro:
        'Der Kunde hat Ihre Forderung über {amount} akzeptiert: Sie wird aus der Kaution eingezogen und mit Ihrer Auszahlung überwiesen.',
    },
    contested: {
      subject: 'Forderung bestritten: {car}',
      title: 'Der Kunde bestreitet Ihre Forderung',
      intro:
        'Der Kunde bestreitet Ihre Forderung über {amount}. Ein Administrator entscheidet anhand der Nachweise von Übergabe und Rückgabe.',
      customerSaid: 'Seine Nachricht: „{message}“',
    },
    decided: {
      subject: 'Entscheidung über Ihre Forderung: {car}',
      title: 'Ein Administrator hat entschieden',
      intro: 'Ein Administrator hat Ihre Forderung geprüft: Der Kunde schuldet {amount}.',
      note: 'Begründung: „{message}“',
    },
    settled: {
      subject: 'Forderung beglichen: {car}',
      title: 'Ihre Forderung ist beglichen',
      intro:
        '{amount} wurden aus der Kaution des Kunden eingezogen und werden Ihnen mit Ihrer Auszahlung ohne Provision überwiesen.',
      excess: '{excess} überstiegen die Kaution: Unser Team treibt diesen Betrag beim Kunden ein.',
    },
    amount: 'Betrag',
    respondBy: 'Antwort fällig vor dem',
    viewClaim: 'Forderung ansehen',
  },
};
