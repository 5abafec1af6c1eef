import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

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

  it('answers no for mistakes a retry would repeat', () => {
    for (const error of [
      withCode('42601', 'syntax error at or near "SELEC"'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'Connection terminated'),
      new Error('something else'),
      'Connection terminated',
      undefined,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
