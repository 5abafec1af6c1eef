/**
 * The API's words for a main driver the car refuses (issue 22), in the four languages. `{minAge}` and
 * `{minLicenceYears}` are filled from the answer's details: the message names what the car asks.
 */
export const DRIVER_MESSAGES = {
  driver_birth_date_invalid: {
    fr: 'La date de naissance du conducteur n’est pas possible : vérifiez-la.',
    en: 'The driver’s date of birth is not possible: please check it.',
    es: 'La fecha de nacimiento del conductor no es posible: compruébela.',
    de: 'Das Geburtsdatum des Fahrers ist nicht möglich: Bitte prüfen Sie es.',
  },
  driver_licence_dates_invalid: {
    fr: 'Les dates du permis ne sont pas possibles : la délivrance doit être passée, après vos 14 ans, et avant l’expiration.',
    en: 'The licence dates are not possible: the issue date must be in the past, after your 14th birthday, and before the expiry date.',
    es: 'Las fechas del permiso no son posibles: la expedición debe ser pasada, posterior a sus 14 años y anterior a la caducidad.',
    de: 'Die Daten des Führerscheins sind nicht möglich: Das Ausstellungsdatum muss in der Vergangenheit, nach Ihrem 14. Geburtstag und vor dem Ablaufdatum liegen.',
  },
  driver_too_young: {
    fr: 'Ce véhicule exige un conducteur d’au moins {minAge} ans le jour de la prise en charge.',
    en: 'This car requires a driver aged at least {minAge} on the pick-up date.',
    es: 'Este vehículo exige un conductor de al menos {minAge} años el día de la recogida.',
    de: 'Dieses Fahrzeug verlangt einen Fahrer, der am Abholtag mindestens {minAge} Jahre alt ist.',
  },
  driver_licence_too_recent: {
    fr: 'Ce véhicule exige un permis obtenu depuis au moins {minLicenceYears} ans le jour de la prise en charge.',
    en: 'This car requires a licence held for at least {minLicenceYears} years on the pick-up date.',
    es: 'Este vehículo exige un permiso con al menos {minLicenceYears} años de antigüedad el día de la recogida.',
    de: 'Dieses Fahrzeug verlangt einen Führerschein, der am Abholtag seit mindestens {minLicenceYears} Jahren besteht.',
  },
  driver_licence_expires_before_return: {
    fr: 'Le permis doit être valable jusqu’au jour du retour : il expire avant.',
    en: 'The licence must be valid until the return date: it expires before.',
    es: 'El permiso debe ser válido hasta el día de la devolución: caduca antes.',
    de: 'Der Führerschein muss bis zum Rückgabetag gültig sein: Er läuft vorher ab.',
  },
} as const;
