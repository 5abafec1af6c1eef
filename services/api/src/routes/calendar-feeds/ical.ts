import { addDays, type LanguageCode } from '@grandtour/shared';

export interface IcalPeriod {
  uid: string;
  start: string;
  /** Exclusive, as iCal's all-day DTEND. */
  end: string;
  summary: string;
  description?: string | null;
  tentative?: boolean;
}

interface CalendarTexts {
  booked: string;
  held: string;
  blocked: string;
  reasons: Record<string, string>;
}

const CALENDAR_TEXTS: Record<LanguageCode, CalendarTexts> = {
  fr: {
    booked: 'Réservé',
    held: 'Réservation en attente de paiement',
    blocked: 'Indisponible',
    reasons: {
      maintenance: 'Entretien / Maintenance',
      personal: 'Usage personnel',
      event: 'Événement spécial',
      inspection: 'Contrôle technique',
      repair: 'Réparation',
      holiday: 'Congés',
    },
  },
  en: {
    booked: 'Booked',
    held: 'Booking awaiting payment',
    blocked: 'Unavailable',
    reasons: {
      maintenance: 'Maintenance',
      personal: 'Personal use',
      event: 'Special event',
      inspection: 'Technical inspection',
      repair: 'Repair',
      holiday: 'Holidays',
    },
  },
  es: {
    booked: 'Reservado',
    held: 'Reserva pendiente de pago',
    blocked: 'No disponible',
    reasons: {
      maintenance: 'Mantenimiento',
      personal: 'Uso personal',
      event: 'Evento especial',
      inspection: 'Inspección técnica',
      repair: 'Reparación',
      holiday: 'Vacaciones',
    },
  },
  de: {
    booked: 'Gebucht',
    held: 'Buchung wartet auf Zahlung',
    blocked: 'Nicht verfügbar',
    reasons: {
      maintenance: 'Wartung',
      personal: 'Private Nutzung',
      event: 'Besonderes Ereignis',
      inspection: 'Technische Prüfung',
      repair: 'Reparatur',
      holiday: 'Urlaub',
    },
  },
};
export const calendarTexts = (language: LanguageCode) => CALENDAR_TEXTS[language];

/** Any line break a person or a program may have typed: CRLF, LF, a bare CR, NEL and the Unicode separators. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** RFC 5545 §3.3.11: TEXT holds no control character but HTAB (C1 controls too: invisible, and read as breaks by some). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;
/** Half a surrogate pair has no UTF-8 form: it becomes U+FFFD, as an encoder would write it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break as `\n`, other controls
 * dropped, so that nothing an owner types can end the property and start another.
 */
export const escapeText = (text: string) =>
  text
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAK, '\\n')
    .replace(CONTROL, '');

const icalDate = (date: string) => date.replaceAll('-', '');
const icalInstant = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space (never inside a character). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Consecutive blocked days with the same label become one all-day event. */
export function mergeDays<Day extends { date: string; key: string }>(days: Day[]): (Day & { end: string })[] {
  const merged: (Day & { end: string })[] = [];
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const last = merged.at(-1);
    if (last && last.end === day.date && last.key === day.key) last.end = addDays(day.date, 1);
    else merged.push({ ...day, end: addDays(day.date, 1) });
  }
  return merged;
}

export function renderIcal(name: string, periods: IcalPeriod[], now: Date): string {
  const stamp = icalInstant(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Grand Tour//Owner calendar//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    ...periods.flatMap((period) => [
      'BEGIN:VEVENT',
      `UID:${period.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icalDate(period.start)}`,
      `DTEND;VALUE=DATE:${icalDate(period.end)}`,
      `SUMMARY:${escapeText(period.summary)}`,
      ...(period.description ? [`DESCRIPTION:${escapeText(period.description)}`] : []),
      `STATUS:${period.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
