import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { ensurePrivateDirectory, narrowTree } from '../data-dir/private-directory.ts';

export interface EmbeddedPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL in-process (PGlite) behind a socket, so that pg, Emmett and Drizzle connect with an ordinary
 * connection string. `dataDir` undefined keeps everything in memory (tests).
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  port?: number;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) ensurePrivateDirectory(options.dataDir);
  const db = await PGlite.create({ dataDir: options.dataDir, extensions: { btree_gist } });
  // PGlite writes its files 0666 whatever the umask: narrowed at each start and stop; those it adds while running
  // stay behind directories only this user may enter.
  if (options.dataDir) await narrowTree(options.dataDir);
  // Connection options are ignored by the socket server: the search path is set once on the shared session.
  await db.exec('SET search_path TO public');
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: 64,
  });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  return {
    connectionString: `postgresql://postgres:postgres@${host}:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
      if (options.dataDir) await narrowTree(options.dataDir);
    },
  };
}
