import { describe, expect, it } from 'vitest';
import { isChangeable, toPayloadDay, weekdayOf, windowDays } from './calendarModel.ts';

describe('the owner calendar model', () => {
  it('spans the 30 days from today, across a month end, with Sunday as 0', () => {
    const days = windowDays('2026-11-23');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-11-23');
    expect(days[8]).toBe('2026-12-01');
    expect(days.at(-1)).toBe('2026-12-22');
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });

  it('leaves an empty reason or notes out of the payload, and any reason for an available day', () => {
    expect(toPayloadDay({ date: '2026-12-01', isAvailable: false, reason: '', notes: '  ' })).toEqual({
      date: '2026-12-01',
      isAvailable: false,
    });
    expect(
      toPayloadDay({ date: '2026-12-01', isAvailable: false, reason: 'repair', notes: ' Pneus ' }),
    ).toEqual({
      date: '2026-12-01',
      isAvailable: false,
      reason: 'repair',
      notes: 'Pneus',
    });
    expect(toPayloadDay({ date: '2026-12-01', isAvailable: true, reason: 'repair', notes: '' })).toEqual({
      date: '2026-12-01',
      isAvailable: true,
    });
  });

  it('lets the owner change free and blocked days, never booked or held ones', () => {
    const day = (status: 'booked' | 'held' | 'blocked') => ({
      date: '2026-12-01',
      status,
      reason: null,
      notes: null,
      bookingId: null,
    });
    expect(isChangeable(undefined)).toBe(true);
    expect(isChangeable(day('blocked'))).toBe(true);
    expect(isChangeable(day('booked'))).toBe(false);
    expect(isChangeable(day('held'))).toBe(false);
  });
});
