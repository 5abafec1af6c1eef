import {
  HANDOVER_ANGLE_WORDS,
  type HandoverAngle,
  type HandoverParty,
  type HandoverPhase,
  type LanguageCode,
} from '@grandtour/shared';

/**
 * The handover report's PDF and its e-mail (issue 23, decision 87). `{car}` the car's name, `{reference}` the
 * booking's reference, `{date}` an instant in Paris time, `{km}` kilometres, `{percent}` fuel or charge.
 */
export interface HandoverReportTexts {
  title: Record<HandoverPhase, string>;
  phase: Record<HandoverPhase, string>;
  reference: string;
  car: string;
  party: Record<HandoverParty, string>;
  phaseLabel: string;
  sealedAt: string;
  seal: string;
  readings: string;
  odometer: string;
  fuel: string;
  extras: string;
  drivenKm: string;
  includedKm: string;
  unlimited: string;
  extraKm: string;
  refuel: string;
  noRefuel: string;
  late: string;
  total: string;
  damages: string;
  noDamage: string;
  photos: string;
  angles: Record<HandoverAngle, string>;
  damagePhoto: string;
  missingPhoto: string;
  signatures: string;
  signedOn: string;
  /** The file's name before `-{reference}-{phase}.pdf`. */
  filename: string;
  email: { subject: string; intro: string; attached: string; view: string };
}

export const HANDOVER_REPORT_TEXTS: Readonly<Record<LanguageCode, HandoverReportTexts>> = {
  fr: {
    title: { pickup: 'État des lieux de départ', return: 'État des lieux de retour' },
    phase: { pickup: 'départ', return: 'retour' },
    reference: 'Réservation',
    car: 'Véhicule',
    party: { customer: 'Client', owner: 'Propriétaire' },
    phaseLabel: 'Phase',
    sealedAt: 'Scellé le',
    seal: 'Sceau (SHA-256)',
    readings: 'Relevés',
    odometer: 'Kilométrage',
    fuel: 'Carburant ou charge',
    extras: 'Suppléments du retour',
    drivenKm: 'Kilomètres parcourus',
    includedKm: 'Kilomètres inclus',
    unlimited: 'illimités',
    extraKm: 'Kilomètres supplémentaires ({km} km)',
    refuel: 'Plein à refaire',
    noRefuel: 'Niveau rendu',
    late: 'Retard ({hours} h entamées)',
    total: 'Total des suppléments',
    damages: 'Dommages notés',
    noDamage: 'Aucun dommage noté.',
    photos: 'Photos',
    angles: HANDOVER_ANGLE_WORDS.fr,
    damagePhoto: 'Dommage',
    missingPhoto: 'Photo absente',
    signatures: 'Signatures',
    signedOn: 'signé le {date}',
    filename: 'etat-des-lieux',
    email: {
      subject: 'État des lieux de {phase} — {car} — {reference}',
      intro: 'L’état des lieux de {phase} de {car} a été signé par les deux parties et scellé le {date}.',
      attached:
        'Vous le trouverez en pièce jointe au format PDF : relevés, photos, dommages notés et signatures. Conservez-le.',
      view: 'Voir la réservation',
    },
  },
  en: {
    title: { pickup: 'Pickup condition report', return: 'Return condition report' },
    phase: { pickup: 'pickup', return: 'return' },
    reference: 'Booking',
    car: 'Car',
    party: { customer: 'Customer', owner: 'Owner' },
    phaseLabel: 'Phase',
    sealedAt: 'Sealed on',
    seal: 'Seal (SHA-256)',
    readings: 'Readings',
    odometer: 'Odometer',
    fuel: 'Fuel or charge',
    extras: 'Return extras',
    drivenKm: 'Kilometres driven',
    includedKm: 'Kilometres included',
    unlimited: 'unlimited',
    extraKm: 'Extra kilometres ({km} km)',
    refuel: 'Refuel',
    noRefuel: 'Level returned',
    late: 'Late return ({hours} h started)',
    total: 'Total extras',
    damages: 'Damage noted',
    noDamage: 'No damage noted.',
    photos: 'Photos',
    angles: HANDOVER_ANGLE_WORDS.en,
    damagePhoto: 'Damage',
    missingPhoto: 'No photo',
    signatures: 'Signatures',
    signedOn: 'signed on {date}',
    filename: 'condition-report',
    email: {
      subject: '{Phase} condition report — {car} — {reference}',
      intro: 'The {phase} condition report of the {car} was signed by both parties and sealed on {date}.',
      attached: 'It is attached as a PDF: readings, photos, damage noted and signatures. Please keep it.',
      view: 'View the booking',
    },
  },
  es: {
    title: { pickup: 'Acta de estado de entrega', return: 'Acta de estado de devolución' },
    phase: { pickup: 'entrega', return: 'devolución' },
    reference: 'Reserva',
    car: 'Vehículo',
    party: { customer: 'Cliente', owner: 'Propietario' },
    phaseLabel: 'Fase',
    sealedAt: 'Sellada el',
    seal: 'Sello (SHA-256)',
    readings: 'Lecturas',
    odometer: 'Kilometraje',
    fuel: 'Combustible o carga',
    extras: 'Suplementos de la devolución',
    drivenKm: 'Kilómetros recorridos',
    includedKm: 'Kilómetros incluidos',
    unlimited: 'ilimitados',
    extraKm: 'Kilómetros adicionales ({km} km)',
    refuel: 'Repostaje',
    noRefuel: 'Nivel devuelto',
    late: 'Retraso ({hours} h empezadas)',
    total: 'Total de suplementos',
    damages: 'Daños anotados',
    noDamage: 'Ningún daño anotado.',
    photos: 'Fotos',
    angles: HANDOVER_ANGLE_WORDS.es,
    damagePhoto: 'Daño',
    missingPhoto: 'Sin foto',
    signatures: 'Firmas',
    signedOn: 'firmado el {date}',
    filename: 'acta-de-estado',
    email: {
      subject: 'Acta de estado de {phase} — {car} — {reference}',
      intro: 'El acta de estado de {phase} del {car} fue firmada por ambas partes y sellada el {date}.',
      attached: 'La encontrará adjunta en PDF: lecturas, fotos, daños anotados y firmas. Consérvela.',
      view: 'Ver la reserva',
    },
  },
  de: {
    title: { pickup: 'Übergabeprotokoll', return: 'Rückgabeprotokoll' },
    phase: { pickup: 'Übergabe', return: 'Rückgabe' },
    reference: 'Buchung',
    car: 'Fahrzeug',
    party: { customer: 'Kunde', owner: 'Eigentümer' },
    phaseLabel: 'Phase',
    sealedAt: 'Versiegelt am',
    seal: 'Siegel (SHA-256)',
    readings: 'Werte',
    odometer: 'Kilometerstand',
    fuel: 'Tankfüllung oder Ladung',
    extras: 'Zuschläge der Rückgabe',
    drivenKm: 'Gefahrene Kilometer',
    includedKm: 'Inklusive Kilometer',
    unlimited: 'unbegrenzt',
    extraKm: 'Mehrkilometer ({km} km)',
    refuel: 'Betankung',
    noRefuel: 'Füllstand bei Rückgabe',
    late: 'Verspätung ({hours} angefangene Std.)',
    total: 'Zuschläge gesamt',
    damages: 'Vermerkte Schäden',
    noDamage: 'Kein Schaden vermerkt.',
    photos: 'Fotos',
    angles: HANDOVER_ANGLE_WORDS.de,
    damagePhoto: 'Schaden',
    missingPhoto: 'Kein Foto',
    signatures: 'Unterschriften',
    signedOn: 'unterschrieben am {date}',
    filename: 'protokoll',
    email: {
      subject: '{Phase}protokoll — {car} — {reference}',
      intro:
        'Das {Phase}protokoll des {car} wurde von beiden Parteien unterschrieben und am {date} versiegelt.',
      attached:
        'Sie finden es als PDF im Anhang: Werte, Fotos, vermerkte Schäden und Unterschriften. Bitte bewahren Sie es auf.',
      view: 'Buchung ansehen',
    },
  },
};
