/**
 * `tsx bench/seed-large.ts`: a fresh database with the large seed (20k customers, 100k orders) for a
 * bench that starts the API itself (the front-end bench's production-scale part): a temp PGlite
 * folder, or a new database on the DATABASE_URL server. Prints one line, `BENCH_DATABASE <json>`:
 * the API's settings to use it (`DATA_DIR`, `DATABASE_URL`) and its label. The caller deletes it
 * (the folder; a server started for the bench goes with its database).
 */
import { freshDatabase, seedLarge } from './harness';

const database = await freshDatabase();
await seedLarge(database);
console.log(`BENCH_DATABASE ${JSON.stringify({ env: database.env, label: database.label })}`);
