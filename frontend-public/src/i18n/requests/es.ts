import type { RequestTexts } from './fr.ts';

export const requestsEs: RequestTexts = {
  mode: 'Reserva bajo solicitud',
  submit: 'Enviar la solicitud',
  submitting: 'Enviando la solicitud…',
  authorise: 'Autorizar el pago',
  authorising: 'Autorizando…',
  note: (hours) => `Solo se le cobrará si el propietario acepta. Dispone de ${hours} h para responder.`,
  sent: {
    documentTitle: 'Solicitud enviada — Grand Tour',
    title: 'Solicitud enviada',
    amountAuthorised: 'Importe autorizado',
    emailNotice: 'Recibirá un correo electrónico en cuanto el propietario haya respondido.',
    viewBooking: 'Seguir mi solicitud',
  },
  status: {
    awaiting_owner: 'Pendiente del propietario',
    declined: 'Rechazada',
    expired: 'Caducada',
    withdrawn: 'Retirada',
    lapsed: 'Cancelada',
  },
  awaiting: (date) => `Pendiente de la respuesta del propietario — respuesta a más tardar el ${date}`,
  awaitingSoon: 'Pendiente de la respuesta del propietario',
  declined: 'Solicitud rechazada por el propietario',
  declineMessage: 'Mensaje del propietario',
  expired: 'Solicitud caducada: el propietario no respondió a tiempo. No se le ha cobrado nada.',
  withdrawn:
    'Solicitud retirada: usted la canceló antes de la respuesta del propietario. No se le ha cobrado nada.',
  lapsed:
    'El propietario aceptó, pero la autorización de pago ya no era válida: la reserva se ha cancelado y no se le ha cobrado nada.',
  nothingCharged: 'No se le ha cobrado nada: la autorización de pago se ha liberado.',
  withdraw: 'Retirar la solicitud',
};
