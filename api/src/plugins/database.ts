import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import type { Database, DatabaseHandle } from '../db/client';
import { hasDemoUser } from '../db/demo-user';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
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
  },
  { name: 'database' },
);
