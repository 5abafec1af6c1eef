import type { bookingDriverFr } from './fr.ts';

export const bookingDriverEs: typeof bookingDriverFr = {
  app: {
    bookingDriver: {
      title: 'Conductor principal',
      none: 'No solicitado: reserva hecha antes de que se pidiera el conductor.',
      age: 'Edad el día de la recogida: %{age} años (nacido/a el %{date})',
      licence: 'Permiso n.º %{number}, expedido por: %{country}',
      validity: 'Expedido el %{issued}, válido hasta el %{expires}',
      licenceYears: 'Permiso desde hace %{years} años el día de la recogida',
      column: 'Conductor',
      verified: 'Verificado',
      unverified: 'No verificado',
    },
  },
};
