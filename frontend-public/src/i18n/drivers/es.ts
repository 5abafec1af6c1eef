import type { DriverTexts } from './fr.ts';

export const driversEs: DriverTexts = {
  heading: 'Condiciones de alquiler',
  minAge: 'Edad mínima del conductor',
  years: (count) => `${count} años`,
  licence: 'Antigüedad del permiso',
  licenceYears: (count) =>
    count === 0 ? 'Permiso en vigor' : `${count} año${count > 1 ? 's' : ''} como mínimo`,
  booking: 'Reserva',
  bookingMode: { instant: 'Inmediata', request: 'Bajo solicitud, el propietario responde en 24 h' },
  documents:
    'El conductor principal presenta un permiso de conducir válido y un documento de identidad a su nombre.',
  badge: (count) => `${count} años mín.`,
  badgeLabel: (count) => `Edad mínima del conductor: ${count} años`,
};
