/** The main driver on the back office's booking (issue 22); French is the reference. */
export const bookingDriverFr = {
  app: {
    bookingDriver: {
      title: 'Conducteur principal',
      none: 'Non demandé : réservation faite avant que le conducteur soit demandé.',
      age: 'Âge le jour de la prise en charge : %{age} ans (né(e) le %{date})',
      licence: 'Permis n° %{number}, délivré par : %{country}',
      validity: 'Délivré le %{issued}, valable jusqu’au %{expires}',
      licenceYears: 'Permis depuis %{years} ans le jour de la prise en charge',
      column: 'Conducteur',
      verified: 'Vérifié',
      unverified: 'Non vérifié',
    },
  },
};
