import { describe, expect, it } from 'vitest';
import { apiMessage } from './api-messages.ts';

describe('the API’s words with the numbers of the answer', () => {
  it('fills a placeholder from the details, in the client’s language', () => {
    expect(
      apiMessage('driver_too_young', 'de-DE,de;q=0.9', { field: 'body.driver.dateOfBirth', minAge: 25 }),
    ).toBe('Dieses Fahrzeug verlangt einen Fahrer, der am Abholtag mindestens 25 Jahre alt ist.');
    expect(apiMessage('driver_licence_too_recent', undefined, { minLicenceYears: 3 })).toBe(
      'Ce véhicule exige un permis obtenu depuis au moins 3 ans le jour de la prise en charge.',
    );
  });

  it('leaves a placeholder the details do not give, and a message without one, as they are', () => {
    expect(apiMessage('driver_too_young', 'en', { minAge: { nested: true } })).toBe(
      'This car requires a driver aged at least {minAge} on the pick-up date.',
    );
    expect(apiMessage('driver_too_young', 'en', [{ field: 'body.driver' }])).toContain('{minAge}');
    expect(apiMessage('car_unavailable', 'en', { minAge: 25 })).toBe(apiMessage('car_unavailable', 'en'));
  });
});
