import { randomUUID } from 'node:crypto';
import { runOnServer, serverDatabaseUrl } from '@grandtour/platform/testing';

/** The PostgreSQL server the live check creates its database on (trust authentication, as on a developer machine). */
const SERVER_URL = process.env.LIVE_CHECK_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database of the live check's own; `drop` removes it even while the processes still hold it. */
export async function createLiveDatabase() {
  const name = `grandtour_live_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await runOnServer(SERVER_URL, `CREATE DATABASE ${name}`);
  return {
    name,
    url: serverDatabaseUrl(SERVER_URL, name),
    drop: () => runOnServer(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
