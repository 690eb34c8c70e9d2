/**
 * `npm run admin:create -w @admin/api -- --phone 9876543210 --name "Meera Iyer" --email meera@example.com
 * [--country-code +91] [--second]`: migrates the database the API would use (DATABASE_URL, else PGlite
 * under DATA_DIR) and creates the first Admin (first-admin.ts), or with `--second` the second one of a
 * deployment that has one. Prints what it did; exits 1 with the reason when the input is invalid or
 * the Admins it may add exist. The new Admin signs in with their phone's OTP.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_COUNTRY_CODE } from '@admin/api-client/contract';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { createFirstAdmin, FirstAdminError } from './first-admin';

const USAGE =
  'Usage: npm run admin:create -w @admin/api -- --phone <6 to 15 digits> --name "<full name>" --email <address> [--country-code +91] [--second]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      phone: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      'country-code': { type: 'string', default: DEFAULT_COUNTRY_CODE },
      second: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const missing = (['phone', 'name', 'email'] as const).filter((key) => !values[key]);
  if (missing.length > 0) throw new FirstAdminError(`Missing ${missing.map((key) => `--${key}`).join(', ')}\n${USAGE}`);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteWorker: false,
  });
  try {
    await database.migrate();
    const admin = await createFirstAdmin(
      database.db,
      { phone: values.phone, name: values.name, email: values.email, country_code: values['country-code'] },
      { second: values.second },
    );
    console.log(
      `Created Admin #${admin.id} ${admin.name} (${admin.country_code} ${admin.phone}) in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}. They sign in with the one-time code sent to that phone.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof FirstAdminError || error instanceof TypeError ? error.message : error);
  process.exit(1);
});
