import { describe, expect, it } from 'vitest';
import { contactAboutCarPath, contactInitialValues } from './contactAboutCar.ts';
import { EMPTY_CONTACT } from './validateContact.ts';

const aboutCar = (car: string) => `About ${car}.`;

describe('the contact form opened about a car', () => {
  it('is a reservation question naming the car', () => {
    expect(contactInitialValues(EMPTY_CONTACT, ' Ferrari Roma ', aboutCar)).toEqual({
      ...EMPTY_CONTACT,
      subject: 'reservation',
      message: 'About Ferrari Roma.',
    });
  });

  it('stays empty without a car, and keeps a name from the address short', () => {
    expect(contactInitialValues(EMPTY_CONTACT, null, aboutCar)).toBe(EMPTY_CONTACT);
    expect(contactInitialValues(EMPTY_CONTACT, '   ', aboutCar)).toBe(EMPTY_CONTACT);
    expect(contactInitialValues(EMPTY_CONTACT, 'x'.repeat(500), aboutCar).message).toHaveLength(
      'About .'.length + 80,
    );
  });

  it('puts the car in the address, encoded', () => {
    expect(contactAboutCarPath('Aston Martin DB12 & co')).toBe('/contact?car=Aston+Martin+DB12+%26+co');
  });
});
