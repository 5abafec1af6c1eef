import { describe, expect, it } from 'vitest';
import { isPickable, pickDay } from './pickDates.ts';

const rules = {
  taken: new Set(['2027-03-10', '2027-03-11']),
  firstStart: '2027-03-02',
  lastStart: '2028-03-01',
};
const none = { startDate: '', endDate: '' };

describe('picking dates on the calendar', () => {
  it('never starts a rental on a taken day, before the first pickup or past the last', () => {
    expect(isPickable('2027-03-10', none, rules)).toBe(false);
    expect(isPickable('2027-03-01', none, rules)).toBe(false);
    expect(isPickable('2028-03-02', none, rules)).toBe(false);
    expect(pickDay('2027-03-10', none, rules)).toBeNull();
    expect(pickDay('2027-03-05', none, rules)).toEqual({ startDate: '2027-03-05', endDate: '' });
  });

  it('ends a rental on the first taken day at the latest (the car is back that morning), never across it', () => {
    const started = { startDate: '2027-03-05', endDate: '' };
    expect(pickDay('2027-03-10', started, rules)).toEqual({ startDate: '2027-03-05', endDate: '2027-03-10' });
    expect(isPickable('2027-03-11', started, rules)).toBe(false);
    // A later free day cannot end this rental: it starts a new one instead.
    expect(pickDay('2027-03-14', started, rules)).toEqual({ startDate: '2027-03-14', endDate: '' });
    expect(pickDay('2027-03-03', started, rules)).toEqual({ startDate: '2027-03-03', endDate: '' });
  });

  it('starts anew once both dates are chosen', () => {
    const chosen = { startDate: '2027-03-05', endDate: '2027-03-07' };
    expect(pickDay('2027-03-20', chosen, rules)).toEqual({ startDate: '2027-03-20', endDate: '' });
  });
});
