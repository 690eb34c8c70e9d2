/**
 * A production start: an empty database stays empty (no demo staff with published phone numbers),
 * and the first Admin is created by `npm run admin:create`, validated and written to the trail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  ItemResponse,
  ListResponse,
  OtpChallenge,
  StaffUser,
  VerifyResult,
} from '@admin/api-client/contract';
import { PERMISSIONS } from '@admin/api-client/contract';
import { loadConfig, productionProblems } from '../src/config';
import type { Database } from '../src/db/connection';
import { users } from '../src/db/schema';
import { createFirstAdmin } from '../src/modules/employees/first-admin';
import { call } from './helpers/http';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'a-production-storage-secret-of-40-chars!';
const PRODUCTION_ENV = { STORAGE_JWT: SECRET };

describe('seeding an empty database', () => {
  it('is off outside development mode unless asked, and asking is refused there', () => {
    expect(loadConfig(PRODUCTION_ENV).seedOnEmpty).toBe(false);
    expect(loadConfig({ DEV_MODE: 'true' }).seedOnEmpty).toBe(true);
    expect(loadConfig({ DEV_MODE: 'true', SEED_ON_EMPTY: 'false' }).seedOnEmpty).toBe(false);
    expect(productionProblems(loadConfig({ ...PRODUCTION_ENV, SEED_ON_EMPTY: 'true' }))).toEqual([
      expect.stringMatching(/^SEED_ON_EMPTY is true: .*demo staff.*npm run admin:create/),
    ]);
  });
});

describe('a production start on an empty database', () => {
  let database: TestDatabase;
  let opened: Database;
  let server: TestServer;
  const userCount = async () => (await opened.db.select({ n: count() }).from(users))[0]?.n;
  beforeAll(async () => {
    const production = loadConfig(PRODUCTION_ENV);
    database = await createTestDatabase({
      devMode: false,
      fixedOtp: null,
      storageJwt: SECRET,
      seedOnEmpty: production.seedOnEmpty,
    });
    opened = await database.open();
    server = await startOn(database.config, { database: opened });
  });
  afterAll(async () => {
    await server.close();
    if (opened.engine === 'postgres') await opened.close();
    await database.drop();
  });

  it('stays empty: no seeded Admin to sign in as', async () => {
    expect(await userCount()).toBe(0);
    const login = await call(server.url, 'POST', '/api/auth/login', {
      body: { phone: '9999999999', country_code: '+91' },
    });
    expect(login.status).toBe(404);
  });

  it('refuses invalid input, naming each option', async () => {
    await expect(
      createFirstAdmin(opened.db, { phone: '12', name: 'Meera Iyer', email: 'not-an-address' }),
    ).rejects.toThrow(/--phone: Invalid phone: expected 6 to 15 digits\n--email: /);
    await expect(
      createFirstAdmin(opened.db, { phone: '9876543210', name: ' ', email: 'meera@example.com' }),
    ).rejects.toThrow(/^--name: /);
    expect(await userCount()).toBe(0);
  });

  it('creates the first Admin, who signs in with an OTP, holds every permission, and is in the trail', async () => {
    const admin = await createFirstAdmin(opened.db, {
      phone: '9876543210',
      name: 'Meera Iyer',
      email: 'meera@example.com',
    });
    expect(admin).toMatchObject({ name: 'Meera Iyer', phone: '9876543210', country_code: '+91' });

    const login = await call<ItemResponse<OtpChallenge>>(server.url, 'POST', '/api/auth/login', {
      body: { phone: '9876543210', country_code: '+91' },
    });
    expect(login.status).toBe(200);
    const otp = server.otps.at(-1);
    expect(otp?.userId).toBe(admin.id);
    const verify = await call<ItemResponse<VerifyResult>>(server.url, 'POST', '/api/auth/verify', {
      body: { otp: otp?.otp, user_id: admin.id },
    });
    expect(verify.status).toBe(200);
    const token = verify.body.data.token;
    const me = await call<ItemResponse<StaffUser>>(server.url, 'GET', '/api/auth/me', { token });
    expect(me.body.data).toMatchObject({ name: 'Meera Iyer', role: 1, role_data: { name: 'Admin' } });
    expect([...me.body.data.permissions].sort()).toEqual([...PERMISSIONS].sort());

    const trail = await call<ListResponse<AuditEntry>>(
      server.url,
      'GET',
      `/api/v2/audit?record_type=employee&record_id=${admin.id}`,
      { token },
    );
    expect(trail.body.data).toEqual([
      expect.objectContaining({
        action: 'create',
        actor: null,
        record_label: 'Meera Iyer',
        note: 'First Admin, created with npm run admin:create',
      }),
    ]);

    // A customer can register now: the Customer role exists too.
    const registered = await call(server.url, 'POST', '/api/auth/register', {
      body: { phone: '7012345678', country_code: '+91', name: 'First Customer', email: 'first@example.com' },
    });
    expect(registered.status).toBe(201);
  });

  it('refuses a second Admin unless asked for one with --second, and a third always', async () => {
    await expect(
      createFirstAdmin(opened.db, { phone: '9876543211', name: 'Another Admin', email: 'another@example.com' }),
    ).rejects.toThrow(
      'An active Admin already exists (Meera Iyer): further staff are added by an Admin on the Employees screen (a deployment with one Admin adds its second with --second).',
    );
    // One Admin cannot confirm a role that decides alone: the command adds the second pair of eyes.
    const second = await createFirstAdmin(
      opened.db,
      { phone: '9876543212', name: 'Ravi Rao', email: 'ravi@example.com' },
      { second: true },
    );
    expect(second).toMatchObject({ name: 'Ravi Rao' });
    await expect(
      createFirstAdmin(
        opened.db,
        { phone: '9876543213', name: 'Third Admin', email: 'third@example.com' },
        { second: true },
      ),
    ).rejects.toThrow(/^Two active Admins already exist \(Meera Iyer, Ravi Rao\): /);
  });
});

describe('npm run admin:create', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-first-admin-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/employees/first-admin-cli.ts', ...args], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('creates the Admin in the database the API would open, then refuses a second', () => {
    const missing = run('--phone', '9876543210');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('Missing --name, --email');

    const created = run('--phone', '9876543210', '--name', 'Meera Iyer', '--email', 'meera@example.com');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/^Created Admin #1 Meera Iyer \(\+91 9876543210\) in /);

    const again = run('--phone', '9876543211', '--name', 'Ravi Rao', '--email', 'ravi@example.com');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('An active Admin already exists (Meera Iyer)');
  }, 240_000);
});
