import { describe, expect, it } from 'vitest';
import { mergeDays, renderIcal } from './ical.ts';

const NOW = new Date('2026-11-23T10:15:30.123Z');

describe('iCal rendering', () => {
  it('writes all-day events with CRLF lines, escaped text and a stamp', () => {
    const ics = renderIcal(
      'Grand Tour · Ferrari Roma',
      [
        {
          uid: 'a@grandtour',
          start: '2026-12-01',
          end: '2026-12-04',
          summary: 'Réservé',
          description: 'a, b; c\\d\ne',
        },
      ],
      NOW,
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Grand Tour//Owner calendar//FR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Grand Tour · Ferrari Roma',
      'X-WR-TIMEZONE:Europe/Paris',
      'BEGIN:VEVENT',
      'UID:a@grandtour',
      'DTSTAMP:20261123T101530Z',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261204',
      'SUMMARY:Réservé',
      'DESCRIPTION:a\\, b\\; c\\\\d\\ne',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds lines over 75 octets without cutting a character in two', () => {
    const long = 'é'.repeat(100);
    const ics = renderIcal(
      'x',
      [{ uid: 'u', start: '2026-12-01', end: '2026-12-02', summary: long, tentative: true }],
      NOW,
    );
    const lines = ics.split('\r\n');
    const start = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    const continuations = lines.slice(start + 1).findIndex((line) => !line.startsWith(' '));
    const folded = lines.slice(start, start + 1 + continuations);
    expect(folded.length).toBeGreaterThan(2);
    for (const line of folded) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${long}`,
    );
    expect(ics).toContain('STATUS:TENTATIVE');
  });

  it('merges consecutive days with the same label, not others', () => {
    const merged = mergeDays([
      { date: '2026-12-03', key: 'repair' },
      { date: '2026-12-01', key: 'repair' },
      { date: '2026-12-02', key: 'repair' },
      { date: '2026-12-04', key: 'holiday' },
      { date: '2026-12-06', key: 'holiday' },
    ]);
    expect(merged.map(({ date, end, key }) => [date, end, key])).toEqual([
      ['2026-12-01', '2026-12-04', 'repair'],
      ['2026-12-04', '2026-12-05', 'holiday'],
      ['2026-12-06', '2026-12-07', 'holiday'],
    ]);
  });
});
