import type { LanguageCode } from '@grandtour/shared';

/** Why the platform cancelled a booking whose driver still stood refused a day before pickup (issue 22). */
export const DRIVER_REJECTED_TEXTS: Readonly<Record<LanguageCode, string>> = {
  fr: 'Vos documents de conducteur (permis et pièce d’identité) étaient encore refusés 24 heures avant la prise en charge : la réservation est annulée et vous êtes remboursé intégralement, sans frais.',
  en: 'Your driver’s documents (licence and ID) still stood refused 24 hours before pickup: the booking is cancelled and you are refunded in full, without any fee.',
  es: 'Sus documentos de conductor (permiso y documento de identidad) seguían rechazados 24 horas antes de la recogida: la reserva se cancela y se le reembolsa íntegramente, sin gastos.',
  de: 'Ihre Fahrerdokumente (Führerschein und Ausweis) waren 24 Stunden vor der Abholung noch abgelehnt: Die Buchung ist storniert und Sie erhalten den vollen Betrag ohne Gebühren zurück.',
};
