import { MAX_REQUIRED_DRIVER_AGE, MAX_REQUIRED_LICENCE_YEARS, MIN_DRIVER_AGE } from '@grandtour/shared';

const AGES = `${MIN_DRIVER_AGE}–${MAX_REQUIRED_DRIVER_AGE}`;
const YEARS = `0–${MAX_REQUIRED_LICENCE_YEARS}`;

/** Refusals of a car's driver requirements (issue 22), in the four languages of the site. */
export const DRIVER_REQUIREMENT_MESSAGES = {
  driver_requirements_invalid: {
    fr: `Conditions du conducteur invalides : l’âge minimum va de ${AGES} ans, l’ancienneté du permis de ${YEARS} ans (nombres entiers).`,
    en: `Invalid driver requirements: the minimum age ranges from ${AGES} years, the years of licence from ${YEARS} (whole numbers).`,
    es: `Requisitos del conductor no válidos: la edad mínima va de ${AGES} años y la antigüedad del permiso de ${YEARS} años (números enteros).`,
    de: `Ungültige Fahreranforderungen: Das Mindestalter liegt zwischen ${AGES} Jahren, der Führerscheinbesitz zwischen ${YEARS} Jahren (ganze Zahlen).`,
  },
} as const;
