import type { OwnerDepositTexts } from './fr.ts';

export const depositsEs: OwnerDepositTexts = {
  app: {
    deposit: {
      title: 'Fianza',
      amount: 'Importe: %{amount}',
      status: {
        scheduled: 'Se bloqueará el %{when}',
        scheduled_soon: 'Se bloqueará poco antes de la recogida',
        held: 'Bloqueada hasta el %{until}',
        failed: 'Rechazada por el banco del cliente',
        released: 'Liberada el %{when}',
        captured: '%{captured} cobrados',
        waived: 'Ha renunciado a la fianza',
        not_required: 'Sin fianza',
      },
      column: 'Fianza',
      notSecured: 'Fianza no asegurada',
      notSecuredFailed:
        'El banco del cliente ha rechazado la fianza: «%{message}». El cliente ha recibido un enlace para usar otra tarjeta.',
      notSecuredFailedNoMessage:
        'El banco del cliente ha rechazado la fianza. El cliente ha recibido un enlace para usar otra tarjeta.',
      notSecuredAtPickup: 'Ha llegado la hora de la recogida y la fianza sigue sin estar bloqueada.',
      waive: 'Renunciar a la fianza',
      waiveTitle: '¿Renunciar a la fianza de %{amount}?',
      waiveContent:
        'El vehículo podrá entregarse sin fianza: en caso de daño, no habrá nada bloqueado en la tarjeta del cliente. Esta decisión es definitiva.',
      waived: 'Ha renunciado a la fianza.',
      pickUp: 'Marcar como recogido',
      pickUpBlocked: 'Posible una vez bloqueada la fianza, o si renuncia a ella.',
      pickedUp: 'Vehículo marcado como recogido.',
      pickedUpAt: 'Recogido el %{when}',
    },
    timeline: {
      deposit_held: 'Fianza bloqueada',
      deposit_hold_failed: 'Fianza rechazada por el banco',
      deposit_released: 'Fianza liberada',
      deposit_captured: 'Fianza cobrada',
      return_extras: 'Cargos de devolución (kilómetros, combustible, retraso)',
      claim_excess_charged: 'Daños por encima de la fianza, cargados a la tarjeta',
      extras_charged: 'Cargos de devolución cargados a la tarjeta',
      deposit_waived: 'Fianza anulada',
      picked_up: 'Vehículo recogido',
      payout_scheduled: 'Pago programado',
      payout_sent: 'Pago enviado',
      payout_failed: 'Pago fallido',
      payout_cancelled: 'Pago cancelado',
    },
  },
};
