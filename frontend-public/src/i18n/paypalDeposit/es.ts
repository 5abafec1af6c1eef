import type { PayPalDepositTexts } from './fr.ts';

export const paypalDepositEs: PayPalDepositTexts = {
  title: 'Fianza con PayPal',
  explanation: (amount) =>
    `Se retienen ${amount} en su cuenta de PayPal, sin cobrarlos: se liberan 48 horas después de la devolución si no se reclama nada.`,
  approve: 'Retener la fianza con PayPal',
  approving: 'Reteniendo…',
  demoBanner: 'Modo demo: no se usa ninguna cuenta de PayPal, la aprobación se simula aquí mismo.',
  held: (amount) => `Fianza de ${amount} retenida con PayPal.`,
  failed: 'PayPal no ha podido retener la fianza. Vuelva a intentarlo o elija una tarjeta.',
  unavailable: 'PayPal no está disponible en este momento. Vuelva a intentarlo en unos instantes.',
};
