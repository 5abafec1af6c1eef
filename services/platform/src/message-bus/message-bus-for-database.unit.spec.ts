import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { messageBusFor } from './message-bus-for-database.ts';

const database = (embedded: boolean): Database => ({
  // Port 9 (discard): nothing answers, so a bus that tried to listen would only log; it is closed at once.
  connectionString: 'postgresql://nobody@127.0.0.1:9/none',
  pool: {} as pg.Pool,
  embedded,
  close: async () => undefined,
});

describe('messageBusFor', () => {
  it('keeps notices in the process on the embedded database, the only node', async () => {
    const bus = messageBusFor(database(true));
    expect(bus.kind).toBe('in-process');
    await bus.close();
  });

  it('goes through LISTEN/NOTIFY on a real server, where other nodes listen', async () => {
    const bus = messageBusFor(database(false), { onError: () => undefined });
    expect(bus.kind).toBe('postgres');
    await bus.close();
  });
});
