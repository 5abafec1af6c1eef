import type { RequestCardTexts } from './fr.ts';

export const requestCardEs: RequestCardTexts = {
  badge: 'Bajo solicitud',
  badgeLabel: 'Reserva bajo solicitud: el propietario acepta o rechaza en 24 h',
  acceptanceRate: (percent) => `Tasa de aceptación: ${percent}`,
  responseTime: {
    hour: 'Suele responder en menos de una hora',
    few_hours: 'Suele responder en unas horas',
    day: 'Suele responder en el día',
  },
};
