import type { ContactValues } from './validateContact.ts';

/** The longest car name a link may put into the form (a brand and a model). */
const MAX_CAR_NAME = 80;

/** Where the car page's "contact us about availability" leads: the form, with the car named. */
export const contactAboutCarPath = (carName: string) => `/contact?${new URLSearchParams({ car: carName })}`;

/** The form's first values: a car named in the address makes it a reservation question about that car. */
export function contactInitialValues(
  empty: ContactValues,
  carParam: string | null,
  aboutCar: (carName: string) => string,
): ContactValues {
  const carName = carParam?.trim().slice(0, MAX_CAR_NAME);
  return carName ? { ...empty, subject: 'reservation', message: aboutCar(carName) } : empty;
}
