// `npm run seed`: applies migrations and creates the demo login on the configured database, then
// exits. The API does the same at start unless SEED_DEMO=false.
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../logger';
import { openDatabase } from './client';
import { DatabaseUnavailableError } from './database-unavailable-error';
import { DEMO_USER, seedDemo } from './seed';

try {
  const config = loadConfig();
  const logger = await createLogger(config);
  const database = await openDatabase(config.database, {
    onPoolError: (error) => logger.error({ err: error }, 'PostgreSQL connection lost'),
  });
  try {
    await database.migrate();
    const created = await seedDemo(database.db, logger);
    logger.info(
      { email: DEMO_USER.email, database: database.kind },
      created ? 'demo login created' : 'demo login already present',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
