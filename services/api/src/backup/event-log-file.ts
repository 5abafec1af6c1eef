import type { AppendedEvent } from '@grandtour/event-store';

/**
 * The portable log (decision 103): NDJSON, one object a line. A header, every event in log order, the data subjects'
 * wrapped keys, then a trailer that counts them, so a file cut short is refused rather than half imported.
 * Personal fields stay sealed as the log holds them; the keys stay wrapped by PERSONAL_DATA_KEY, which is not in it.
 */
export const LOG_FILE_FORMAT = 'grandtour-event-log';
export const LOG_FILE_VERSION = 1;

export interface LogFileHeader {
  format: typeof LOG_FILE_FORMAT;
  version: typeof LOG_FILE_VERSION;
  exportedAt: string;
  /** postgresql · kurrentdb: where the events came from. */
  source: string;
}

export interface LogFileEvent {
  id: string;
  stream: string;
  /** 1 for the first event of its stream. */
  position: number;
  type: string;
  data: object;
}

/** A row of `personal_data_keys`, the key wrapped as it is stored (base64), or null once erased. */
export interface LogFileKey {
  subject: string;
  wrappedKey: string | null;
  createdAt: string;
  erasedAt: string | null;
  mergedInto: string | null;
}

export type LogFileLine =
  | { header: LogFileHeader }
  | { event: LogFileEvent }
  | { key: LogFileKey }
  | { end: { events: number; keys: number } };

export class LogFileError extends Error {
  constructor(line: number, message: string) {
    super(`Line ${line}: ${message}`);
    this.name = 'LogFileError';
  }
}

export const toAppendedEvent = (event: LogFileEvent): AppendedEvent => ({
  eventId: event.id,
  type: event.type,
  data: event.data,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One line read back, its shape checked: an import never appends something it does not understand. */
export function parseLogFileLine(text: string, line: number): LogFileLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new LogFileError(line, 'not JSON');
  }
  if (!isObject(value)) throw new LogFileError(line, 'not an object');
  if (isObject(value.header)) {
    if (value.header.format !== LOG_FILE_FORMAT || value.header.version !== LOG_FILE_VERSION)
      throw new LogFileError(line, `not a ${LOG_FILE_FORMAT} file of version ${LOG_FILE_VERSION}`);
    return value as { header: LogFileHeader };
  }
  if (isObject(value.event)) {
    const { id, stream, position, type, data } = value.event;
    if (
      typeof id !== 'string' ||
      typeof stream !== 'string' ||
      typeof type !== 'string' ||
      !Number.isInteger(position) ||
      (position as number) < 1 ||
      !isObject(data)
    )
      throw new LogFileError(line, 'an event needs id, stream, position (from 1), type and data');
    return value as { event: LogFileEvent };
  }
  if (isObject(value.key)) {
    if (typeof value.key.subject !== 'string') throw new LogFileError(line, 'a key needs its subject');
    return value as { key: LogFileKey };
  }
  if (isObject(value.end)) return value as { end: { events: number; keys: number } };
  throw new LogFileError(line, 'neither header, event, key nor end');
}
