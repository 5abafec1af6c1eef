import type { Database } from '../database/database.ts';
import { createInProcessMessageBus } from './in-process-message-bus.ts';
import type { MessageBus } from './message-bus.ts';
import { createPostgresMessageBus } from './postgres-message-bus.ts';

/**
 * LISTEN/NOTIFY on a real server (DATABASE_URL), so that every API node hears every other; in-process on the
 * embedded database, which is one node and has a single shared session (decision 94).
 */
export function messageBusFor(
  database: Database,
  options: { onError?: (error: unknown) => void } = {},
): MessageBus {
  if (database.embedded) return createInProcessMessageBus(options);
  return createPostgresMessageBus({
    connectionString: database.connectionString,
    pool: database.pool,
    onError: options.onError,
  });
}
