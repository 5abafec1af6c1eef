import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { ensurePrivateDirectory, narrowTree } from '../data-dir/private-directory.ts';

export interface EmbeddedPostgres {
  connectionString: string;
  /** The whole cluster as a tarball, for `image` (tests start their databases from a prepared one). */
  dumpDataDir(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * PostgreSQL in-process (PGlite) behind a socket, so that pg, Emmett and Drizzle connect with an ordinary
 * connection string. `dataDir` undefined keeps everything in memory (tests). `image`, a tarball of `dumpDataDir`,
 * starts the cluster from it instead of running initdb, the slowest part of a start.
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  port?: number;
  image?: Blob;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) ensurePrivateDirectory(options.dataDir);
  const db = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { btree_gist },
    loadDataDir: options.image,
  });
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
    dumpDataDir: () => db.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await db.close();
      if (options.dataDir) await narrowTree(options.dataDir);
    },
  };
}
