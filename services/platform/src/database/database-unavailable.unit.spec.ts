import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

/** An error as the pg driver builds it from the server's ErrorResponse (severity, SQLSTATE, message). */
function serverError(severity: 'ERROR' | 'FATAL' | 'PANIC', code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  return Object.assign(error, { severity, code });
}

describe('telling a database that cannot be reached from a query that went wrong', () => {
  it('answers yes for refused or cut connections, shutdowns and connection exceptions', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('wrapped', { cause: withCode('ECONNREFUSED') }),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('answers yes for every way a server refuses a connection, as pg reports it', () => {
    for (const error of [
      serverError('FATAL', '55000', 'database "grandtour" is not currently accepting connections'),
      serverError('FATAL', '53300', 'sorry, too many clients already'),
      serverError('FATAL', '53300', 'too many connections for database "grandtour"'),
      serverError('FATAL', '53300', 'too many connections for role "grandtour"'),
      serverError('FATAL', '57P01', 'terminating connection due to administrator command'),
      serverError('FATAL', '57P02', 'terminating connection due to crash of another server process'),
      serverError('FATAL', '57P03', 'the database system is not yet accepting connections'),
      serverError('FATAL', '57P04', 'database "grandtour" does not exist any more'),
      serverError('FATAL', '08P01', 'invalid frontend message type'),
      serverError('FATAL', '28000', 'role "grandtour" is not permitted to log in'),
      serverError('ERROR', '53200', 'out of memory'),
      serverError('ERROR', '53100', 'could not extend file: No space left on device'),
      serverError('ERROR', '08006', 'connection failure'),
      new Error('could not append', { cause: serverError('FATAL', '55000', 'not accepting connections') }),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('answers no for mistakes a retry would repeat', () => {
    for (const error of [
      withCode('42601', 'syntax error at or near "SELEC"'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'Connection terminated'),
      serverError('ERROR', '55000', 'currval of sequence "s" is not yet defined in this session'),
      serverError('ERROR', '55P03', 'could not obtain lock on row in relation "cars"'),
      serverError('ERROR', '22008', 'date/time field value out of range: "0000-01-01"'),
      serverError('ERROR', '22001', 'value too long for type character varying(80)'),
      new Error('something else'),
      'Connection terminated',
      undefined,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
