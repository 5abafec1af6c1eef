import type { LanguageCode } from '@grandtour/shared';

/** The owner's notice that a booking of theirs is cancelled, in the four languages. `{car}` is the car's name. */
export interface OwnerCancelledTexts {
  subject: string;
  title: string;
  intro: string;
  datesFree: string;
  customer: string;
  feeShare: string;
}

export const OWNER_CANCELLED_TEXTS: Readonly<Record<LanguageCode, OwnerCancelledTexts>> = {
  fr: {
    subject: 'Réservation annulée : {car}',
    title: 'Réservation annulée',
    intro: 'Une réservation de votre véhicule est annulée : {car}.',
    datesFree: 'Les dates sont de nouveau disponibles à la location.',
    customer: 'Client',
    feeShare: 'Votre part des frais d’annulation',
  },
  en: {
    subject: 'Booking cancelled: {car}',
    title: 'Booking cancelled',
    intro: 'A booking of your car is cancelled: {car}.',
    datesFree: 'The dates are open for rental again.',
    customer: 'Customer',
    feeShare: 'Your share of the cancellation fee',
  },
  es: {
    subject: 'Reserva cancelada: {car}',
    title: 'Reserva cancelada',
    intro: 'Se ha cancelado una reserva de su vehículo: {car}.',
    datesFree: 'Las fechas vuelven a estar disponibles para alquilar.',
    customer: 'Cliente',
    feeShare: 'Su parte de los gastos de cancelación',
  },
  de: {
    subject: 'Buchung storniert: {car}',
    title: 'Buchung storniert',
    intro: 'Eine Buchung Ihres Fahrzeugs wurde storniert: {car}.',
    datesFree: 'Die Tage sind wieder für Vermietungen frei.',
    customer: 'Kunde',
    feeShare: 'Ihr Anteil an der Stornogebühr',
  },
};
