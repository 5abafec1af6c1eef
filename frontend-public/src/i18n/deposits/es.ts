import type { PaymentMethod } from '@grandtour/shared';
import type { DepositTexts } from './fr.ts';

const on = { card: 'en su tarjeta', paypal: 'en su cuenta PayPal' } satisfies Record<PaymentMethod, string>;

export const depositsEs: DepositTexts = {
  heading: 'Fianza',
  amount: 'Importe de la fianza',
  status: {
    scheduled: (amount, when, method) =>
      `Fianza de ${amount}: se bloqueará ${on[method]} el ${when}, sin cargo.`,
    scheduledSoon: (amount, method) =>
      `Fianza de ${amount}: se bloqueará ${on[method]} poco antes de la recogida, sin cargo.`,
    held: (amount, until, method) => `Fianza de ${amount} bloqueada ${on[method]} hasta el ${until}.`,
    heldNote:
      'No se cobra nada: la fianza se libera 48 h después de la devolución si no se declara ningún daño.',
    failed: (amount) => `No se ha podido bloquear la fianza de ${amount} en su tarjeta.`,
    failedReason: (message) => `Respuesta de su banco: «${message}»`,
    failedNote:
      'Su reserva sigue confirmada, pero el vehículo solo podrá entregársele una vez asegurada la fianza.',
    released: (amount, when) => `Fianza de ${amount} liberada el ${when}: no se le ha cobrado nada.`,
    captured: (captured, amount) =>
      `${captured} cobrados de la fianza de ${amount} por los cargos de devolución y los daños aceptados (detalle en el informe de entrega y los daños señalados); el resto se ha liberado.`,
    waived: (amount) => `El propietario ha renunciado a la fianza de ${amount}: no se bloqueará nada.`,
    not_required: 'Este alquiler no requiere fianza.',
  },
  heldAt: (when) => `Bloqueada el ${when}`,
  useAnotherCard: 'Usar otra tarjeta',
  page: {
    documentTitle: (reference) => `Fianza de la reserva ${reference} — Grand Tour`,
    back: 'Volver a la reserva',
    eyebrow: 'Fianza',
    title: 'Asegurar la fianza',
    intro: (amount, reference) =>
      `Autorice la fianza de ${amount} de la reserva ${reference} con otra tarjeta. El importe solo se bloquea; nunca se cobra salvo cargos de devolución o daño aceptado.`,
    submit: 'Autorizar la fianza',
    submitting: 'Autorizando…',
    preparing: 'Preparando el formulario seguro…',
    prepareError: 'No se ha podido preparar el formulario de tarjeta.',
    confirmError: 'Su banco aceptó la tarjeta, pero no hemos podido registrar la fianza. Inténtelo de nuevo.',
    retry: 'Reintentar',
    successTitle: 'Fianza asegurada',
    alreadyHeldTitle: 'Fianza ya asegurada',
    nothingToSecure: 'No hay ninguna fianza que asegurar para esta reserva.',
    viewBooking: 'Ver la reserva',
    orCard: 'O con otra tarjeta',
  },
};
