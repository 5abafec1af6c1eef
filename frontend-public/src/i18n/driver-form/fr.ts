/** The booking form's main driver and the driver on a booking's page (issue 22). French is the reference. */
export const driverFormFr = {
  legend: 'Conducteur principal',
  intro: 'La personne qui prendra le volant, telle qu’elle figure sur son permis de conduire.',
  /** What the car asks, said before the fields. */
  asks: (minAge: number, minLicenceYears: number) =>
    `Ce véhicule exige un conducteur d’au moins ${minAge} ans, titulaire du permis depuis au moins ${minLicenceYears} ans.`,
  dateOfBirth: 'Date de naissance',
  licenceCountry: 'Pays de délivrance du permis',
  licenceNumber: 'Numéro du permis',
  licenceIssuedOn: 'Date de délivrance',
  licenceExpiresOn: 'Date d’expiration',
  problems: {
    dateOfBirthRequired: 'Indiquez la date de naissance du conducteur.',
    licenceCountryRequired: 'Choisissez le pays qui a délivré le permis.',
    licenceNumberInvalid: 'Indiquez le numéro imprimé sur le permis (lettres et chiffres).',
    licenceIssuedOnRequired: 'Indiquez la date de délivrance du permis.',
    licenceExpiresOnRequired: 'Indiquez la date d’expiration du permis.',
  },
  /** The same words as the API's (services/api/src/messages/driver-messages.ts). */
  refusals: {
    driver_birth_date_invalid: () => 'La date de naissance du conducteur n’est pas possible : vérifiez-la.',
    driver_licence_dates_invalid: () =>
      'Les dates du permis ne sont pas possibles : la délivrance doit être passée, après vos 14 ans, et avant l’expiration.',
    driver_too_young: (minAge: number) =>
      `Ce véhicule exige un conducteur d’au moins ${minAge} ans le jour de la prise en charge.`,
    driver_licence_too_recent: (minLicenceYears: number) =>
      `Ce véhicule exige un permis obtenu depuis au moins ${minLicenceYears} ans le jour de la prise en charge.`,
    driver_licence_expires_before_return: () =>
      'Le permis doit être valable jusqu’au jour du retour : il expire avant.',
  },
  /** The driver on the booking's page. */
  shownHeading: 'Conducteur principal',
  licence: (country: string, number: string) => `Permis ${number} (${country})`,
  validity: (issued: string, expires: string) => `Délivré le ${issued}, valable jusqu’au ${expires}`,
  bornOn: (date: string) => `Né(e) le ${date}`,
};

export type DriverFormTexts = typeof driverFormFr;
