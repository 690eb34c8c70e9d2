/**
 * `npm run seed [-- --scale]`: migrates, empties the data tables and loads the demo seed
 * (with --scale: 20k customers and 100k orders for the benchmark).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { fileStoreFor } from '../files/store';
import { clearData, seed } from './seed';
import { SEED_ADMIN } from './fixtures';

const scale = process.argv.includes('--scale');
// Seeding only needs the database; the start-up safety checks belong to the server.
const config = loadConfig();
const database = await openDatabase(config);
const started = Date.now();
await database.migrate(async (db) => {
  await clearData(db);
  const files = fileStoreFor(db, config);
  await seed(db, { scale, files });
  files.objects.close();
});
await database.close();
console.log(
  `Seeded ${scale ? 'the large data set' : 'demo data'} into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
    `Admin: ${SEED_ADMIN.country_code} ${SEED_ADMIN.phone}`,
);
