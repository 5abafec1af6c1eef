import { describe, expect, it } from 'vitest';
import { EMPTY_BOOKING_FORM, type BookingFormValues } from './bookingFormValues.ts';
import { isDelivered, quotableDates, quotablePostcode, validateBookingForm } from './validateBookingForm.ts';

const calendar = {
  today: '2027-03-01',
  firstStart: '2027-03-02',
  taken: new Set(['2027-03-10', '2027-03-11']),
};
const dates = (startDate: string, endDate: string) => ({ ...EMPTY_BOOKING_FORM, startDate, endDate });

describe('the booking form’s dates against the car’s taken days', () => {
  it('flags a period over a taken day on the return field, and asks no price for it', () => {
    expect(validateBookingForm(dates('2027-03-08', '2027-03-12'), calendar).endDate).toBe('periodTaken');
    expect(validateBookingForm(dates('2027-03-10', '2027-03-10'), calendar).endDate).toBe('periodTaken');
    expect(quotableDates(dates('2027-03-08', '2027-03-12'), calendar)).toBeNull();
  });

  it('lets a rental end on the first taken day, or start on the day the car is back', () => {
    expect(validateBookingForm(dates('2027-03-05', '2027-03-10'), calendar).endDate).toBeUndefined();
    expect(validateBookingForm(dates('2027-03-12', '2027-03-14'), calendar).endDate).toBeUndefined();
    expect(quotableDates(dates('2027-03-05', '2027-03-10'), calendar)).toEqual({
      startDate: '2027-03-05',
      endDate: '2027-03-10',
    });
  });

  it('says nothing of taken days before the calendar has loaded', () => {
    const { taken: _taken, ...withoutAvailability } = calendar;
    expect(
      validateBookingForm(dates('2027-03-08', '2027-03-12'), withoutAvailability).endDate,
    ).toBeUndefined();
  });
});

const openCalendar = { today: '2027-03-01', firstStart: '2027-03-01' };
const filled: BookingFormValues = {
  ...EMPTY_BOOKING_FORM,
  startDate: '2027-03-10',
  endDate: '2027-03-12',
  pickupLocation: 'nice-station',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.com',
  phone: '6 12 34 56 78',
  acceptTerms: true,
};

describe('the booking form’s delivery address (decision 56)', () => {
  it('is not asked when the car is picked up and returned at its places', () => {
    expect(isDelivered(filled)).toBe(false);
    expect(validateBookingForm(filled, openCalendar)).toEqual({});
  });

  it('is asked when either leg is delivered, the return following the pickup', () => {
    expect(isDelivered({ pickupLocation: 'delivery', dropoffLocation: '' })).toBe(true);
    expect(isDelivered({ pickupLocation: 'car-address', dropoffLocation: 'delivery' })).toBe(true);
    expect(isDelivered({ pickupLocation: 'delivery', dropoffLocation: 'car-address' })).toBe(true);
    expect(validateBookingForm({ ...filled, pickupLocation: 'delivery' }, openCalendar)).toEqual({
      deliveryStreet: 'streetRequired',
      deliveryPostcode: 'postcodeInvalid',
      deliveryCity: 'cityRequired',
    });
  });

  it('wants a five-digit postcode, and quotes with it only then', () => {
    const delivered = {
      ...filled,
      pickupLocation: 'delivery' as const,
      deliveryStreet: '8 rue de France',
      deliveryPostcode: '0600',
      deliveryCity: 'Nice',
    };
    expect(validateBookingForm(delivered, openCalendar)).toEqual({ deliveryPostcode: 'postcodeInvalid' });
    expect(quotablePostcode(delivered)).toBeNull();
    expect(validateBookingForm({ ...delivered, deliveryPostcode: '06000' }, openCalendar)).toEqual({});
    expect(quotablePostcode({ ...delivered, deliveryPostcode: ' 06000 ' })).toBe('06000');
    expect(quotablePostcode({ ...filled, deliveryPostcode: '06000' })).toBeNull();
  });
});
