import type { OwnerRequestTexts } from './fr.ts';

export const requestsEs: OwnerRequestTexts = {
  app: {
    requests: {
      pendingTitle: 'Solicitudes pendientes',
      pendingIntro:
        'Acepte para cobrar la tarjeta del cliente y confirmar la reserva; rechace y no se cobra nada. Sin respuesta a tiempo, la solicitud caduca y las fechas quedan libres.',
      dates: '%{start} – %{end}',
      payout: 'Su pago: %{amount}',
      total: 'pagado por el cliente: %{amount}',
      seeBooking: 'Ver la reserva',
      accept: 'Aceptar',
      decline: 'Rechazar',
      accepted: 'Solicitud aceptada: la reserva está confirmada y el cliente cobrado.',
      declined:
        'Solicitud rechazada: no se ha cobrado nada, el cliente está avisado y las fechas quedan libres.',
      answeredAccepted: 'Solicitud de %{customer} aceptada: reserva confirmada (%{car}).',
      answeredDeclined: 'Solicitud de %{customer} rechazada: no se ha cobrado nada.',
      timeLeft: {
        hoursMinutes: 'Quedan %{hours} h %{minutes} min',
        underAnHour: 'Queda menos de una hora',
        overdue: 'Plazo vencido: la solicitud va a caducar',
      },
      declineTitle: '¿Rechazar la solicitud de %{customer}?',
      declineContent:
        'No se cobrará nada y las fechas quedarán libres. Puede explicar al cliente el motivo (opcional).',
      declineMessage: 'Mensaje al cliente (opcional)',
      declineCount: '%{count} / %{max} caracteres',
      cancel: 'Cancelar',
      confirmDecline: 'Rechazar la solicitud',
      panelTitle: 'Solicitud de reserva',
      respondBy: 'Aceptar antes del %{when}',
      status: {
        awaiting_payment: 'Esperando el pago del cliente',
        awaiting_owner: 'Esperando su respuesta',
        accepted: 'Aceptada',
        declined: 'Rechazada',
        expired: 'Caducada sin respuesta: las fechas quedaron libres',
        withdrawn: 'Retirada por el cliente antes de su respuesta',
      },
      respondedAt: 'Respondida el %{when}',
      yourMessage: 'Su mensaje al cliente: «%{message}»',
      chip: 'Solicitud',
    },
    timeline: {
      cancelledNothingCharged: 'Reserva cancelada: no se ha cobrado nada',
      payment_authorised: 'Pago autorizado: no se cobra nada antes de su respuesta',
      request_accepted: 'Solicitud aceptada',
      request_declined: 'Solicitud rechazada',
      request_expired: 'Solicitud caducada sin respuesta',
      authorisation_voided: 'Autorización de pago anulada: no se ha cobrado nada',
      reason: 'motivo: %{reason}',
    },
    cancellationReasons: {
      customer: 'cancelada por el cliente',
      hold_expired: 'pago no recibido a tiempo',
      schedule_conflict: 'fechas ya ocupadas',
      payment_after_cancellation: 'pago recibido tras la cancelación',
      driver_rejected: 'documentos del conductor rechazados',
      request_declined: 'solicitud rechazada',
      request_expired: 'solicitud caducada sin respuesta',
      authorisation_lapsed: 'autorización de pago caducada antes del cobro',
    },
    bookingMode: {
      legend: 'Modo de reserva',
      instant: 'Reserva inmediata',
      instantHelp: 'Los clientes reservan este vehículo al instante.',
      request: 'Bajo solicitud',
      requestHelp:
        'Tiene %{hours} h para aceptar cada solicitud; sin respuesta, caduca y las fechas quedan libres.',
      shownRequest: 'bajo solicitud',
    },
  },
};
