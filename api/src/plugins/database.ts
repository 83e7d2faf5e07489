import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import type { Database, DatabaseHandle } from '../db/client';
import { hasDemoUser } from '../db/demo-user';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
    /**
     * Reads that must see the primary: the session check of every request, a person's reads
     * just after their own write, and reads the replica cannot serve. With a replica
     * (DATABASE_READ_URL), a pool of their own on the primary: a write waiting for the
     * synchronous standby holds its connection up to the commit bound, and ten of them must not
     * leave every read waiting for a connection (the deploy drill's "stop the standby"). The
     * primary's own handle otherwise.
     */
    primaryReads: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  config: Pick<Config, 'database' | 'databaseTimeouts' | 'seedDemo'>;
  /** An already open database (tests start from a migrated PGlite dump); the app closes it. */
  database?: DatabaseHandle;
}

/** Opens the database, applies pending migrations, seeds the demo login, and closes on shutdown. */
export default fp(
  async function database(app, { config, database }: DatabasePluginOptions) {
    const handle =
      database ??
      (await openDatabase(config.database, {
        onPoolError: (error) => app.log.error({ err: error }, 'PostgreSQL connection lost'),
        timeouts: config.databaseTimeouts,
      }));
    try {
      await handle.migrate();
      if (config.seedDemo && !(await hasDemoUser(handle.db))) {
        // The demo generator is a quarter of the server's code: it is loaded (a chunk of its own
        // in dist/) only on the start that creates the demo, never on the ones after.
        const { seedDemo } = await import('../seed/seed-demo');
        await seedDemo(handle.db, app.log);
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await handle.close();
    });
    // The same server as `handle` (start.ts opens it from this very configuration).
    const withReplica =
      config.database.kind === 'postgres' && config.database.readUrl !== undefined;
    const primaryReads = withReplica
      ? await openDatabase(config.database, {
          onPoolError: (error) =>
            app.log.error({ err: error }, 'PostgreSQL connection lost (reads on the primary)'),
          timeouts: config.databaseTimeouts,
          onUnavailableAtStart: () => undefined, // the write pool just reached it
        })
      : handle;
    app.decorate('primaryReads', primaryReads);
    if (primaryReads !== handle) app.addHook('onClose', () => primaryReads.close());
  },
  { name: 'database' },
);
