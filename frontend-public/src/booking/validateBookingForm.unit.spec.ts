import { describe, expect, it } from 'vitest';
import { EMPTY_BOOKING_FORM } from './bookingFormValues.ts';
import { quotableDates, validateBookingForm } from './validateBookingForm.ts';

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
