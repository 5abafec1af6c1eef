import type { LanguageCode } from '@grandtour/shared';

/** The customer's e-mails about the car's deposit (decision 68). `{car}` is the car's name, `{until}` a date and time. */
export interface DepositTexts {
  held: { subject: string; title: string; intro: string; note: string; until: string };
  failed: {
    subject: string;
    title: string;
    intro: string;
    providerSaid: string;
    action: string;
    link: string;
  };
  released: { subject: string; title: string; intro: string; note: string };
  /** The owner's notice of a refused hold: the customer was asked for another card. */
  ownerFailed: { subject: string; title: string; intro: string; action: string; link: string };
  captured: { subject: string; title: string; intro: string; reason: string; note: string };
  amount: string;
  captured_amount: string;
}

export const DEPOSIT_TEXTS: Readonly<Record<LanguageCode, DepositTexts>> = {
  fr: {
    held: {
      subject: 'Caution bloquée : {car}',
      title: 'Caution bloquée sur votre carte',
      intro: 'La caution de votre location ({car}) est bloquée sur votre carte. Elle n’est pas débitée.',
      note: 'Elle sera libérée 48 heures après le retour du véhicule si aucun dommage n’est constaté.',
      until: 'Bloquée jusqu’au',
    },
    failed: {
      subject: 'Action requise : caution refusée pour {car}',
      title: 'Votre caution n’a pas pu être bloquée',
      intro: 'Nous n’avons pas pu bloquer la caution de votre location ({car}) sur votre carte.',
      providerSaid: 'Réponse de la banque',
      action:
        'Le véhicule ne peut pas vous être remis tant que la caution n’est pas garantie : utilisez une autre carte.',
      link: 'Utiliser une autre carte',
    },
    released: {
      subject: 'Caution libérée : {car}',
      title: 'Votre caution est libérée',
      intro: 'La caution de votre location ({car}) est libérée : rien n’a été débité.',
      note: 'Selon votre banque, le montant peut apparaître encore quelques jours sur votre relevé.',
    },
    captured: {
      subject: 'Caution prélevée : {car}',
      title: 'Une partie de votre caution a été prélevée',
      intro:
        'Pour les frais de retour ou un dommage accepté sur votre location ({car}), une partie de la caution a été prélevée.',
      reason: 'Motif',
      note: 'Le reste de la caution est libéré.',
    },
    ownerFailed: {
      subject: 'Caution non garantie : {car}',
      title: 'La caution n’a pas pu être bloquée',
      intro:
        'La banque du client a refusé de bloquer la caution de sa location ({car}). Nous lui avons demandé d’utiliser une autre carte.',
      action:
        'Ne remettez pas le véhicule tant que la caution n’est pas garantie, ou dispensez-en le client depuis la réservation.',
      link: 'Voir la réservation',
    },
    amount: 'Caution',
    captured_amount: 'Montant prélevé',
  },
  en: {
    held: {
      subject: 'Deposit held: {car}',
      title: 'Deposit held on your card',
      intro: 'The deposit for your rental ({car}) is held on your card. It is not charged.',
      note: 'It will be released 48 hours after the car is returned if no damage is found.',
      until: 'Held until',
    },
    failed: {
      subject: 'Action needed: deposit refused for {car}',
      title: 'Your deposit could not be held',
      intro: 'We could not hold the deposit for your rental ({car}) on your card.',
      providerSaid: 'Your bank’s answer',
      action: 'The car cannot be handed over until the deposit is secured: please use another card.',
      link: 'Use another card',
    },
    released: {
      subject: 'Deposit released: {car}',
      title: 'Your deposit is released',
      intro: 'The deposit for your rental ({car}) is released: nothing was charged.',
      note: 'Depending on your bank, the amount may still show on your statement for a few days.',
    },
    captured: {
      subject: 'Deposit captured: {car}',
      title: 'Part of your deposit was captured',
      intro:
        'For the return’s extras or accepted damage on your rental ({car}), part of the deposit was captured.',
      reason: 'Reason',
      note: 'The rest of the deposit is released.',
    },
    ownerFailed: {
      subject: 'Deposit not secured: {car}',
      title: 'The deposit could not be held',
      intro:
        'The customer’s bank refused to hold the deposit for their rental ({car}). We have asked them to use another card.',
      action:
        'Do not hand the car over until the deposit is secured, or waive it for the customer from the booking.',
      link: 'View the booking',
    },
    amount: 'Deposit',
    captured_amount: 'Amount captured',
  },
  es: {
    held: {
      subject: 'Fianza retenida: {car}',
      title: 'Fianza retenida en su tarjeta',
      intro: 'La fianza de su alquiler ({car}) está retenida en su tarjeta. No se ha cobrado.',
      note: 'Se liberará 48 horas después de la devolución del vehículo si no se detecta ningún daño.',
      until: 'Retenida hasta el',
    },
    failed: {
      subject: 'Acción necesaria: fianza rechazada para {car}',
      title: 'No se pudo retener su fianza',
      intro: 'No hemos podido retener la fianza de su alquiler ({car}) en su tarjeta.',
      providerSaid: 'Respuesta de su banco',
      action:
        'No se le puede entregar el vehículo hasta que la fianza esté garantizada: utilice otra tarjeta.',
      link: 'Usar otra tarjeta',
    },
    released: {
      subject: 'Fianza liberada: {car}',
      title: 'Su fianza está liberada',
      intro: 'La fianza de su alquiler ({car}) está liberada: no se ha cobrado nada.',
      note: 'Según su banco, el importe puede seguir apareciendo unos días en su extracto.',
    },
    captured: {
      subject: 'Fianza cobrada: {car}',
      title: 'Se ha cobrado parte de su fianza',
      intro:
        'Por los cargos de devolución o un daño aceptado en su alquiler ({car}), se ha cobrado parte de la fianza.',
      reason: 'Motivo',
      note: 'El resto de la fianza queda liberado.',
    },
    ownerFailed: {
      subject: 'Fianza no garantizada: {car}',
      title: 'No se ha podido bloquear la fianza',
      intro:
        'El banco del cliente ha rechazado bloquear la fianza de su alquiler ({car}). Le hemos pedido que use otra tarjeta.',
      action:
        'No entregue el vehículo hasta que la fianza esté garantizada, o exima de ella al cliente desde la reserva.',
      link: 'Ver la reserva',
    },
    amount: 'Fianza',
    captured_amount: 'Importe cobrado',
  },
  de: {
    held: {
      subject: 'Kaution reserviert: {car}',
      title: 'Kaution auf Ihrer Karte reserviert',
      intro: 'Die Kaution für Ihre Miete ({car}) ist auf Ihrer Karte reserviert. Sie wird nicht abgebucht.',
      note: 'Sie wird 48 Stunden nach der Rückgabe des Fahrzeugs freigegeben, wenn kein Schaden festgestellt wird.',
      until: 'Reserviert bis',
    },
    failed: {
      subject: 'Handlung erforderlich: Kaution für {car} abgelehnt',
      title: 'Ihre Kaution konnte nicht reserviert werden',
      intro: 'Wir konnten die Kaution für Ihre Miete ({car}) nicht auf Ihrer Karte reservieren.',
      providerSaid: 'Antwort Ihrer Bank',
      action:
        'Das Fahrzeug kann erst übergeben werden, wenn die Kaution gesichert ist: Bitte verwenden Sie eine andere Karte.',
      link: 'Andere Karte verwenden',
    },
    released: {
      subject: 'Kaution freigegeben: {car}',
      title: 'Ihre Kaution ist freigegeben',
      intro: 'Die Kaution für Ihre Miete ({car}) ist freigegeben: Es wurde nichts abgebucht.',
      note: 'Je nach Bank kann der Betrag noch einige Tage auf Ihrem Kontoauszug erscheinen.',
    },
    captured: {
      subject: 'Kaution eingezogen: {car}',
      title: 'Ein Teil Ihrer Kaution wurde eingezogen',
      intro:
        'Für Rückgabekosten oder einen anerkannten Schaden bei Ihrer Miete ({car}) wurde ein Teil der Kaution eingezogen.',
      reason: 'Grund',
      note: 'Der Rest der Kaution ist freigegeben.',
    },
    ownerFailed: {
      subject: 'Kaution nicht gesichert: {car}',
      title: 'Die Kaution konnte nicht blockiert werden',
      intro:
        'Die Bank des Kunden hat die Blockierung der Kaution für seine Miete ({car}) abgelehnt. Wir haben ihn gebeten, eine andere Karte zu verwenden.',
      action:
        'Übergeben Sie das Fahrzeug erst, wenn die Kaution gesichert ist, oder erlassen Sie sie dem Kunden in der Buchung.',
      link: 'Buchung ansehen',
    },
    amount: 'Kaution',
    captured_amount: 'Eingezogener Betrag',
  },
};
