import { MAX_INCLUDED_KM_PER_DAY, MAX_RETURN_FEE_CENTS } from '@grandtour/shared';

const KM = `1–${MAX_INCLUDED_KM_PER_DAY.toLocaleString('fr-FR')}`;
const FEE = (MAX_RETURN_FEE_CENTS / 100).toLocaleString('fr-FR');

/** Refusals of a car's return terms and of the readings its extras are computed from (issue 23), in four languages. */
export const RETURN_TERMS_MESSAGES = {
  return_terms_invalid: {
    fr: `Conditions de retour invalides : de ${KM} km inclus par jour (ou illimité), et des frais de 0 à ${FEE} € (nombres entiers de centimes).`,
    en: `Invalid return terms: ${KM} km included per day (or unlimited), and fees from 0 to €${FEE} (whole cents).`,
    es: `Condiciones de devolución no válidas: de ${KM} km incluidos por día (o ilimitados) y cargos de 0 a ${FEE} € (céntimos enteros).`,
    de: `Ungültige Rückgabebedingungen: ${KM} km pro Tag inklusive (oder unbegrenzt) und Gebühren von 0 bis ${FEE} € (ganze Cent).`,
  },
  odometer_went_back: {
    fr: 'Le compteur kilométrique au retour est inférieur à celui du départ : vérifiez les relevés.',
    en: 'The odometer at return reads less than at pickup: check the readings.',
    es: 'El cuentakilómetros en la devolución marca menos que en la recogida: compruebe las lecturas.',
    de: 'Der Kilometerstand bei der Rückgabe ist niedriger als bei der Abholung: Bitte prüfen Sie die Werte.',
  },
  return_reading_invalid: {
    fr: 'Relevé invalide : le kilométrage est un nombre entier de km et le carburant un pourcentage de 0 à 100.',
    en: 'Invalid reading: the odometer is a whole number of km and the fuel a percentage from 0 to 100.',
    es: 'Lectura no válida: el kilometraje es un número entero de km y el combustible un porcentaje de 0 a 100.',
    de: 'Ungültiger Wert: Der Kilometerstand ist eine ganze Zahl in km, der Tankstand ein Prozentwert von 0 bis 100.',
  },
} as const;
