import { describe, expect, it } from 'vitest';
import { escapeText, mergeDays, renderIcal } from './ical.ts';

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

  /** The feed's content lines, continuation lines joined back (RFC 5545 §3.1 unfolding). */
  const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
  const feedWith = (summary: string, description?: string) =>
    renderIcal(
      'x',
      [{ uid: 'u@grandtour', start: '2026-12-01', end: '2026-12-02', summary, description }],
      NOW,
    );

  it('writes every line break of a text as \\n: CRLF, LF, a bare CR, NEL and the Unicode separators', () => {
    expect(escapeText('a\r\nb\nc\rd\u0085e\u2028f\u2029g')).toBe('a\\nb\\nc\\nd\\ne\\nf\\ng');
    expect(escapeText('\r\r\n\n')).toBe('\\n\\n\\n');
    expect(escapeText('a\\nb')).toBe('a\\\\nb');
  });

  it('keeps a tab and drops every other control character, and mends half a surrogate pair', () => {
    expect(escapeText('a\tb\u0000c\u0007d\u000be\u000cf\u001bg\u007fh\u009bi')).toBe('a\tbcdefghi');
    expect(escapeText('x\ud800y\udc00z😀')).toBe('x\ufffdy\ufffdz😀');
  });

  it('lets no owner text start a line of its own: an injected event stays inside the description', () => {
    for (const breakWith of ['\r', '\n', '\r\n']) {
      const hostile = ['Congés', 'END:VEVENT', 'BEGIN:VEVENT', 'SUMMARY:Réservé', 'UID:forged'].join(
        breakWith,
      );
      const ics = feedWith(`Indisponible${breakWith}ATTENDEE:mailto:x@example.com`, hostile);
      // Only CRLF ends a line: no CR or LF stands anywhere else.
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const lines = unfolded(ics);
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith('UID:'))).toEqual(['UID:u@grandtour']);
      expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
      expect(lines).toContain('SUMMARY:Indisponible\\nATTENDEE:mailto:x@example.com');
      expect(lines).toContain(
        'DESCRIPTION:Congés\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Réservé\\nUID:forged',
      );
    }
    const named = renderIcal('Grand Tour · Ferrari\rMETHOD:CANCEL', [], NOW);
    expect(unfolded(named)).toContain('X-WR-CALNAME:Grand Tour · Ferrari\\nMETHOD:CANCEL');
    expect(unfolded(named).filter((line) => line.startsWith('METHOD:'))).toEqual(['METHOD:PUBLISH']);
  });

  it('folds long text of 2-, 3- and 4-byte characters at 75 octets, each line whole UTF-8', () => {
    const long = 'Révision 李小龍 مرحبا 🏎️🇫🇷, ; \r\n'.repeat(12);
    const ics = feedWith('Indisponible', long);
    for (const line of ics.split('\r\n')) {
      const bytes = Buffer.from(line);
      expect(bytes.length).toBeLessThanOrEqual(75);
      // A line cut inside a character would not survive a strict decoder.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(line);
    }
    expect(unfolded(ics)).toContain(`DESCRIPTION:${escapeText(long)}`);
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
