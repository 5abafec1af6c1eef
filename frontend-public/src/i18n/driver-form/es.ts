import type { DriverFormTexts } from './fr.ts';

export const driverFormEs: DriverFormTexts = {
  legend: 'Conductor principal',
  intro: 'La persona que conducirá, tal como figura en su permiso de conducir.',
  asks: (minAge, minLicenceYears) =>
    `Este vehículo exige un conductor de al menos ${minAge} años, con permiso desde hace al menos ${minLicenceYears} años.`,
  dateOfBirth: 'Fecha de nacimiento',
  licenceCountry: 'País de expedición del permiso',
  licenceNumber: 'Número del permiso',
  licenceIssuedOn: 'Fecha de expedición',
  licenceExpiresOn: 'Fecha de caducidad',
  problems: {
    dateOfBirthRequired: 'Indique la fecha de nacimiento del conductor.',
    licenceCountryRequired: 'Elija el país que expidió el permiso.',
    licenceNumberInvalid: 'Indique el número impreso en el permiso (letras y cifras).',
    licenceIssuedOnRequired: 'Indique la fecha de expedición del permiso.',
    licenceExpiresOnRequired: 'Indique la fecha de caducidad del permiso.',
  },
  refusals: {
    driver_birth_date_invalid: () => 'La fecha de nacimiento del conductor no es posible: compruébela.',
    driver_licence_dates_invalid: () =>
      'Las fechas del permiso no son posibles: la expedición debe ser pasada, posterior a sus 14 años y anterior a la caducidad.',
    driver_too_young: (minAge) =>
      `Este vehículo exige un conductor de al menos ${minAge} años el día de la recogida.`,
    driver_licence_too_recent: (minLicenceYears) =>
      `Este vehículo exige un permiso con al menos ${minLicenceYears} años de antigüedad el día de la recogida.`,
    driver_licence_expires_before_return: () =>
      'El permiso debe ser válido hasta el día de la devolución: caduca antes.',
  },
  shownHeading: 'Conductor principal',
  licence: (country, number) => `Permiso ${number} (${country})`,
  validity: (issued, expires) => `Expedido el ${issued}, válido hasta el ${expires}`,
  bornOn: (date) => `Nacido/a el ${date}`,
};
