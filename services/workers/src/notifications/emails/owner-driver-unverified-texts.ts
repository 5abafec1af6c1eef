import type { LanguageCode } from '@grandtour/shared';

/**
 * The owner's notice, a day before pickup, that the booking's driver is still not verified (issue 22). `{car}` is
 * the car's name.
 */
export interface OwnerDriverUnverifiedTexts {
  subject: string;
  title: string;
  intro: string;
  action: string;
  link: string;
}

export const OWNER_DRIVER_UNVERIFIED_TEXTS: Readonly<Record<LanguageCode, OwnerDriverUnverifiedTexts>> = {
  fr: {
    subject: 'Conducteur non vérifié : {car}',
    title: 'Le conducteur n’est pas encore vérifié',
    intro:
      'La prise en charge de votre véhicule ({car}) a lieu dans moins de 24 heures et les documents du conducteur ne sont pas encore vérifiés.',
    action:
      'Vérifiez son permis et sa pièce d’identité dans la réservation avant de remettre le véhicule. Si vous refusez ses documents, la réservation est annulée et remboursée intégralement.',
    link: 'Voir la réservation',
  },
  en: {
    subject: 'Driver not verified: {car}',
    title: 'The driver is not verified yet',
    intro:
      'The pickup of your car ({car}) is less than 24 hours away and the driver’s documents are not verified yet.',
    action:
      'Check their licence and identity document in the booking before handing the car over. If you refuse their documents, the booking is cancelled and refunded in full.',
    link: 'View the booking',
  },
  es: {
    subject: 'Conductor no verificado: {car}',
    title: 'El conductor aún no está verificado',
    intro:
      'La recogida de su vehículo ({car}) es dentro de menos de 24 horas y los documentos del conductor aún no están verificados.',
    action:
      'Compruebe su permiso y su documento de identidad en la reserva antes de entregar el vehículo. Si rechaza sus documentos, la reserva se cancela y se reembolsa íntegramente.',
    link: 'Ver la reserva',
  },
  de: {
    subject: 'Fahrer nicht verifiziert: {car}',
    title: 'Der Fahrer ist noch nicht verifiziert',
    intro:
      'Die Abholung Ihres Fahrzeugs ({car}) ist in weniger als 24 Stunden, und die Dokumente des Fahrers sind noch nicht verifiziert.',
    action:
      'Prüfen Sie Führerschein und Ausweis in der Buchung, bevor Sie das Fahrzeug übergeben. Lehnen Sie die Dokumente ab, wird die Buchung storniert und vollständig erstattet.',
    link: 'Buchung ansehen',
  },
};
